package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.IdeaSplices;
import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 point 3 on the science niche of {@link ScienceNicheTest} (a dozen channels on the fake
 * platform, three of them with an outlier on black holes): the analysed channel has never filmed
 * black holes, so its ideas bring them, written in its own title templates and citing the peers'
 * videos with channel, views and equal-age score.
 */
class NicheIdeasTest {

  static List<VideoSample> ownVideos() {
    String[] titles = {
      "Why the Ocean Is Salty",
      "Why the Sky Is Blue",
      "How Volcanoes Form New Islands",
      "How Batteries Store Energy",
      "The Physics of Lightning",
      "The Chemistry of Fire",
      "What Happens Inside a Cell",
      "How Vaccines Train the Immune System",
      "Why Glaciers Move",
      "How Tides Work"
    };
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      v.add(Samples.video("own" + i, titles[i], 400_000L - 20_000L * i, 600, 10 + 7 * i));
    }
    return v;
  }

  static NicheAnalysis niche(Corpus corpus) {
    NicheWorld world = ScienceNicheTest.world(40).reader().read(ScienceNicheTest.seed());
    List<OutlierSubject> subjects =
        NicheOutliers.of(world.peers(), ScienceNicheTest.NOW, ScienceNicheTest.MINI_LM);
    return ChannelNiche.compute(corpus, world, subjects);
  }

  @Test
  void theIdeasBringTheNichesBlackHolesWithThePeersVideosAsEvidence() {
    Corpus corpus = Corpus.of(Samples.channel(500_000L), ownVideos());
    ContentStrategy strategy =
        new ContentBuckets(ScienceNicheTest.MINI_LM)
            .compute(corpus, ChannelStructure.of(corpus), niche(corpus));

    List<Topic> ideas = strategy.ideas();
    List<Topic> outside =
        ideas.stream()
            .filter(t -> t.evidence().stream().anyMatch(e -> e.channelName() != null))
            .toList();
    assertThat(outside).isNotEmpty();
    Topic blackHoles = outside.getFirst();
    assertThat(blackHoles.title().toLowerCase(Locale.ROOT)).contains("black hole");
    List<Evidence> peers =
        blackHoles.evidence().stream().filter(e -> e.channelName() != null).toList();
    assertThat(peers).hasSizeGreaterThanOrEqualTo(2);
    assertThat(peers)
        .allSatisfy(
            e -> {
              assertThat(e.channelName()).startsWith("Science ");
              assertThat(e.source()).isEqualTo("niche_outlier");
              assertThat(e.views()).isEqualTo(200_000L);
              assertThat(e.ageAdjustedScore()).isGreaterThanOrEqualTo(2.0);
            });
    assertThat(peers.stream().map(Evidence::channelName).distinct()).hasSizeGreaterThan(1);
    assertThat(blackHoles.description()).contains("peer channels").contains("Science ");
    // in the channel's own style: one of its title templates, not the peer's title
    assertThat(blackHoles.title())
        .isNotEqualToIgnoringCase("What is inside a black hole?")
        .matches("^(Why|How|The|What) .*");
    // no idea restates a title the channel has
    List<String> own = ownVideos().stream().map(v -> v.title().toLowerCase(Locale.ROOT)).toList();
    assertThat(ideas).noneMatch(t -> own.contains(t.title().toLowerCase(Locale.ROOT)));
    // nor splices its titles ("Why Glaciers Are Salty"): what is not from outside brings a word
    assertThat(
            IdeaSplices.faults(
                ideas.stream().map(Topic::title).toList(),
                ideas.stream().map(outside::contains).toList(),
                ownVideos().stream().map(VideoSample::title).toList()))
        .isEmpty();
  }
}
