package io.vidlens.analysis.ideas;

import static io.vidlens.analysis.Samples.NOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.SampleFrame;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.result.ChanceTest;
import io.vidlens.analysis.section.AudienceSection;
import io.vidlens.analysis.section.ChannelDataSection;
import io.vidlens.analysis.section.PerformanceSection;
import io.vidlens.analysis.section.ScriptBlueprintSection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 point 6 on constructed channels: a make-more or rethink is given only where a seeded,
 * stratified permutation test over the channel's equal-age ratios says chance does not explain it;
 * a bucket ahead by chance is said to be not distinguishable from chance; a let's-play series'
 * first episodes are compared only with other first episodes.
 */
class AdviceChanceTest {

  static final ChannelFacts CHANNEL =
      new ChannelFacts("UCx", "Test Channel", "", 10_000L, 40L, null, null, "", List.of(), null);

  /** Videos a day apart from 10 days back, so that all are compared at equal age. */
  static VideoSample video(String id, String title, long views, int index) {
    return video(id, title, views, index, false);
  }

  static VideoSample video(String id, String title, long views, int index, boolean paidOriginal) {
    return new VideoSample(
        id,
        title,
        "",
        views,
        600L,
        NOW.minus(Duration.ofDays(10 + index)),
        true,
        "Education",
        true,
        paidOriginal);
  }

  static ContentBucket bucket(String name, List<VideoSample> members) {
    return new ContentBucket(
        name,
        "d",
        0.5,
        members.size(),
        members.stream().map(VideoRef::of).toList(),
        Stats.median(members.stream().map(VideoSample::viewsOrZero).toList()),
        members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
        List.of(),
        "topic");
  }

  static StrategicRecommendations advise(List<VideoSample> all, List<ContentBucket> buckets) {
    Corpus corpus = Corpus.of(CHANNEL, all, new SampleFrame(NOW, List.of(), null, null));
    ContentStrategy content = new ContentStrategy(buckets, buckets.size());
    Findings f =
        new Findings(
            corpus,
            ChannelDataSection.compute(corpus, NOW),
            content,
            TitleFormats.compute(all, List.of(), corpus.equalAge()),
            AudienceSection.compute(corpus),
            PerformanceSection.compute(corpus, content),
            ScriptBlueprintSection.compute(corpus),
            ChannelNiche.compute(corpus));
    return StrategyComposer.recommendations(f);
  }

  /** Views that spread widely, as a channel's do: 400 to 3,200. */
  static final long[] SPREAD = {400, 3_200, 800, 2_500, 1_600, 600, 1_000, 2_900, 1_200, 700};

  /**
   * 24 videos of the {@link #SPREAD}, every fourth in the bucket {@code name} with {@code factor}
   * times its views (paid originals if {@code paid}), the rest in "Other"; their advice.
   */
  static StrategicRecommendations everyFourth(String name, double factor, boolean paid) {
    List<VideoSample> all = new ArrayList<>();
    List<VideoSample> group = new ArrayList<>();
    List<VideoSample> other = new ArrayList<>();
    for (int i = 0; i < 24; i++) {
      boolean in = i % 4 == 1;
      long views = Math.round(SPREAD[i % SPREAD.length] * (in ? factor : 1));
      VideoSample v = video("v" + i, "Video about thing " + i, views, i, in && paid);
      all.add(v);
      (in ? group : other).add(v);
    }
    return advise(all, List.of(bucket(name, group), bucket("Other", other)));
  }

