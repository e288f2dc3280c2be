package io.vidlens.analytics;

import io.vidlens.analytics.model.ChannelSignals;
import io.vidlens.analytics.model.ChannelStanding;
import io.vidlens.analytics.model.VideoSample;
import io.vidlens.analytics.model.VideoSignals;
import io.vidlens.analytics.model.ViewHistory;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.PlatformDate;
import io.vidlens.model.Playability;
import io.vidlens.model.ShortLength;
import io.vidlens.model.Video;
import io.vidlens.model.VideoDetails;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What was read of a channel or a video to the models' inputs (docs/models.md, "Inputs the feature
 * code supplies"). Pure: the day is passed in. Where the platform did not say, null.
 */
final class SignalsMapper {

  private SignalsMapper() {}

  static ChannelSignals channel(GatheredChannel c, LocalDate today) {
    return channel(c, today, null);
  }

  /** As above, with what the stored history measured (null: nothing yet). */
  static ChannelSignals channel(GatheredChannel c, LocalDate today, ViewHistory history) {
    List<VideoSample> samples = new ArrayList<>();
    for (Upload u : c.videos()) {
      if (!u.live()) {
        samples.add(sample(c, u, today));
      }
    }
    for (Upload u : c.shorts()) {
      samples.add(sample(c, u, today));
    }
    Set<String> descriptions = new LinkedHashSet<>();
    for (VideoDetails d : AnalyticsMapper.detailsNewestFirst(c)) {
      if (!d.description().isBlank()) {
        descriptions.add(d.description());
      }
    }
    for (FeedEntry e : c.feed()) {
      if (!e.description().isBlank()) {
        descriptions.add(e.description());
      }
    }
    return new ChannelSignals(
        c.channelId(),
        c.country(),
        c.subscriberCount(),
        c.panel().map(AboutChannel::viewCount).map(Count::value).orElse(null),
        null, // made for kids: not published to anonymous clients
        c.description(),
        samples,
        List.copyOf(descriptions),
        c.comments(),
        c.captionLanguages(),
        c.standing(),
        history);
  }

  /**
   * One upload: the tab's title, count and length, improved by the video's details where read
   * (exact views, category, length); the date from the details, else the feed, else the tab's
   * relative text ("2 weeks ago", approximate), else unknown (the Shorts tab shows none).
   */
  static VideoSample sample(GatheredChannel c, Upload u, LocalDate today) {
    Optional<VideoDetails> d = Optional.ofNullable(c.details().get(u.videoId()));
    Optional<FeedEntry> feed = c.feedEntry(u.videoId());
    Long views = d.map(VideoDetails::viewCount).orElse(null);
    if (views == null) {
      views = feed.map(FeedEntry::views).orElse(u.views());
    }
    Long length = d.map(VideoDetails::lengthSeconds).filter(l -> l > 0).orElse(u.lengthSeconds());
    LocalDate published =
        d.flatMap(v -> day(v.published()))
            .or(
                () ->
                    feed.map(FeedEntry::publishedAt)
                        .map(t -> t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate()))
            .or(() -> Optional.ofNullable(u.publishedAgo()).map(t -> t.dayBefore(today)))
            .orElse(null);
    return new VideoSample(
        u.videoId(),
        u.title(),
        d.map(VideoDetails::category).orElse(""),
        views,
        length,
        published,
        u.isShort(),
        null);
  }

  /**
   * Get RPM's inputs. A Short is a Shorts-eligible video of at most 3 minutes. {@code removed}: the
   * player calls it unavailable. Channel subscribers and country: null and "" when not read.
   */
  static VideoSignals video(
      Video video, Long channelSubscribers, String channelCountry, List<String> comments) {
    return video(video, channelSubscribers, channelCountry, comments, ChannelStanding.UNKNOWN);
  }

  /**
   * As above with the channel's ad-eligibility facts. An age-restricted video is one whose WEB
   * microformat says it is not family safe, or whose mobile player asks to sign in for age.
   */
  static VideoSignals video(
      Video video,
      Long channelSubscribers,
      String channelCountry,
      List<String> comments,
      ChannelStanding standing) {
    VideoDetails d = video.details();
    boolean isShort = ShortLength.isShort(d.isShortsEligible(), d.lengthSeconds());
    return new VideoSignals(
        d.id(),
        d.title(),
        d.description(),
        d.category(),
        d.lengthSeconds(),
        d.viewCount(),
        day(d.published()).orElse(null),
        isShort,
        d.isPrivate(),
        d.isUnlisted(),
        video.playability().kind() == Playability.Kind.UNAVAILABLE,
        video.playability().kind() == Playability.Kind.AGE_RESTRICTED
            ? Boolean.FALSE
            : d.isFamilySafe(),
        null,
        video.liveNow(),
        channelSubscribers,
        channelCountry,
        comments,
        standing);
  }

  /** The calendar day of the platform's date, in its own offset; empty when it gave none. */
  static Optional<LocalDate> day(PlatformDate date) {
    return Optional.ofNullable(date).map(PlatformDate::day);
  }
}
