package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.analysis.IdeaSplices;
import io.vidlens.analysis.SectionsRun;
import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.StrategicInsights;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.testing.ConstructedWorld;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 on constructed worlds its rules were not written for ({@link NicheKindWorlds}), through
 * the whole analysis with the niche read on the fake platform: what each channel's creator would
 * notice first. A let's-play channel: its two games' series, no list advice from game numbers, the
 * games its peers' outliers were on. A news channel: its cadence from the real span of minutes,
 * follow-ups and the formats that drew. A music channel: the sounds and collaborations that drew.
 * Every idea from outside names its peers' videos with channel, views and equal-age score; none
 * restates a title of the channel's.
 */
class NicheKindsAnalysisTest {

  static AnalysisResult analyse(
      String id, String name, List<VideoSample> videos, List<ConstructedWorld> peers) {
    ChannelFacts facts = NicheKindWorlds.channel(id, name, 200_000);
    ConstructedNiche.World niche =
        ConstructedNiche.of(id, peers, NicheKindWorlds.NOW, 40, ScienceNicheTest.MINI_LM);
    AnalysisResult result =
        SectionsRun.analyse(
            ScienceNicheTest.MINI_LM,
            Corpus.of(facts, videos),
            NicheKindWorlds.NOW,
            niche.reader());
    return result;
  }

  static List<Topic> fromOutside(StrategicInsights insights) {
    return insights.suggestedTopics().topics().stream()
        .filter(t -> t.evidence().stream().anyMatch(e -> "niche_outlier".equals(e.source())))
        .toList();
  }

  static List<Evidence> peersCited(Topic t) {
    return t.evidence().stream().filter(e -> "niche_outlier".equals(e.source())).toList();
  }

  /** Each outside idea names peers' videos with channel, views and a score of 2 or more. */
  static void assertNamedEvidence(List<Topic> outside) {
    assertThat(outside).isNotEmpty();
    for (Topic t : outside) {
      assertThat(peersCited(t))
          .as(t.title())
          .allSatisfy(
              e -> {
                assertThat(e.channelName()).isNotBlank();
                assertThat(e.views()).isEqualTo(NicheKindWorlds.OUTLIER_VIEWS);
                assertThat(e.ageAdjustedScore()).isGreaterThanOrEqualTo(2.0);
              });
      assertThat(t.description()).contains(peersCited(t).getFirst().channelName());
    }
  }

  static void assertNoRestatement(StrategicInsights insights, List<VideoSample> videos) {
    List<String> own = videos.stream().map(v -> v.title().toLowerCase(Locale.ROOT)).toList();
    assertThat(insights.suggestedTopics().topics())
        .noneMatch(t -> own.contains(t.title().toLowerCase(Locale.ROOT)));
    // nor splices them: every idea brings a word of its own or rests on a peer's outlier
    List<Topic> topics = insights.suggestedTopics().topics();
    assertThat(
            IdeaSplices.faults(
                topics.stream().map(Topic::title).toList(),
                topics.stream().map(t -> !peersCited(t).isEmpty()).toList(),
                videos.stream().map(VideoSample::title).toList()))
        .isEmpty();
  }

  static String ideas(StrategicInsights insights) {
    return insights.suggestedTopics().topics().stream()
        .map(Topic::title)
        .collect(Collectors.joining("\n"));
  }

  @Test
  void aLetsPlayChannelGetsItsTwoGamesAsSeriesAndTheGamesThatDrewOnItsPeers() {
    List<VideoSample> videos = NicheKindWorlds.letsPlayer();
    StrategicInsights insights =
        analyse(NicheKindWorlds.GAMER, "Pixel Quest", videos, NicheKindWorlds.gamingPeers())
            .strategicInsights();

    // the series by game, the sequel's number in its name, episodes in order
    Map<String, Series> series =
        insights.contentStrategy().series().stream()
            .collect(Collectors.toMap(Series::name, s -> s));
    assertThat(series).containsKeys("Hollow Depths 2", "Sky Forge");
    assertThat(series.get("Hollow Depths 2").videoCount()).isEqualTo(8);
    assertThat(series.get("Sky Forge").videoCount()).isEqualTo(7);
    // compared at equal episode stage: every chance test is stratified by it
    assertThat(insights.aiStrategicAnalysis().strategicRecommendations().chanceTests())
        .allSatisfy(c -> assertThat(String.join(" ", c.controlled())).contains("episode stage"));
    // game and sequel numbers are no list titles, and no advice speaks of lists
    assertThat(insights.titleFormatStrategy().formatGroups())
        .noneMatch(g -> g.formatName().contains("List"));
    assertThat(insights.aiStrategicAnalysis().strategicRecommendations().toString())
        .doesNotContain("List / Number");

    // the games that drew across the peers, as the first episode of a new series in its form
    List<Topic> outside = fromOutside(insights);
    assertNamedEvidence(outside);
    Topic ember =
        outside.stream()
            .filter(t -> t.title().startsWith("Ember Valley"))
            .findFirst()
            .orElseThrow();
    assertThat(ember.title()).as(ideas(insights)).isEqualTo("Ember Valley #01");
    assertThat(peersCited(ember).stream().map(Evidence::channelName).distinct()).hasSize(3);
    assertThat(outside).anyMatch(t -> t.title().startsWith("Starfall Tactics"));
    // the game it plays already is no idea from outside
    assertThat(outside).noneMatch(t -> t.title().startsWith("Hollow Depths 2 #01"));
    assertNoRestatement(insights, videos);
    // no series' idea carries the other game's episode subtitle
    for (Topic t : insights.suggestedTopics().topics()) {
      String lower = t.title().toLowerCase(Locale.ROOT);
      String[] other =
          lower.startsWith("hollow depths")
              ? NicheKindWorlds.SKY
              : lower.startsWith("sky forge") ? NicheKindWorlds.HOLLOW : new String[0];
      for (String subtitle : other) {
        assertThat(lower).as(t.title()).doesNotContain(subtitle.toLowerCase(Locale.ROOT));
      }
    }
  }