  @Test
  void aBucketAheadOnlyByChanceGetsNoAdvice() {
    List<VideoSample> all = new ArrayList<>();
    List<VideoSample> lucky = new ArrayList<>();
    List<VideoSample> other = new ArrayList<>();
    for (int i = 0; i < 24; i++) {
      // "Lucky" takes four videos of the same spread (3,200, 2,500, 600, 1,000 views): its median
      // is ahead of the rest's by the draw only
      VideoSample v = video("v" + i, "Video about thing " + i, SPREAD[i % SPREAD.length], i);
      all.add(v);
      (Set.of(1, 3, 5, 16).contains(i) ? lucky : other).add(v);
    }
    StrategicRecommendations rec =
        advise(all, List.of(bucket("Lucky", lucky), bucket("Other", other)));

    ChanceTest test =
        rec.chanceTests().stream()
            .filter(t -> t.groupName().equals("Lucky"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("'Lucky' should stand apart: " + rec));
    assertThat(test.medianEqualAgeRatio()).isGreaterThanOrEqualTo(AdvisedBuckets.STANDS_OUT);
    assertThat(test.pValue()).isGreaterThanOrEqualTo(BucketAdvice.ALPHA);
    assertThat(test.advised()).isFalse();
    assertThat(rec.strategicOpportunities())
        .doesNotContain("Make more of")
        .doesNotContain("Rethink")
        .contains("not distinguishable from chance")
        .containsPattern("p (=|<) 0\\.\\d+");
    // seeded: the same channel gives the same p
    assertThat(advise(all, List.of(bucket("Lucky", lucky), bucket("Other", other))).chanceTests())
        .isEqualTo(rec.chanceTests());
  }

  /**
   * Vsauce's Mind Field: paid originals were sold or behind a paywall at release, which alone
   * lowers their views; their falling behind is named, never "Rethink", however small the p.
   */
  @Test
  void paidOriginalsFallingBehindAreNoRethinkButTheBadgeIsNamed() {
    // every fourth video a paid original at a sixth of the views
    StrategicRecommendations rec = everyFourth("Paid original series", 1.0 / 6, true);
    ChanceTest test =
        rec.chanceTests().stream()
            .filter(t -> t.groupName().equals("Paid original series"))
            .findFirst()
            .orElseThrow();
    assertThat(test.pValue()).isLessThan(BucketAdvice.ALPHA);
    assertThat(test.advised()).isFalse();
    assertThat(test.named()).containsExactly(BucketAdvice.PAYWALL);
    assertThat(rec.strategicOpportunities())
        .doesNotContain("Rethink")
        .contains("'Paid original series'")
        .contains("carry the paid-original badge")
        .containsPattern("p (=|<) 0\\.\\d+");
  }

  @Test
  void aBucketThatReallyDrawsMoreIsAdvisedWithItsP() {
    StrategicRecommendations rec = everyFourth("Hits", 6, false);
    ChanceTest test = rec.chanceTests().getFirst();
    assertThat(test.groupName()).isEqualTo("Hits");
    assertThat(test.pValue()).isLessThan(BucketAdvice.ALPHA);
    assertThat(test.permutations()).isEqualTo(10_000);
    assertThat(test.controlled()).contains(BucketAdvice.STAGE, BucketAdvice.LENGTH);
    assertThat(rec.strategicOpportunities())
        .contains("Make more of 'Hits'")
        .containsPattern("p (=|<) 0\\.\\d+");
  }

  @Test
  void aSeriesIsComparedWithOtherSeriesEpisodesAtTheSameStage() {
    // Three let's-play series of four episodes; every series' #01 draws 5×, later episodes
    // decay. Series "Gamma" was the last started: 2 of its 4 are first-episode-like openers
    // compared naively against the others' later ones it would look ahead; at equal stage not.
    List<VideoSample> all = new ArrayList<>();
    List<List<VideoSample>> series = new ArrayList<>();
    String[] games = {"Starfall", "Moonrise", "Deepwell", "Skyforge"};
    int index = 0;
    for (String game : games) {
      List<VideoSample> eps = new ArrayList<>();
      for (int ep = 1; ep <= 6; ep++) {
        long views = (ep == 1 ? 5_000L : 1_000L) + 37L * index;
        VideoSample v =
            video(game.toLowerCase() + ep, game + " #0" + ep + " Into the caves", views, index++);
        eps.add(v);
        all.add(v);
      }
      series.add(eps);
    }
    // A "series" made of the first episodes only would stand out hugely; at equal stage its
    // videos trade places only with other first episodes, so it cannot pass.
    List<VideoSample> firsts = series.stream().map(List::getFirst).toList();
    List<VideoSample> rest = all.stream().filter(v -> !firsts.contains(v)).toList();
    StrategicRecommendations rec =
        advise(all, List.of(bucket("Premieres", firsts), bucket("Rest", rest)));
    ChanceTest test = rec.chanceTests().getFirst();
    assertThat(test.groupName()).isEqualTo("Premieres");
    assertThat(test.controlled()).contains(BucketAdvice.STAGE);
    assertThat(test.advised()).isFalse();
    assertThat(rec.strategicOpportunities()).doesNotContain("Make more of 'Premieres'");

    // Without stratification the same data would pass: the control is what stops it.
    List<PermutationTest.Point> naive = new ArrayList<>();
    var ratios =
        Corpus.of(CHANNEL, all, new SampleFrame(NOW, List.of(), null, null)).equalAge().ratios();
    for (VideoSample v : all) {
      naive.add(
          new PermutationTest.Point(
              PermutationTest.log(ratios.get(v.videoId())), firsts.contains(v), ""));
    }
    assertThat(PermutationTest.pValue(naive, true)).isLessThan(BucketAdvice.ALPHA);
  }

  @Test
  void episodeStageReadsFirstAndLaterEpisodes() {
    assertThat(BucketAdvice.stage("Starfall 2 #01 Waking Up")).isEqualTo("first episode");
    assertThat(BucketAdvice.stage("Starfall 2 #16 The Mantis Lords")).isEqualTo("later episode");
    assertThat(BucketAdvice.stage("Crash 4 Review")).isEqualTo("no episode number");
  }

  @Test
  void theFalseDiscoveryRateIsControlledOverEveryGroupLookedAt() {
    ChanceTest lucky =
        new ChanceTest(
            "Sleepy Fox",
            "series",
            "below",
            0.56,
            3,
            26,
            0.074,
            0.1,
            10_000,
            37,
            List.of(),
            List.of(),
            true);
    ChanceTest strong =
        new ChanceTest(
            "Sonic", "topic", "above", 2.2, 13, 17, 0.002, 0.1, 10_000, 37, List.of(), List.of(),
            true);
    // one of ten artists at p = 0.074: at 0.1 each, one in ten would be advised by chance alone
    List<ChanceTest> amongTen = BucketAdvice.controlled(List.of(lucky), 10);
    assertThat(amongTen.getFirst().advised()).isFalse();
    assertThat(amongTen.getFirst().alpha()).isEqualTo(0.01);
    // alone it would pass; a p that stands out among five passes at 0.1/5
    assertThat(BucketAdvice.controlled(List.of(lucky), 1).getFirst().advised()).isTrue();
    List<ChanceTest> amongFive = BucketAdvice.controlled(List.of(strong, lucky), 5);
    assertThat(amongFive).extracting(ChanceTest::advised).containsExactly(true, false);
    assertThat(amongFive.getFirst().alpha()).isEqualTo(0.02);
  }
}
