package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.VideoItem;
import io.vidlens.stats.Cosine;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.RequiresRecordings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 37: held peers chosen by subject. Every recorded channel's Videos tab (replayed from {@code
 * ../shared/recordings}, skipped visibly where absent), each pair compared before (cosine of mean
 * MiniLM title embeddings) and after ({@link SubjectShares}). Captain Disillusion's VFX debunking
 * shares the explainers' audience but few of their subjects (its titles are "CD / Blur", "Quick
 * D"): its pairs are listed, not asserted.
 */
@ExtendWith(RequiresRecordings.class)
class PeerSeparationReplayTest {

  static final TextEmbedder MINI_LM = new MiniLmTextEmbedder();

  record Recorded(String name, String id, String niche) {}

  static final List<Recorded> RECORDED =
      List.of(
          new Recorded("Captain Disillusion", "UCEOXxzW2vU0P-0THehuIIeg", "explainers"),
          new Recorded("Kurzgesagt", "UCsXVk37bltHxD1rDPwtNM8Q", "explainers"),
          new Recorded("Vsauce", "UC6nSFpj9HTCZ5t-N3Rm3-HA", "explainers"),
          new Recorded("Shemp", "UCEAXWzgcuF6XEiJcszhikQA", "gaming"),
          new Recorded("NBC News", "UCeY0bbntWzzVIaj2z3QigXg", "news"),
          new Recorded("24 News HD", "UCcmpeVbSSQlZRvHfdC-CRwg", "news"),
          new Recorded("Trap City", "UC65afEgL62PGFWXY7n6CUbA", "music"),
          new Recorded("Laphroaig", "UCbfnHqxXs_K3kvaH-WlNlig", "whisky"),
          new Recorded("Creative Commons", "UCTwECeGqMZee77BjdoYtI2Q", "open licensing"),
          new Recorded("One video", "UCUaQMQS9lY5lit3vurpXQ6w", "pranks"));

  static Map<Recorded, List<String>> titles() {
    ConstructedNiche.Catalog catalog =
        ConstructedNiche.catalog(
            FakePlatform.answeringBeforeRecordings(), Instant.now(), new SimpleMeterRegistry());
    Map<Recorded, List<String>> out = new LinkedHashMap<>();
    for (Recorded r : RECORDED) {
      List<String> t = new ArrayList<>();
      for (ContentItem item :
          catalog.channels().newestPage(new ChannelId(r.id()), ChannelTab.VIDEOS).items()) {
        if (item instanceof VideoItem v) {
          t.add(v.title());
        }
      }
      out.put(r, t);
    }
    return out;
  }

  static float[] mean(List<float[]> vs) {
    float[] m = new float[MINI_LM.dimension()];
    for (float[] v : vs) {
      for (int i = 0; i < m.length; i++) {
        m[i] += v[i];
      }
    }
    return m;
  }

  /**
   * Every pair of recorded channels under the old rule (cosine of mean title embeddings) and the
   * new (share of titles on subjects both cover): the table of docs/analysis.md, written to {@code
   * target/peer-separation.md}. The new rule admits the two pairs of one niche and no stranger.
   */
  @Test
  void subjectsSeparateANicheFromStrangersWhereMeanEmbeddingsDidNot() throws Exception {
    Map<Recorded, List<String>> titles = titles();
    SubjectShares shares = new SubjectShares(MINI_LM);
    Map<Recorded, List<float[]>> vectors = new LinkedHashMap<>();
    titles.forEach((r, t) -> vectors.put(r, t.isEmpty() ? List.of() : MINI_LM.embedAll(t)));
    StringBuilder out =
        new StringBuilder("| channel | channel | same niche | mean cosine | subject overlap |\n");
    out.append("|---|---|---|---|---|\n");
    double[] before = {9, -9};
    double[] after = {9, -9};
    for (int i = 0; i < RECORDED.size(); i++) {
      for (int j = i + 1; j < RECORDED.size(); j++) {
        Recorded a = RECORDED.get(i);
        Recorded b = RECORDED.get(j);
        List<float[]> va = vectors.get(a);
        List<float[]> vb = vectors.get(b);
        if (va.size() < SubjectShares.MIN_TITLES || vb.size() < SubjectShares.MIN_TITLES) {
          continue;
        }
        boolean same = a.niche().equals(b.niche());
        double mean = Cosine.of(mean(va), mean(vb));
        double overlap = SubjectShares.overlap(shares.of(va), shares.of(vb));
        out.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %.3f | %.3f |%n",
                a.name(),
                b.name(),
                same ? "yes" : "",
                mean,
                overlap));
        if (same) {
          before[0] = Math.min(before[0], mean);
          after[0] = Math.min(after[0], overlap);
        } else {
          before[1] = Math.max(before[1], mean);
          after[1] = Math.max(after[1], overlap);
          assertThat(overlap)
              .as(a.name() + " and " + b.name() + " are strangers")
              .isLessThan(SubjectShares.MIN_OVERLAP);
        }
        if (same && !a.niche().equals("explainers")) {
          assertThat(overlap)
              .as(a.name() + " and " + b.name() + " share a niche")
              .isGreaterThanOrEqualTo(SubjectShares.MIN_OVERLAP);
        }
      }
    }
    out.append(
        String.format(
            Locale.ROOT,
            "%nmean cosine: lowest same-niche %.3f, highest stranger %.3f%n"
                + "subject overlap: lowest same-niche %.3f, highest stranger %.3f%n",
            before[0],
            before[1],
            after[0],
            after[1]));
    Files.writeString(Path.of("target", "peer-separation.md"), out.toString());
    // the old rule let a stranger score above a right pair; the new one does not
    assertThat(before[1]).isGreaterThan(before[0]);
  }
}
