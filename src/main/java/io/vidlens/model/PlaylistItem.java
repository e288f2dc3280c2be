package io.vidlens.model;

import java.util.List;

/**
 * A playlist in a channel's Playlists tab. {@code videoCount} is read from "12 videos" (null when
 * not shown); {@code firstVideoId} is "" when not shown.
 */
public record PlaylistItem(
    String playlistId,
    String title,
    String videoCountText,
    Count videoCount,
    String firstVideoId,
    List<Thumbnail> thumbnails)
    implements ContentItem {

  public PlaylistItem {
    thumbnails = List.copyOf(thumbnails);
  }
}
