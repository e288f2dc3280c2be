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

import io.vidlens.analytics.model.ChannelEstimate;
import io.vidlens.analytics.model.ChannelEstimates;
import io.vidlens.analytics.model.ChannelSignals;
import io.vidlens.analytics.model.VideoSample;
import io.vidlens.analytics.model.VideoSignals;
import io.vidlens.model.Playability;
import io.vidlens.model.Video;
import io.vidlens.model.VideoDetails;
import io.vidlens.platform.parse.PlatformDates;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The models' inputs from hand-written gathered values, and the estimate they give. */
class SignalsMapperTest {

  static final LocalDate TODAY = LocalDate.of(2026, 6, 10);

  GatheredChannel gathered() {
    return channel(
        Optional.of(page(250_000L, List.of())),
        Optional.of(panel(LocalDate.of(2015, 1, 1), 90_000_000L, "Germany")),
        List.of(
            live("live0000000"),
            video("v1aaaaaaaaa", 100_000, 700L, "2 weeks ago"),
            video("v2aaaaaaaaa", 80_000, 500L, "1 month ago")),
        List.of(shortOne("s1aaaaaaaaa", 895_000), shortOne("s2aaaaaaaaa", 20_000)),
        true,
        true,
        List.of(feed("s1aaaaaaaaa", "2026-06-05T10:00:00+00:00", true)),
        Map.of(
            "v1aaaaaaaaa",
            details(
                "v1aaaaaaaaa",
                "Education",
                List.of(),
                100_321L,
                701L,
                "2026-05-28T08:00:00-07:00")),
        List.of("Tolles Video!", "Sehr gut erklärt"));
  }

  @Test
  void channelSignalsFromEverySource() {
    ChannelSignals s = SignalsMapper.channel(gathered(), TODAY);

    assertThat(s.channelId()).isEqualTo(Gathered.ID);
    assertThat(s.country()).isEqualTo("Germany");
    assertThat(s.subscriberCount()).isEqualTo(250_000L);
    assertThat(s.totalViewCount()).isEqualTo(90_000_000L);
    assertThat(s.madeForKids()).isNull();
    assertThat(s.channelDescription()).isEqualTo("About us");
    assertThat(s.comments()).containsExactly("Tolles Video!", "Sehr gut erklärt");
    assertThat(s.videoDescriptions())
        .containsExactly("Description of v1aaaaaaaaa", "Feed text of s1aaaaaaaaa");

    List<VideoSample> v = s.recentVideos();
    assertThat(v)
        .extracting(VideoSample::videoId)
        .containsExactly("v1aaaaaaaaa", "v2aaaaaaaaa", "s1aaaaaaaaa", "s2aaaaaaaaa");
    // Details win: exact views, length, category, date.
    assertThat(v.get(0))
        .isEqualTo(
            new VideoSample(
                "v1aaaaaaaaa",
                "Title v1aaaaaaaaa",
                "Education",
                100_321L,
                701L,
                LocalDate.of(2026, 5, 28),
                false,
                null));
    // The tab alone: its count and length, the day from "1 month ago".
    assertThat(v.get(1))
        .isEqualTo(
            new VideoSample(
                "v2aaaaaaaaa",
                "Title v2aaaaaaaaa",
                "",
                80_000L,
                500L,
                LocalDate.of(2026, 5, 11),
                false,
                null));
    // A Short in the feed: its exact views and date.
    assertThat(v.get(2).publishedOn()).isEqualTo(LocalDate.of(2026, 6, 5));
    assertThat(v.get(2).views()).isEqualTo(1234L);
    assertThat(v.get(2).isShort()).isTrue();
    // A Short nowhere else: its rounded count, no date.
    assertThat(v.get(3).publishedOn()).isNull();
    assertThat(v.get(3).views()).isEqualTo(20_000L);
  }

