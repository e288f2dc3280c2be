package io.vidlens.analytics;

import static io.vidlens.analytics.Gathered.channel;
import static io.vidlens.analytics.Gathered.details;
import static io.vidlens.analytics.Gathered.feed;
import static io.vidlens.analytics.Gathered.live;
import static io.vidlens.analytics.Gathered.page;
import static io.vidlens.analytics.Gathered.panel;
import static io.vidlens.analytics.Gathered.shortOne;
import static io.vidlens.analytics.Gathered.video;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Image;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The channel analytics record from hand-written gathered values. */
class AnalyticsMapperTest {

  static final LocalDate TODAY = LocalDate.of(2026, 6, 10);

  @Test
  void everyFieldFromPagePanelAndUploads() {
    GatheredChannel c =
        channel(
            Optional.of(page(25_000L, List.of("science", "space"))),
            Optional.of(panel(LocalDate.of(2020, 6, 10), 9_000_000L, "Germany")),
            List.of(
                live("live0000000"),
                video("v1aaaaaaaaa", 100, 600L, "3 days ago"),
                video("v2aaaaaaaaa", 50, 61L, "2 weeks ago")),
            List.of(shortOne("s1aaaaaaaaa", 1000)),
            true,
            true,
            List.of(),
            Map.of(
                "v1aaaaaaaaa",
                    details(
                        "v1aaaaaaaaa",
                        "Education",
                        List.of("Space", "Mars"),
                        101L,
                        600L,
                        "2026-06-07"),
                "v2aaaaaaaaa",
                    details(
                        "v2aaaaaaaaa",
                        "Science & Technology",
                        List.of("space", "Rockets"),
                        50L,
                        61L,
                        "2026-05-27"),
                "s1aaaaaaaaa",
                    details(
                        "s1aaaaaaaaa", "Education", List.of("Shorts"), 1000L, 30L, "2026-06-01")),
            List.of());

    AnalyticsRecord r = AnalyticsMapper.map(c, TODAY);

    AnalyticsRecord.About a = r.about();
    assertThat(r.channelId()).isEqualTo(Gathered.ID);
    assertThat(a.channelId()).isEqualTo(Gathered.ID);
    assertThat(a.channelName()).isEqualTo("A Channel");
    assertThat(a.description()).isEqualTo("About us");
    assertThat(a.subscriberCount()).isEqualTo(25_000L);
    assertThat(a.viewCount()).isEqualTo(9_000_000L);
    assertThat(a.videoCount()).isEqualTo(12L);
    assertThat(a.joinedDate()).isEqualTo("2020-06-10");
    assertThat(a.daysSinceStart()).isEqualTo(2191L);
    assertThat(a.country()).isEqualTo("Germany");
    assertThat(a.links()).containsExactly(new AnalyticsRecord.Link("Site", "https://example.com"));
    assertThat(a.channelUrl()).isEqualTo("https://www.youtube.com/channel/" + Gathered.ID);
    // (600 + 61) / 2, the live stream has no length; the Short does not count.
    assertThat(a.avgVideoLengthSeconds()).isEqualByComparingTo("330.50");
    assertThat(a.avgVideoLength()).isEqualTo("05:31");
    assertThat(a.thumbnail()).containsExactly(new Image("https://yt3/a=s88", 88, 88));
    assertThat(a.hasShorts()).isTrue();
    assertThat(a.lastVideoUploadDate()).isEqualTo("3 days ago");
    assertThat(r.keywords()).containsExactly("science", "space");
    // Newest long-form first, then Shorts; "space" once whatever its case.
    assertThat(r.tags()).containsExactly("Space", "Mars", "Rockets", "Shorts");
    assertThat(r.categories()).containsExactly("Education", "Science & Technology");
  }

  @Test
  void whatThePlatformDidNotShowIsNullOrEmpty() {
    GatheredChannel c =
        channel(
            Optional.of(page(null, List.of())),
            Optional.empty(),
            List.of(live("live0000000")),
            List.of(),
            false,
            false,
            List.of(),
            Map.of(),
            List.of());

    AnalyticsRecord.About a = AnalyticsMapper.map(c, TODAY).about();

    assertThat(a.subscriberCount()).isNull();
    assertThat(a.viewCount()).isNull();
    assertThat(a.joinedDate()).isNull();
    assertThat(a.daysSinceStart()).isNull();
    assertThat(a.country()).isNull();
    assertThat(a.links()).isEmpty();
    assertThat(a.avgVideoLengthSeconds()).isNull();
    assertThat(a.avgVideoLength()).isEmpty();
    assertThat(a.lastVideoUploadDate()).isEmpty();
    assertThat(a.hasShorts()).isFalse();
  }

