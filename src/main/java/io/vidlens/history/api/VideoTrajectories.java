package io.vidlens.history.api;

import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The stored trajectories of the videos of watched channels (docs/history.md, "Video
 * trajectories"): samples of their counts on a tiered schedule, oldest first.
 */
public interface VideoTrajectories {

  /** The video's samples, oldest first (empty when it was never sampled). */
  List<VideoSample> trajectory(VideoId video);

  /**
   * The samples of the channel's videos taken since {@code since}, per video ID, each oldest first.
   */
  Map<String, List<VideoSample>> channelTrajectories(ChannelId channel, Instant since);

  /** When the video was published, as the history estimated it when it first saw it. */
  Optional<Instant> published(VideoId video);
}
