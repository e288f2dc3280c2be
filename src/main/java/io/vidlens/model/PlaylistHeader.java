package io.vidlens.model;

import java.util.List;

/**
 * A playlist's title, owner and totals ("150 videos", "143,206 views", "Last updated on 13 Jan
 * 2026"). The counts are read from those texts with their exactness; null when not shown.
 */
public record PlaylistHeader(
    String playlistId,
    String title,
    String description,
    String ownerName,
    String ownerChannelId,
    String videoCountText,
    Count videoCount,
    String viewCountText,
    Count viewCount,
    String lastUpdatedText,
    List<Thumbnail> thumbnails) {

  public PlaylistHeader {
    thumbnails = List.copyOf(thumbnails);
  }
}
