package io.vidlens.analytics;

import io.vidlens.analytics.model.RpmUnavailableReason;
import io.vidlens.analytics.model.VideoRpm;
import io.vidlens.analytics.model.VideoRpmEstimate;
import io.vidlens.analytics.model.VideoSignals;
import io.vidlens.api.ChannelId;
import io.vidlens.api.VideoId;
import io.vidlens.channel.ChannelContent;
import io.vidlens.platform.VideoNotFoundException;
import io.vidlens.platform.parse.AboutChannel;
import io.vidlens.platform.parse.ChannelPage;
import io.vidlens.video.VideoFacts;
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
 * <p>A private video, and one the platform says was removed, answer the {@code success: false} body
 * (the player tells both apart from a video that never existed, which is 404 "Video not found").
 * The channel is read only when the video's own state leaves an estimate possible. Comments are not
 * read: Get RPM costs one unit, and title, description and the channel's country place the audience
 * well enough for one video.
 */
@Service
class RpmService {

  /** Reasons the video alone decides; the channel is not read for them. */
  private static final Set<RpmUnavailableReason> FROM_THE_VIDEO =
      Set.of(
          RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED,
          RpmUnavailableReason.MONETIZATION_DISABLED);

  private final VideoFacts videos;
  private final ChannelContent channels;
  private final VideoRpm model;
  private final Clock clock;

  RpmService(VideoFacts videos, ChannelContent channels, VideoRpm model, Clock clock) {
    this.videos = videos;
    this.channels = channels;
    this.model = model;
    this.clock = clock;
  }

  RpmAnswer rpm(VideoId id) {
    LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
    VideoFacts.Video video;
    try {
      video = videos.video(id);
    } catch (VideoNotFoundException e) {
      return gone(id, e, today).orElseThrow(() -> e);
    }
    VideoRpmEstimate estimate =
        model.estimate(SignalsMapper.video(video, null, "", List.of()), today);
    if (estimate instanceof VideoRpmEstimate.Unavailable u && FROM_THE_VIDEO.contains(u.reason())) {
      return RpmAnswer.unavailable(id.value(), u);
    }
    String channelId = video.details().channelId();
    if (ChannelId.isValid(channelId)) {
      Optional<ChannelContent.Snapshot> channel =
          OptionalReads.read(
              "The channel of " + id, () -> channels.snapshot(new ChannelId(channelId)));
      if (channel.isPresent()) {
        estimate =
            model.estimate(
                SignalsMapper.video(
                    video, subscribers(channel.get()), country(channel.get()), List.of()),
                today);
      }
    }
    return RpmAnswer.of(id.value(), video.details(), estimate);
  }

  /**
   * A private or removed video as the model words it; empty (so 404) for one the platform never
   * had.
   */
  private Optional<RpmAnswer> gone(VideoId id, VideoNotFoundException e, LocalDate today) {
    boolean isPrivate = e.kind() == VideoNotFoundException.Kind.PRIVATE;
    boolean removed = e.kind() == VideoNotFoundException.Kind.REMOVED;
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
            List.of());
    return model.estimate(signals, today) instanceof VideoRpmEstimate.Unavailable u
        ? Optional.of(RpmAnswer.unavailable(id.value(), u))
        : Optional.empty();
  }

  private static Long subscribers(ChannelContent.Snapshot s) {
    Long fromPage = s.page() instanceof ChannelPage.Found f ? f.channel().subscriberCount() : null;
    return fromPage != null ? fromPage : s.panel().map(AboutChannel::subscriberCount).orElse(null);
  }

  private static String country(ChannelContent.Snapshot s) {
    return s.panel().map(AboutChannel::country).orElse("");
  }
}
