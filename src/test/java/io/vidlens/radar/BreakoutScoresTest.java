package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.history.api.VideoSample;
import io.vidlens.history.api.VideoTrajectories;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.Listing;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.VideoId;
import io.vidlens.model.VideoItem;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Breakout scores on constructed trajectories with the clock moved: a channel of 20 videos on its
 * typical curve (each within ±25 % of it) and one planted at 5×, sampled on the history's tiers up
 * to the clock's time; the planted video is flagged, the rest are not, a video three hours old with
 * one sample is too early to say. Without trajectories the listing's equal-age group is the basis.
 */
class BreakoutScoresTest {

  static final Instant T0 = Instant.parse("2026-06-01T00:00:00Z");
  static final String CHANNEL = "UC" + "0".repeat(21) + "9";

  Instant now = T0;
  final Clock clock =
      new Clock() {
        @Override
        public ZoneId getZone() {
          return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
          return this;
        }

        @Override
        public Instant instant() {
          return now;
        }
      };

  /** Each video: its publication and how many times the typical curve its views follow. */
  final Map<String, Instant> published = new LinkedHashMap<>();

  final Map<String, Double> factor = new LinkedHashMap<>();
  final Channels channels = mock(Channels.class);

  /** The channel's typical curve: most views in the first days, 100,000 in the end. */
  static double typical(double ageHours) {
    return 100_000 * (1 - Math.exp(-ageHours / 72));
  }

  /** The samples the history's tiers take up to the clock: every 2 h to 48 h, daily, weekly. */
  List<VideoSample> samples(String id) {
    List<VideoSample> out = new ArrayList<>();
    Instant p = published.get(id);
    for (long h = 2; !p.plus(Duration.ofHours(h)).isAfter(now); ) {
      out.add(
          new VideoSample(
              id,
              p.plus(Duration.ofHours(h)),
              Math.round(typical(h) * factor.get(id)),
              null,
              null));
      h += h < 48 ? 2 : h < 30 * 24 ? 24 : 7 * 24;
    }
    return out;
  }

  final VideoTrajectories trajectories =
      new VideoTrajectories() {
        @Override
        public List<VideoSample> trajectory(VideoId video) {
          return samples(video.value());
        }

        @Override
        public Map<String, List<VideoSample>> channelTrajectories(ChannelId c, Instant since) {
          Map<String, List<VideoSample>> out = new LinkedHashMap<>();
          published.keySet().forEach(id -> out.put(id, samples(id)));
          return out;
        }

        @Override
        public Optional<Instant> published(VideoId video) {
          return Optional.ofNullable(published.get(video.value()));
        }
      };

  final BreakoutScores scores = new BreakoutScores(trajectories, channels, clock);

  void channelOfTwentyAndOnePlanted() {
    for (int i = 0; i < 20; i++) {
      String id = String.format("normal%05d", i);
      published.put(id, T0.minus(Duration.ofDays(58 - 2L * i)).plus(Duration.ofHours(i)));
      factor.put(id, 0.75 + 0.5 * ((i * 7) % 20) / 19.0);
    }
    published.put("planted0001", T0.minus(Duration.ofDays(4)));
    factor.put("planted0001", 5.0);
  }

  Map<String, BreakoutScores.VideoScore> scored() {
    Map<String, BreakoutScores.VideoScore> out = new LinkedHashMap<>();
    scores.channel(CHANNEL, 3.0).forEach(v -> out.put(v.videoId(), v));
    return out;
  }

