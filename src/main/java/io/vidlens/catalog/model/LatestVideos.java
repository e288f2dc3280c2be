package io.vidlens.catalog.model;

import java.util.List;
import java.util.Optional;

/**
 * A channel's page, its about panel (empty when not available) and its newest long-form videos,
 * newest first.
 */
public record LatestVideos(ChannelInfo info, Optional<AboutChannel> about, List<VideoItem> videos) {

  public LatestVideos {
    videos = List.copyOf(videos);
  }
}
