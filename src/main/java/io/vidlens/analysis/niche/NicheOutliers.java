package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.stats.Cosine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Subjects that outperformed across the niche. Each peer's videos are scored at equal age against
 * that peer's own videos ({@link EqualAgeScores}, Get Outliers' method); a video at {@link
 * #OUTLIER} times its age group's median or more is an outlier. Outliers are grouped by title
 * embedding (each joins the first group whose founding title is within {@link #SAME_SUBJECT}
 * cosine, else founds one); a subject is named by its best video's title and counts the distinct
 * channels it worked on. Most channels first, then the best score.
 */
public final class NicheOutliers {

  /** The equal-age score from which a peer's video is an outlier (as Get Outliers' default). */
  static final double OUTLIER = 2.0;

  /** Cosine of two titles' embeddings from which they are one subject. */
  static final double SAME_SUBJECT = 0.55;

  /** Subjects kept in the result. */
  static final int MAX_SUBJECTS = 10;

  private NicheOutliers() {}

  private record Group(float[] founder, List<OutlierVideo> videos) {}

  /** Every peer's outliers, wherever the peers speak from. */
  public static List<OutlierSubject> of(List<Peer> peers, Instant asOf, TextEmbedder embedder) {
    return of(peers, asOf, embedder, PeerOrigin.UNKNOWN, false);
  }

  /**
   * The outliers a channel of {@code seed} would film: those of peers in its language and, where
   * both countries are known and differ, not tied to the peer's ({@link PeerOrigin#refusal}).
   */
  public static List<OutlierSubject> of(List<Peer> peers, NicheSeed seed, TextEmbedder embedder) {
    return of(peers, seed.asOf(), embedder, seed.origin(), seed.news());
  }

  private static List<OutlierSubject> of(
      List<Peer> peers, Instant asOf, TextEmbedder embedder, PeerOrigin channel, boolean news) {
    List<OutlierVideo> outliers = new ArrayList<>();
    for (Peer peer : peers) {
      Map<String, Double> ratios = EqualAgeScores.of(peer.videos(), asOf).ratios();
      for (VideoSample v : peer.videos()) {
        Double ratio = ratios.get(v.videoId());
        if (ratio != null
            && ratio >= OUTLIER
            && PeerOrigin.refusal(channel, news, peer.origin(), v.title()) == null) {
          outliers.add(
              new OutlierVideo(
                  peer.channelId(),
                  peer.name(),
                  v.videoId(),
                  v.title(),
                  v.views(),
                  Math.round(ratio * 100) / 100.0));
        }
      }
    }
    if (outliers.isEmpty()) {
      return List.of();
    }
    outliers.sort(Comparator.comparingDouble(OutlierVideo::equalAgeScore).reversed());
    List<float[]> vectors = embedder.embedAll(outliers.stream().map(OutlierVideo::title).toList());
    List<Group> groups = new ArrayList<>();
    for (int i = 0; i < outliers.size(); i++) {
      float[] vector = vectors.get(i);
      Group home =
          groups.stream()
              .filter(g -> Cosine.of(g.founder(), vector) >= SAME_SUBJECT)
              .findFirst()
              .orElse(null);
      if (home == null) {
        home = new Group(vector, new ArrayList<>());
        groups.add(home);
      }
      home.videos().add(outliers.get(i));
    }
    return groups.stream()
        .map(
            g ->
                new OutlierSubject(
                    g.videos().getFirst().title(),
                    (int) g.videos().stream().map(OutlierVideo::channelId).distinct().count(),
                    g.videos()))
        .sorted(
            Comparator.comparingInt(OutlierSubject::channels)
                .reversed()
                .thenComparing(
                    s -> s.videos().getFirst().equalAgeScore(), Comparator.reverseOrder()))
        .limit(MAX_SUBJECTS)
        .toList();
  }
}