  @Test
  void thePlantedVideoIsFlaggedTheRestAreNotAndThreeHoursWithOneSampleIsTooEarly() {
    channelOfTwentyAndOnePlanted();
    Map<String, BreakoutScores.VideoScore> atT0 = scored();

    BreakoutScores.VideoScore planted = atT0.get("planted0001");
    assertThat(planted.basis()).isEqualTo(BreakoutScores.Basis.TRAJECTORIES);
    assertThat(planted.score().tracking()).isTrue();
    assertThat(planted.score().breakout()).isTrue();
    assertThat(planted.score().ratio()).isBetween(4.0, 6.0);
    assertThat(planted.score().low()).isGreaterThan(1.0);
    assertThat(planted.score().low()).isLessThanOrEqualTo(planted.score().ratio());
    assertThat(planted.score().high()).isGreaterThanOrEqualTo(planted.score().ratio());
    assertThat(planted.score().summary()).startsWith("tracking to ").endsWith("× its usual");
    assertThat(planted.ageHours()).isBetween(90.0, 96.0);

    // only the videos of the last 30 days are answered, and none but the planted one is flagged
    assertThat(atT0.keySet()).contains("normal00019", "normal00015").doesNotContain("normal00000");
    atT0.values().stream()
        .filter(v -> !v.videoId().equals("planted0001"))
        .forEach(
            v -> {
              assertThat(v.score().breakout()).as(v.videoId()).isFalse();
              assertThat(v.score().ratio()).as(v.videoId()).isBetween(0.5, 1.6);
              assertThat(v.score().comparisonVideos()).as(v.videoId()).isGreaterThanOrEqualTo(5);
            });
    verify(channels, never()).newestPage(any(), any());

    // a day later a new upload, three hours old, has one sample: too early to say
    published.put("newupload01", T0.plus(Duration.ofHours(21)));
    factor.put("newupload01", 1.0);
    now = T0.plus(Duration.ofDays(1));
    Map<String, BreakoutScores.VideoScore> later = scored();
    BreakoutScores.VideoScore fresh = later.get("newupload01");
    assertThat(samples("newupload01")).hasSize(1);
    assertThat(fresh.score().tracking()).isFalse();
    assertThat(fresh.score().breakout()).isFalse();
    assertThat(fresh.score().summary()).startsWith("too early to say").contains("3 hours old");
    assertThat(later.get("planted0001").score().breakout()).as("still flagged a day on").isTrue();
    assertThat(later.get("planted0001").ageHours()).isGreaterThan(planted.ageHours());
    assertThat(later.keySet().iterator().next()).as("newest first").isEqualTo("newupload01");
  }

  @Test
  void tooFewComparisonVideosAtTheAgeIsTooEarlyWithWhy() {
    published.put("first000001", T0.minus(Duration.ofDays(3)));
    factor.put("first000001", 1.0);
    published.put("second00002", T0.minus(Duration.ofDays(2)));
    factor.put("second00002", 5.0);
    when(channels.newestPage(any(), any())).thenReturn(new Listing(List.of(), ""));

    BreakoutScores.VideoScore second = scored().get("second00002");
    assertThat(second.score().comparisonVideos()).isEqualTo(1);
    assertThat(second.score().tracking()).isFalse();
    assertThat(second.score().summary())
        .isEqualTo(
            "too early to say: 1 of the channel's other videos have views around this age; 5 are"
                + " needed");
  }

  @Test
  void withoutTrajectoriesTheListingsEqualAgeGroupIsTheBasis() {
    List<ContentItem> listed = new ArrayList<>();
    listed.add(video("plantedlist", 15_000, 5));
    for (int i = 0; i < 8; i++) {
      listed.add(video(String.format("listed%05d", i), 2_500 + 100L * i, 2 + (i % 5)));
    }
    listed.add(video("oldvideo001", 90_000, 200));
    when(channels.newestPage(new ChannelId(CHANNEL), ChannelTab.VIDEOS))
        .thenReturn(new Listing(listed, ""));

    Map<String, BreakoutScores.VideoScore> byId = scored();
    assertThat(byId).doesNotContainKey("oldvideo001");
    BreakoutScores.VideoScore planted = byId.get("plantedlist");
    assertThat(planted.basis()).isEqualTo(BreakoutScores.Basis.LISTING);
    assertThat(planted.published()).isNull();
    assertThat(planted.score().comparisonVideos()).isEqualTo(8);
    assertThat(planted.score().breakout()).isTrue();
    assertThat(byId.get("listed00003").score().breakout()).isFalse();
  }

  static VideoItem video(String id, long views, long daysAgo) {
    return new VideoItem(
        id,
        "Video " + id,
        views + " views",
        Count.exactly(views),
        daysAgo + " days ago",
        new RelativeTime(daysAgo, ChronoUnit.DAYS),
        "10:00",
        600L,
        List.of(),
        false,
        false,
        VideoItem.Access.PUBLIC,
        false);
  }
}
