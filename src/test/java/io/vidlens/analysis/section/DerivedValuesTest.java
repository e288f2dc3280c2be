package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelStage;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.SampleFrame;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.json.JsonMappers;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.parse.RelativeTimeParser;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Values the analysis derives say no more than their source: a date from "13 days ago" is that day,
 * without a time of day or nanoseconds, and counts the platform did not give are null rather than a
 * stand-in such as the sum of the analysed videos.
 */
class DerivedValuesTest {

  /** The analysis runs at an instant with nanoseconds. */
  private static final Instant NOW = Instant.parse("2026-11-25T22:06:49.315872611Z");

  private static VideoItem listed(String id, long views, String published) {
    return new VideoItem(
        id,
        "Title " + id,
        views + " views",
        Count.exactly(views),
        published,
        RelativeTimeParser.read(published).orElse(null),
        "10:00",
        600L,
        List.of(),
        false,
        false,
        VideoItem.Access.PUBLIC,
        false);
  }

  @Test
  void aDateFromRelativeTextIsTheDayItNames() {
    VideoSample sample =
        ChannelStage.sample(listed("aaaaaaaaaaa", 1_000, "13 days ago"), null, NOW);
    assertThat(sample.exactTime()).isFalse();
    assertThat(AnalysisResult.VideoRef.of(sample).publishedAt()).isEqualTo("2026-11-12T00:00:00Z");

    VideoSample hours = ChannelStage.sample(listed("bbbbbbbbbbb", 10, "5 hours ago"), null, NOW);
    assertThat(AnalysisResult.VideoRef.of(hours).publishedAt()).isEqualTo("2026-11-25T17:00:00Z");

    var data =
        ChannelDataSection.compute(Corpus.of(Samples.channel(1_000L), List.of(sample, hours)), NOW);
    assertThat(data.metrics().firstUploadDate())
        .as("a recent sample's oldest video is not the channel's first upload")
        .isNull();
    Instant first = new RelativeTime(12, ChronoUnit.YEARS).before(NOW);
    var withFirst =
        ChannelDataSection.compute(
            Corpus.of(
                Samples.channel(1_000L),
                List.of(sample, hours),
                new SampleFrame(NOW, List.of(), first, null)),
            NOW);
    assertThat(withFirst.metrics().firstUploadDate()).isEqualTo("2014-11-28T00:00:00Z");
    assertThat(data.metrics().lastUploadDate()).isEqualTo("2026-11-25T17:00:00Z");
  }

  @Test
  void aVideoTheFeedListsTakesItsExactDateAndDescriptionFromThereWhenNoDetailsWereRead() {
    FeedEntry entry =
        new FeedEntry(
            "aaaaaaaaaaa",
            "UCsXVk37bltHxD1rDPwtNM8Q",
            "Title aaaaaaaaaaa",
            "https://www.youtube.com/watch?v=aaaaaaaaaaa",
            "2026-11-11T15:01:42+00:00",
            OffsetDateTime.parse("2026-11-11T15:01:42+00:00"),
            "2026-11-12T00:00:00+00:00",
            "What the video is about.",
            "",
            1_000L,
            false);

    VideoSample sample =
        ChannelStage.sample(listed("aaaaaaaaaaa", 1_000, "13 days ago"), null, entry, NOW);

    assertThat(sample.exactTime()).isTrue();
    assertThat(sample.publishedAt()).isEqualTo(Instant.parse("2026-11-11T15:01:42Z"));
    assertThat(sample.description()).isEqualTo("What the video is about.");
    // The category is the video's own (player answers): the feed has none.
    assertThat(sample.category()).isEmpty();
    assertThat(sample.detailsRead()).isFalse();
  }

  @Test
  void countsThePlatformDidNotGiveAreNullNotTheSumOfTheAnalysedVideos() {
    List<VideoSample> videos =
        List.of(
            ChannelStage.sample(listed("aaaaaaaaaaa", 1_000, "3 days ago"), null, NOW),
            ChannelStage.sample(listed("bbbbbbbbbbb", 2_000, "4 days ago"), null, NOW));
    ChannelFacts withoutPanel =
        new ChannelFacts(
            "UCsXVk37bltHxD1rDPwtNM8Q", "T", "", null, null, null, "", "", List.of(), null);
    var info = ChannelDataSection.compute(Corpus.of(withoutPanel, videos), NOW).channelInfo();
    assertThat(info.viewCount()).isNull();
    assertThat(info.subscriberCount()).isNull();
    assertThat(info.videosCount()).isNull();
    assertThat(info.country()).as("no panel, no country: not \"\"").isNull();
    assertThat(JsonMappers.SNAKE_CASE.writeValueAsString(info))
        .contains(
            "\"viewCount\":null",
            "\"subscriberCount\":null",
            "\"videosCount\":null",
            "\"country\":null");

    ChannelFacts withPanel =
        new ChannelFacts(
            "UCsXVk37bltHxD1rDPwtNM8Q", "T", "", 5_000L, 120L, 9_876_543L, "", "", List.of(), null);
    var known = ChannelDataSection.compute(Corpus.of(withPanel, videos), NOW).channelInfo();
    assertThat(known.viewCount()).isEqualTo(9_876_543L);
    assertThat(known.videosCount()).isEqualTo(120L);
  }
}