  @Test
  void aNewsChannelReadsItsCadenceFromMinutesAndGetsFollowUpsAndTheFormatsThatDrew() {
    List<VideoSample> videos = NicheKindWorlds.newsChannel();
    AnalysisResult result =
        analyse(NicheKindWorlds.NEWS, "Metro Wire", videos, NicheKindWorlds.newsPeers());
    StrategicInsights insights = result.strategicInsights();

    // 30 uploads over the real span of hours, not floored at a day
    double days = NicheKindWorlds.newsSpan().toSeconds() / 86_400.0;
    assertThat(days).isLessThan(1);
    assertThat(insights.dataCoverage().cadence().spanDays()).isCloseTo(days, within(0.01));
    assertThat(result.channelData().metrics().averageMonthlyUploads())
        .isCloseTo(30 / (days / 30.4375), within(5.0));

    List<Topic> outside = fromOutside(insights);
    assertNamedEvidence(outside);
    // a follow-up on the story it covered that kept drawing, citing its own video beside
    Topic followUp =
        outside.stream()
            .filter(t -> t.title().contains("What Happens Next"))
            .findFirst()
            .orElseThrow(() -> new AssertionError(ideas(insights)));
    assertThat(followUp.title().toLowerCase(Locale.ROOT)).contains("harbor bridge");
    assertThat(followUp.evidence()).anyMatch(e -> e.videoId().startsWith("nws"));
    // the formats that drew, on the niche's story the channel has not covered
    assertThat(outside)
        .as(ideas(insights))
        .anyMatch(
            t ->
                t.title().toLowerCase(Locale.ROOT).contains("water shortage")
                    && t.title().contains("Interview"));
    assertThat(outside)
        .anyMatch(
            t ->
                t.title().toLowerCase(Locale.ROOT).contains("water shortage")
                    && t.title().contains("Explained"));
    // in the channel's branded form
    assertThat(outside).allMatch(t -> t.title().endsWith("| Metro Wire"), "branded");
    assertNoRestatement(insights, videos);
  }

  @Test
  void aMusicChannelGetsTheSoundsAndCollaborationsThatDrewOnItsPeers() {
    List<VideoSample> videos = NicheKindWorlds.musicChannel();
    StrategicInsights insights =
        analyse(NicheKindWorlds.MUSIC, "Nova Drift", videos, NicheKindWorlds.musicPeers())
            .strategicInsights();

    List<Topic> outside = fromOutside(insights);
    assertNamedEvidence(outside);
    Topic phonk =
        outside.stream()
            .filter(t -> t.title().contains("[Phonk]"))
            .findFirst()
            .orElseThrow(() -> new AssertionError(ideas(insights)));
    assertThat(phonk.title()).isEqualTo("Nova Drift - Night Drive (Phonk Remix) [Phonk]");
    assertThat(peersCited(phonk).stream().map(Evidence::channelName).distinct()).hasSize(3);
    Topic kairo =
        outside.stream()
            .filter(t -> t.title().contains("ft. Kairo"))
            .findFirst()
            .orElseThrow(() -> new AssertionError(ideas(insights)));
    assertThat(kairo.title()).startsWith("Nova Drift - ").endsWith("[Synthwave]");
    // the sound and the collaborator it has already are no idea from outside
    assertThat(outside).noneMatch(t -> t.title().contains("(Synthwave Remix)"));
    assertThat(outside).noneMatch(t -> t.title().contains("ft. Lumi"));
    assertNoRestatement(insights, videos);
  }
}
