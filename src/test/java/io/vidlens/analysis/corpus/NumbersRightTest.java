package io.vidlens.analysis.corpus;

import static io.vidlens.analysis.Samples.NOW;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.analysis.AnalysisPipeline;
import io.vidlens.analysis.FailureReasons;
import io.vidlens.analysis.ideas.Findings;
import io.vidlens.analysis.ideas.StrategyComposer;
import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.section.AudienceSection;
import io.vidlens.analysis.section.Cadence;
import io.vidlens.analysis.section.ChannelDataSection;
import io.vidlens.analysis.section.PerformanceSection;
import io.vidlens.analysis.section.ScriptBlueprintSection;
import io.vidlens.analysis.section.StrategyStage;
import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.model.Count;
import io.vidlens.model.CountReading;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.parse.RelativeTimeParser;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 24, points 1, 3 and 8 on constructed channels: cadence from the real dates, videos without
 * a view count out of every statistic, the first upload, views compared at equal age (the method of
 * Get Outliers), a sane niche score, advice only on buckets of three or more videos with scored
 * evidence, and growth over stored history.
 */
class NumbersRightTest {

  static ChannelFacts channel(Long subscribers, Long videoCount, Long viewCount) {
    return new ChannelFacts(
        "UCsXVk37bltHxD1rDPwtNM8Q",
        "Test Channel",
        "",
        subscribers,
        videoCount,
        viewCount,
        null,
        "",
        List.of(),
        null);
  }

  static VideoSample video(String id, String title, Long views, Long seconds, Instant published) {
    return new VideoSample(id, title, "", views, seconds, published, true, "Gaming", true, false);
  }

