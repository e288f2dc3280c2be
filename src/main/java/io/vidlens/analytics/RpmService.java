package io.vidlens.analytics;

import io.vidlens.analytics.model.ChannelStanding;
import io.vidlens.analytics.model.RpmUnavailableReason;
import io.vidlens.analytics.model.VideoRpm;
import io.vidlens.analytics.model.VideoRpmEstimate;
import io.vidlens.analytics.model.VideoSignals;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelSnapshot;
import io.vidlens.model.Count;
import io.vidlens.model.Video;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Service;

/**
 * Get RPM: the video as Get Video Details reads it, its channel's subscribers and country (from the
 * channel page and about panel, optional), into {@link VideoRpm} as of today.
 *
 * <p>The channel's ad eligibility (its age gate, a topic channel, the public-broadcaster panel of
 * the video's watch page) is checked before any figure: an ineligible channel's video answers
 * {@code success: false} with the reason.
 *
 * <p>A private video, and one the platform says was removed, answer the {@code success: false} body
 * (the player tells both apart from a video that never existed, which is 404 "Video not found").
 * The channel is read only when the video's own state leaves an estimate possible. Comments are not
 * read: Get RPM costs one unit, and title, description and the channel's country place the audience
 * well enough for one video.
 */
@Service
record RpmService(Videos videos, Channels channels, ReadPolicy reads, VideoRpm model, Clock clock) {

  /** Reasons the video alone decides; the channel is not read for them. */
  private static final Set<RpmUnavailableReason> FROM_THE_VIDEO =
      Set.of(
          RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED,
          RpmUnavailableReason.MONETIZATION_DISABLED);

  RpmAnswer rpm(VideoId id) {
    LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
    Video video;
    try {
      video = videos.video(id);
    } catch (RuntimeException e) {
      ReadFailure failure = ReadFailure.of(e).orElseThrow(() -> e);
      if (failure.kind() != ReadFailure.Kind.VIDEO_NOT_FOUND) {
        throw e;
      }
      return gone(id, failure, today).orElseThrow(() -> e);
    }
    VideoRpmEstimate estimate =
        model.estimate(SignalsMapper.video(video, null, "", List.of()), today);
    if (estimate instanceof VideoRpmEstimate.Unavailable u && FROM_THE_VIDEO.contains(u.reason())) {
      return RpmAnswer.unavailable(id.value(), u);
    }
    String channelId = video.details().channelId();
    Optional<ChannelSnapshot> channel =
        ChannelId.isValid(channelId)
            ? reads.optional(
                "The channel of " + id, () -> channels.snapshot(new ChannelId(channelId)))
            : Optional.empty();
    estimate =
        model.estimate(
            SignalsMapper.video(
                video,
                channel.map(RpmService::subscribers).orElse(null),
                channel.map(RpmService::country).orElse(""),
                List.of(),
                standing(id, video, channel)),
            today);
    return RpmAnswer.of(id.value(), video.details(), estimate);
  }

  /**
   * A private or removed video as the model words it; empty (so 404) for one the platform never
   * had.
   */
  private Optional<RpmAnswer> gone(VideoId id, ReadFailure e, LocalDate today) {
    boolean isPrivate = e.absence() == ReadFailure.Absence.PRIVATE;
    boolean removed = e.absence() == ReadFailure.Absence.REMOVED;
    if (!isPrivate && !removed) {
      return Optional.empty();
    }
    VideoSignals signals =
        new VideoSignals(
            id.value(),
            "",
            "",
            "",
            null,
            null,
            null,
            false,
            isPrivate,
            null,
            removed,
            null,
            null,
            false,
            null,
            "",
            List.of(),
            ChannelStanding.UNKNOWN);
    return model.estimate(signals, today) instanceof VideoRpmEstimate.Unavailable u
        ? Optional.of(RpmAnswer.unavailable(id.value(), u))
        : Optional.empty();
  }

  /**
   * The channel's ad-eligibility facts: its age gate, whether it is a topic channel (its title or
   * the video's channel name ends in " - Topic", or its auto-generated header), and the
   * public-broadcaster panel of the video's watch page (an optional read; cached for Get Video
   * Details and comments).
   */
  private ChannelStanding standing(VideoId id, Video video, Optional<ChannelSnapshot> channel) {
    boolean gate = channel.map(c -> c.page() instanceof ChannelPage.AgeRestricted).orElse(false);
    Optional<ChannelInfo> info =
        channel
            .map(ChannelSnapshot::page)
            .flatMap(
                p ->
                    p instanceof ChannelPage.Found f ? Optional.of(f.channel()) : Optional.empty());
    boolean restricted =
        gate || info.map(ChannelInfo::familySafe).map(Boolean.FALSE::equals).orElse(false);
    boolean topic =
        video.details().topicChannel() || info.map(ChannelInfo::topicChannel).orElse(false);
    String broadcaster =
        reads
            .optional("The watch page of " + id, () -> videos.watchPage(id))
            .map(WatchPage::broadcasterNotice)
            .orElse("");
    return new ChannelStanding(restricted, topic, broadcaster);
  }

  private static Long subscribers(ChannelSnapshot s) {
    Count fromPage = s.page() instanceof ChannelPage.Found f ? f.channel().subscriberCount() : null;
    return Count.valueOf(
        fromPage != null ? fromPage : s.panel().map(AboutChannel::subscriberCount).orElse(null));
  }

  private static String country(ChannelSnapshot s) {
    return s.panel().map(AboutChannel::country).orElse("");
  }
}