  @Test
  void anAgeGatedChannelShowsItsGateNameAndTheShortsTabDecidesHasShorts() {
    GatheredChannel gated =
        channel(
            Optional.empty(),
            Optional.empty(),
            List.of(video("v1aaaaaaaaa", 5, 4000L, "1 year ago")),
            List.of(),
            null,
            true,
            List.of(),
            Map.of(),
            List.of());
    AnalyticsRecord.About a = AnalyticsMapper.map(gated, TODAY).about();
    assertThat(a.channelName()).isEqualTo("Gated");
    assertThat(a.avgVideoLength()).isEqualTo("66:40");
    assertThat(a.hasShorts()).isFalse();

    // A shown Shorts tab whose page was not read still says the channel has Shorts.
    GatheredChannel shown =
        channel(
            Optional.of(page(1L, List.of())),
            Optional.empty(),
            List.of(),
            List.of(),
            true,
            false,
            List.of(),
            Map.of(),
            List.of());
    assertThat(AnalyticsMapper.map(shown, TODAY).about().hasShorts()).isTrue();
  }

  @Test
  void theFeedsExactTimeWinsForTheLastUploadAndCountsShorts() {
    GatheredChannel c =
        channel(
            Optional.of(page(1L, List.of())),
            Optional.empty(),
            List.of(video("v1aaaaaaaaa", 5, 100L, "2 months ago")),
            List.of(),
            false,
            false,
            List.of(
                feed("v1aaaaaaaaa", "2026-04-01T10:00:00+00:00", false),
                feed("s1aaaaaaaaa", "2026-06-08T23:30:00-05:00", true)),
            Map.of(),
            List.of());
    // 2026-06-08T23:30-05:00 is 2026-06-09 in UTC: one day before today.
    assertThat(AnalyticsMapper.map(c, TODAY).about().lastVideoUploadDate()).isEqualTo("1 day ago");
  }

  /** Issue 39: without the feed, a compact date ("13d ago") answers as its long form would. */
  @Test
  void withoutTheFeedTheLastUploadIsTheTabsDateInItsLongForm() {
    for (String[] pair :
        new String[][] {
          {"13d ago", "13 days ago"},
          {"13 days ago", "13 days ago"},
          {"Streamed 3hr ago", "3 hours ago"},
          {"1mo ago", "1 month ago"},
          {"1y ago", "1 year ago"}
        }) {
      GatheredChannel c =
          channel(
              Optional.of(page(1L, List.of())),
              Optional.empty(),
              List.of(live("live0000000"), video("v1aaaaaaaaa", 5, 100L, pair[0])),
              List.of(),
              false,
              false,
              List.of(),
              Map.of(),
              List.of());
      assertThat(AnalyticsMapper.map(c, TODAY).about().lastVideoUploadDate())
          .as(pair[0])
          .isEqualTo(pair[1]);
    }
  }

  @Test
  void tagsStopAtTheirCeiling() {
    List<String> many = java.util.stream.IntStream.range(0, 150).mapToObj(i -> "tag" + i).toList();
    GatheredChannel c =
        channel(
            Optional.of(page(1L, List.of())),
            Optional.empty(),
            List.of(video("v1aaaaaaaaa", 5, 100L, "")),
            List.of(),
            false,
            false,
            List.of(),
            Map.of("v1aaaaaaaaa", details("v1aaaaaaaaa", "", many, 5L, 100L, "")),
            List.of());
    assertThat(AnalyticsMapper.tags(c)).hasSize(AnalyticsMapper.MAX_TAGS).startsWith("tag0");
    assertThat(AnalyticsMapper.categories(c)).isEmpty();
  }

  @Test
  void minutesAndSeconds() {
    assertThat(AnalyticsMapper.minutesSeconds(0)).isEqualTo("00:00");
    assertThat(AnalyticsMapper.minutesSeconds(59)).isEqualTo("00:59");
    assertThat(AnalyticsMapper.minutesSeconds(681)).isEqualTo("11:21");
    assertThat(AnalyticsMapper.minutesSeconds(4054)).isEqualTo("67:34");
  }
}
