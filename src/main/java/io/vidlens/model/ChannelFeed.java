package io.vidlens.model;

import java.util.List;

/**
 * A channel's RSS feed ({@code feeds/videos.xml}): the newest uploads (about 15) with exact dates.
 */
public record ChannelFeed(
    String channelId, String title, String published, List<FeedEntry> entries) {

  public ChannelFeed {
    entries = List.copyOf(entries);
  }
}