  @Test
  void theEstimateOfTheGatheredChannelKeepsItsDocumentedSums() {
    ChannelEstimate e =
        ChannelEstimates.standard().estimate(SignalsMapper.channel(gathered(), TODAY), TODAY);
    GeographyRecord g = GeographyRecord.of(e);

    assertThat(g.category()).isEqualTo("Education");
    assertThat(g.revenue().monthRevenue())
        .isEqualByComparingTo(g.revenue().monthLongRevenue().add(g.revenue().monthShortRevenue()));
    assertThat(g.revenue().monthShortRevenue()).isPositive();
    assertThat(g.revenue().shortViewCount()).isPositive();
    assertThat(g.demographics().viewershipCountry()).containsKey("Germany");
    assertThat(sum(g.demographics().age().values())).isEqualByComparingTo("100");
    assertThat(sum(g.demographics().viewershipCountry().values())).isEqualByComparingTo("100");
    assertThat(
            g.demographics()
                .gender()
                .male()
                .add(g.demographics().gender().female())
                .add(g.demographics().gender().userSpecified()))
        .isEqualByComparingTo("100");
    // Deterministic for the same inputs.
    assertThat(
            GeographyRecord.of(
                ChannelEstimates.standard()
                    .estimate(SignalsMapper.channel(gathered(), TODAY), TODAY)))
        .isEqualTo(g);
  }

  static BigDecimal sum(java.util.Collection<BigDecimal> values) {
    return values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
  }

  @Test
  void videoSignalsForGetRpm() {
    VideoDetails d =
        details("v1aaaaaaaaa", "Gaming", List.of(), 5_000L, 120L, "2026-05-01T10:00:00-07:00");
    Video video = new Video(d, new Playability(Playability.Kind.OK, "OK", "", List.of()), false);

    VideoSignals s = SignalsMapper.video(video, 2_000L, "Japan", List.of());

    assertThat(s.videoId()).isEqualTo("v1aaaaaaaaa");
    assertThat(s.category()).isEqualTo("Gaming");
    assertThat(s.views()).isEqualTo(5_000L);
    assertThat(s.lengthSeconds()).isEqualTo(120L);
    assertThat(s.publishedOn()).isEqualTo(LocalDate.of(2026, 5, 1));
    assertThat(s.isShort()).isFalse(); // not Shorts-eligible
    assertThat(s.isPrivate()).isFalse();
    assertThat(s.isUnlisted()).isFalse();
    assertThat(s.isFamilySafe()).isTrue();
    assertThat(s.removed()).isFalse();
    assertThat(s.liveNow()).isFalse();
    assertThat(s.channelSubscribers()).isEqualTo(2_000L);
    assertThat(s.channelCountry()).isEqualTo("Japan");

    VideoDetails eligible =
        new VideoDetails(
            "s1aaaaaaaaa",
            "t",
            59L,
            List.of(),
            "",
            "",
            "",
            "",
            List.of(),
            true,
            10L,
            null,
            false,
            false,
            false,
            true,
            true,
            List.of(),
            false,
            "",
            "",
            "",
            null,
            null,
            true,
            false,
            true,
            false);
    assertThat(
            SignalsMapper.video(
                new Video(eligible, video.playability(), true), null, "", List.of()))
        .satisfies(
            v -> {
              assertThat(v.isShort()).isTrue();
              assertThat(v.liveNow()).isTrue();
              assertThat(v.publishedOn()).isNull();
            });
  }

  @Test
  void platformDates() {
    assertThat(SignalsMapper.day(PlatformDates.read("2015-01-27T21:14:36-08:00")))
        .contains(LocalDate.of(2015, 1, 27));
    assertThat(SignalsMapper.day(PlatformDates.read("2015-01-27")))
        .contains(LocalDate.of(2015, 1, 27));
    assertThat(SignalsMapper.day(PlatformDates.read(""))).isEmpty();
    assertThat(SignalsMapper.day(PlatformDates.read(null))).isEmpty();
    assertThat(SignalsMapper.day(PlatformDates.read("2015-13-40"))).isEmpty();
    assertThat(SignalsMapper.day(PlatformDates.read("Jan 27, 2015"))).isEmpty();
  }
}