  /** A daily gaming channel: 30 videos over the last 7 days (one every 5.6 hours). */
  static List<VideoSample> dailyUploader() {
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      Instant at = NOW.minus(Duration.ofMinutes(30 + i * (7 * 24 * 60 - 60) / 29));
      videos.add(video("d" + i, "Daily Run Day " + i, 2_000L + 100L * i, 900L, at));
    }
    return videos;
  }

  static Corpus corpus(ChannelFacts channel, List<VideoSample> videos) {
    return Corpus.of(channel, videos, new SampleFrame(NOW, List.of(), null, ChannelGrowth.NONE));
  }

  @Test
  void aDailyUploaderReadsAbout130UploadsAMonthAndItsMonthFromTheChannelsTotals() {
    ChannelFacts c = channel(50_000L, 1_000L, 20_000_000L);
    var data = ChannelDataSection.compute(corpus(c, dailyUploader()), NOW);
    // 30 videos over 7 days: 30 / (7 / 30.4375) = 130.4 a month, never the old floor's 30.
    assertThat(data.metrics().averageMonthlyUploads()).isCloseTo(130.4, within(1.0));
    // The week's videos are days old: the month is uploads a month × 20,000 views a video.
    assertThat(data.metrics().averageMonthlyViews()).isCloseTo(130.4 * 20_000, within(20_000.0));
    assertThat(Cadence.of(corpus(c, dailyUploader()), NOW).viewsBasis())
        .isEqualTo(Cadence.CHANNEL_TOTALS);

    // Without the channel's totals the sample's own views are extrapolated, not floored.
    ChannelFacts unknown = channel(50_000L, null, null);
    var sample = ChannelDataSection.compute(corpus(unknown, dailyUploader()), NOW);
    long views = dailyUploader().stream().mapToLong(VideoSample::viewsOrZero).sum();
    assertThat(sample.metrics().averageMonthlyViews())
        .isCloseTo(views / (7 / ChannelDataSection.DAYS_PER_MONTH), within(views * 0.02));
  }

  @Test
  void aSampleSpanningMonthsKeepsItsOwnViewsOverItsSpan() {
    List<VideoSample> videos =
        List.of(
            video("a", "A", 300L, 600L, NOW.minus(Duration.ofDays(10))),
            video("b", "B", 100L, 1200L, NOW.minus(Duration.ofDays(61))));
    var data = ChannelDataSection.compute(corpus(channel(1L, 2L, 400L), videos), NOW);
    double months = 61 / ChannelDataSection.DAYS_PER_MONTH;
    assertThat(data.metrics().averageMonthlyViews()).isCloseTo(400 / months, within(0.1));
    assertThat(data.metrics().averageMonthlyUploads()).isCloseTo(2 / months, within(0.01));
  }

  static VideoItem item(
      String id, String viewText, Long views, String when, String length, boolean live) {
    return new VideoItem(
        id,
        "Title " + id,
        viewText,
        views == null ? null : Count.exactly(views),
        when,
        RelativeTimeParser.read(when).orElse(null),
        length,
        length.contains(":") ? 600L : null,
        List.of(),
        live,
        false,
        VideoItem.Access.PUBLIC,
        false);
  }

  @Test
  void videosWithoutAViewCountAreLeftOutOfEveryStatisticAndNamed() {
    VideoItem live = item("live0000000", "1.2K watching", null, "", "LIVE", true);
    // as the list parser reads a premiere: "56 waiting", "Premieres …", an "Upcoming" badge
    VideoItem upcoming =
        new VideoItem(
            "upcoming000",
            "Title upcoming000",
            "56 waiting",
            null,
            "Premieres 12/24/26",
            null,
            "Upcoming",
            null,
            List.of(),
            false,
            true,
            VideoItem.Access.PUBLIC,
            false);
    VideoItem premium = item("premium0000", "", null, "2 weeks ago", "20:00", false);
    VideoItem normal = item("normal00000", "1,000 views", 1_000L, "3 weeks ago", "10:00", false);
    VideoItem zero = item("zero0000000", "No views", 0L, "3 weeks ago", "10:00", false);
    VideoItem members =
        new VideoItem(
            "members0000",
            "Members Q&A",
            "3,000,000 views",
            Count.exactly(3_000_000L),
            "1 week ago",
            new io.vidlens.model.RelativeTime(1, java.time.temporal.ChronoUnit.WEEKS),
            "2:00:00",
            7_200L,
            List.of(),
            false,
            false,
            VideoItem.Access.MEMBERS_ONLY,
            false);
    Map<String, String> reasons = new java.util.LinkedHashMap<>();
    for (VideoItem v : List.of(live, upcoming, premium, normal, zero, members)) {
      reasons.put(v.videoId(), ChannelStage.withoutViews(v, ChannelStage.sample(v, null, NOW)));
    }
    assertThat(reasons)
        .containsEntry("live0000000", SampleFrame.Unviewed.LIVE)
        .containsEntry("upcoming000", SampleFrame.Unviewed.UPCOMING)
        .containsEntry("premium0000", SampleFrame.Unviewed.NO_VIEW_COUNT)
        .containsEntry("normal00000", null)
        .as("a members-only video's count is of a paying few")
        .containsEntry("members0000", SampleFrame.Unviewed.MEMBERS_ONLY)
        .as("a count of 0 is a count")
        .containsEntry("zero0000000", null);

    // A live stream without a length (and the others) move no mean: the corpus holds only counted
    // videos, and the frame names the rest.
    List<VideoSample> listed = new ArrayList<>();
    for (VideoItem v : List.of(live, upcoming, premium, normal, zero)) {
      listed.add(ChannelStage.sample(v, null, NOW));
    }
    List<SampleFrame.Unviewed> left =
        List.of(
            new SampleFrame.Unviewed("live0000000", "Title live0000000", "live"),
            new SampleFrame.Unviewed("upcoming000", "Title upcoming000", "upcoming"),
            new SampleFrame.Unviewed("premium0000", "Title premium0000", "no view count"));
    Corpus corpus =
        Corpus.of(
            channel(1_000L, 5L, null),
            listed,
            new SampleFrame(NOW, left, null, ChannelGrowth.NONE));
    assertThat(corpus.videos())
        .extracting(VideoSample::videoId)
        .containsExactly("normal00000", "zero0000000");
    var data = ChannelDataSection.compute(corpus, NOW);
    assertThat(data.metrics().averageVideoLength()).isEqualTo(600);
    assertThat(data.metrics().averageViewsPerVideo()).isEqualTo(500);
    assertThat(PerformanceSection.minutes(corpus.videos())).isEqualTo(10);
  }

  @Test
  void theFirstUploadIsTheOldestFirstPagesElseTheWholeSamplesElseNull() {
    List<VideoSample> videos = List.of(video("a", "A", 10L, 60L, NOW.minus(Duration.ofDays(40))));
    Instant first = Instant.parse("2013-07-01T00:00:00Z");
    Corpus read =
        Corpus.of(channel(1L, 300L, null), videos, new SampleFrame(NOW, List.of(), first, null));
    assertThat(ChannelDataSection.compute(read, NOW).metrics().firstUploadDate())
        .isEqualTo("2013-07-01T00:00:00Z");
    Corpus recentSample = corpus(channel(1L, 300L, null), videos);
    assertThat(ChannelDataSection.compute(recentSample, NOW).metrics().firstUploadDate())
        .as("the oldest of a recent sample is not the channel's first upload")
        .isNull();
    Corpus whole = corpus(channel(1L, 1L, null), videos);
    assertThat(ChannelDataSection.compute(whole, NOW).metrics().firstUploadDate())
        .isEqualTo(NOW.minus(Duration.ofDays(40)).toString());
  }

  @Test
  void aChannelWithoutVideosFailsWithASentenceNotATemplate() {
    assertThat(FailureReasons.of(new NoVideosToAnalyse(0)))
        .contains("no long-form videos to analyse")
        .doesNotContain("Internal error");
    assertThat(FailureReasons.of(new NoVideosToAnalyse(2)))
        .contains("the 2 its Videos tab lists are live, upcoming, Premium- or members-only");
    assertThat(AnalysisPipeline.retryable(new NoVideosToAnalyse(0))).isFalse();
  }

  @Test
  void equalAgeRatiosAreGetOutliersOwn() {
    // The same videos as Get Outliers reads them (relative dates) and as the job does (instants).
    String[] when = {
      "3 days ago",
      "4 days ago",
      "2 weeks ago",
      "3 weeks ago",
      "3 weeks ago",
      "2 months ago",
      "2 months ago",
      "1 year ago",
      "2 years ago",
      "3 years ago"
    };
    long[] views = {900, 1_100, 5_000, 4_000, 20_000, 9_000, 30_000, 50_000, 40_000, 60_000};
    List<VideoSample> samples = new ArrayList<>();
    for (int i = 0; i < when.length; i++) {
      VideoItem v = item("v" + i, views[i] + " views", views[i], when[i], "10:00", false);
      samples.add(ChannelStage.sample(v, null, NOW));
    }
    EqualAgeScores job = EqualAgeScores.of(samples, NOW);
    List<EqualAgeViews.Aged<String>> aged = new ArrayList<>();
    for (int i = 0; i < when.length; i++) {
      aged.add(
          new EqualAgeViews.Aged<>(
              "v" + i,
              views[i],
              RelativeTimeParser.read(when[i])
                  .map(io.vidlens.catalog.AgeGroup::hours)
                  .orElseThrow()));
    }
    Map<String, Double> outliers =
        EqualAgeViews.of(aged).scored().stream()
            .collect(Collectors.toMap(EqualAgeViews.Scored::key, EqualAgeViews.Scored::ratio));
    assertThat(job.ratios()).isEqualTo(outliers);
    // The 3-week-old 20,000 against its age peers (days to months: 7 videos, median 5,000).
    assertThat(job.ratios().get("v4")).isEqualTo(4.0);
    assertThat(job.ranked())
        .extracting(v -> job.ratios().get(v.videoId()))
        .isSortedAccordingTo(java.util.Comparator.reverseOrder());
  }

  @Test
  void momentumIsNeverZeroBecauseTheNewestVideosAreHoursOld() {
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      // Steady: every video earns 10,000 views over its life; the newest three are hours old.
      Instant at =
          i < 3 ? NOW.minus(Duration.ofHours(2 + i * 5)) : NOW.minus(Duration.ofDays(7L * i));
      videos.add(video("m" + i, "Episode " + i, i < 3 ? 40L + i : 10_000L + i, 600L, at));
    }
    var niche = ChannelNiche.compute(corpus(channel(100_000L, 10L, null), videos));
    assertThat(niche.components().get("momentum")).isBetween(0.4, 0.6);
  }

  @Test
  void aDeadOneVideoChannelDoesNotOutrankABigActiveOne() {
    Corpus dead =
        corpus(
            channel(84L, 1L, null),
            List.of(video("x", "Prank", 5_204L, 268L, NOW.minus(Duration.ofDays(9 * 365)))));
    List<VideoSample> active = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      active.add(
          video(
              "k" + i,
              "Why Space " + i,
              4_000_000L + 100_000L * i,
              700L,
              NOW.minus(Duration.ofDays(3 + 12L * i))));
    }
    Corpus big = corpus(channel(25_000_000L, 337L, 3_187_000_000L), active);
    var deadNiche = ChannelNiche.compute(dead);
    var bigNiche = ChannelNiche.compute(big);
    assertThat(deadNiche.nicheScore()).isLessThan(bigNiche.nicheScore());
    assertThat(deadNiche.components().get("support")).isEqualTo(0.2);
    assertThat(deadNiche.components().get("activity")).isLessThan(0.01);
    // The formula as documented.
    double room = 1 - bigNiche.futureCompetitionScore() / 100.0;
    double reach = bigNiche.components().get("median_views") / 25_000_000.0;
    assertThat(bigNiche.nicheScore())
        .isCloseTo(100 * (30 / 34.0) * (0.5 * room + 0.5 * reach), within(0.06));
  }

  static ContentBucket bucket(String name, List<VideoSample> members) {
    List<VideoRef> refs = members.stream().map(VideoRef::of).toList();
    return new ContentBucket(
        name,
        "d",
        0.5,
        members.size(),
        refs,
        Stats.median(members.stream().map(VideoSample::viewsOrZero).toList()),
        members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
        List.of(name.toLowerCase()),
        "topic");
  }

  @Test
  void adviceSpeaksOnlyOfBucketsOfThreeOrMoreAndCitesThreeScoredVideos() {
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      videos.add(
          video(
              "b" + i,
              "Video " + i,
              1_000L * (i % 4 + 1),
              600L,
              NOW.minus(Duration.ofDays(10 + 9L * i))));
    }
    // A one-video bucket with the most views, and a two-video one: no advice on either.
    VideoSample lone = video("lone", "Lone Hit", 900_000L, 600L, NOW.minus(Duration.ofDays(20)));
    VideoSample pairA = video("pairA", "Pair A", 1L, 600L, NOW.minus(Duration.ofDays(30)));
    VideoSample pairB = video("pairB", "Pair B", 2L, 600L, NOW.minus(Duration.ofDays(31)));
    List<VideoSample> all = new ArrayList<>(videos);
    all.addAll(List.of(lone, pairA, pairB));
    Function<Integer, List<VideoSample>> slice = k -> videos.subList(k * 6, k * 6 + 6);
    ContentStrategy content =
        new ContentStrategy(
            List.of(
                bucket("Lone", List.of(lone)),
                bucket("Alpha", slice.apply(0)),
                bucket("Beta", slice.apply(1)),
                bucket("Pair", List.of(pairA, pairB))),
            4);
    Corpus corpus = corpus(channel(10_000L, 15L, null), all);
    Findings f =
        new Findings(
            corpus,
            ChannelDataSection.compute(corpus, NOW),
            content,
            TitleFormats.compute(all),
            AudienceSection.compute(corpus),
            PerformanceSection.compute(corpus, content),
            ScriptBlueprintSection.compute(corpus),
            ChannelNiche.compute(corpus));
    var rec = StrategyComposer.recommendations(f);
    assertThat(rec.strategicOpportunities())
        .doesNotContain("'Lone'")
        .doesNotContain("'Pair'")
        .contains("2 buckets of fewer than 3 videos are too small to advise on")
        .contains("median equal-age ratio");
    assertThat(rec.contentFormulaDiscovery()).doesNotContain("'Lone'").doesNotContain("'Pair'");
    for (var e : rec.evidence().entrySet()) {
      assertThat(e.getValue()).as(e.getKey()).hasSizeGreaterThanOrEqualTo(3);
      assertThat(e.getValue())
          .as(e.getKey())
          .extracting(Evidence::ageAdjustedScore)
          .doesNotContainNull();
    }
    // The suggested topics' evidence carries the same scores.
    new StrategyStage(java.util.Optional.empty())
        .compute(f)
        .topics()
        .topics()
        .forEach(
            t ->
                t.evidence()
                    .forEach(
                        e ->
                            assertThat(e.ageAdjustedScore())
                                .isEqualTo(
                                    corpus
                                        .equalAge()
                                        .ratio(e.videoId())
                                        .map(r -> Stats.round(r, 2))
                                        .orElse(null))));
    // Each score is the video's equal-age ratio.
    Evidence first = rec.evidence().get("strategic_opportunities").getFirst();
    assertThat(first.ageAdjustedScore())
        .isCloseTo(corpus.equalAge().ratio(first.videoId()).orElseThrow(), within(0.005));
  }

  @Test
  void growthIsMeasuredOverStoredCountsAndSaysWhenThereAreNone() {
    String id = "UCsXVk37bltHxD1rDPwtNM8Q";
    assertThat(ChannelGrowth.of(List.of(), id).status()).isEqualTo(ChannelGrowth.NONE_YET);
    Instant t0 = Instant.parse("2026-05-01T10:00:00Z");
    List<CountReading> readings =
        List.of(
            reading(id, CountReading.Metric.SUBSCRIBERS, 100_000, t0),
            reading(id, CountReading.Metric.VIEWS, 5_000_000, t0),
            reading(id, CountReading.Metric.SUBSCRIBERS, 101_000, t0.plus(Duration.ofDays(10))),
            reading(id, CountReading.Metric.SUBSCRIBERS, 103_000, t0.plus(Duration.ofDays(30))),
            reading(id, CountReading.Metric.VIEWS, 5_600_000, t0.plus(Duration.ofDays(30))),
            new CountReading(
                CountReading.Subject.LONG, "vvvvvvvvvvv", id, CountReading.Metric.VIEWS, 9, t0));
    ChannelGrowth g = ChannelGrowth.of(readings, id);
    assertThat(g.status()).isEqualTo(ChannelGrowth.MEASURED);
    assertThat(g.subscribers().change()).isEqualTo(3_000);
    assertThat(g.subscribers().per30Days()).isEqualTo(3_000);
    assertThat(g.subscribers().readings()).isEqualTo(3);
    assertThat(g.views().change()).isEqualTo(600_000);
    assertThat(g.views().percent()).isEqualTo(12.0);
    assertThat(g.summary()).contains("subscribers 100,000 → 103,000 in 30.0 days");

    ChannelGrowth sameDay =
        ChannelGrowth.of(
            List.of(
                reading(id, CountReading.Metric.VIEWS, 1, t0),
                reading(id, CountReading.Metric.VIEWS, 2, t0.plus(Duration.ofHours(3)))),
            id);
    assertThat(sameDay.status()).isEqualTo(ChannelGrowth.NONE_YET);
    assertThat(sameDay.summary()).contains("less than a day apart");
  }

  @Test
  void growthRunsFromTheStoredCountsToThisRead() {
    String id = "UCsXVk37bltHxD1rDPwtNM8Q";
    ChannelFacts now = channel(103_000L, 50L, 5_600_000L);
    Instant t0 = NOW.minus(Duration.ofDays(30));
    // Read once a month ago: this read is the growth's end, though it is not stored yet.
    ChannelGrowth g =
        ChannelGrowth.of(
            List.of(
                reading(id, CountReading.Metric.SUBSCRIBERS, 100_000, t0),
                reading(id, CountReading.Metric.VIEWS, 5_000_000, t0)),
            now,
            NOW);
    assertThat(g.status()).isEqualTo(ChannelGrowth.MEASURED);
    assertThat(g.subscribers().change()).isEqualTo(3_000);
    assertThat(g.subscribers().days()).isEqualTo(30.0);
    assertThat(g.views().change()).isEqualTo(600_000);
    assertThat(g.summary()).contains("subscribers 100,000 → 103,000 in 30.0 days");
    // This read's own counts, already stored this hour, are not counted twice.
    ChannelGrowth stored =
        ChannelGrowth.of(
            List.of(
                reading(id, CountReading.Metric.SUBSCRIBERS, 100_000, t0),
                reading(id, CountReading.Metric.SUBSCRIBERS, 103_000, NOW.minusSeconds(60))),
            now,
            NOW);
    assertThat(stored.subscribers().readings()).isEqualTo(2);
    // Never read before: no history, whatever this read shows.
    assertThat(ChannelGrowth.of(List.of(), now, NOW)).isEqualTo(ChannelGrowth.NONE);
    // Read earlier today: still none, and the sentence counts the stored readings.
    ChannelGrowth today =
        ChannelGrowth.of(
            List.of(reading(id, CountReading.Metric.SUBSCRIBERS, 102_900, NOW.minusSeconds(7_200))),
            now,
            NOW);
    assertThat(today.status()).isEqualTo(ChannelGrowth.NONE_YET);
    assertThat(today.summary()).contains("holds 1 stored count(s)");
  }

  static CountReading reading(String id, CountReading.Metric m, long value, Instant at) {
    return new CountReading(CountReading.Subject.CHANNEL, id, id, m, value, at);
  }
}
