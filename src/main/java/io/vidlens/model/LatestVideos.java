package io.vidlens.model;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A channel's page, its about panel (empty when not available) and its newest long-form videos,
 * newest first. {@code readAt} is what the videos' relative times ("3 weeks ago") count back from:
 * when the channel page was read live, when it was recorded in replay.
 */
public record LatestVideos(
    ChannelInfo info, Optional<AboutChannel> about, List<VideoItem> videos, Instant readAt) {

  public LatestVideos {
    videos = List.copyOf(videos);
  }
}
