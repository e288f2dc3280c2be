package io.vidlens.model;

import java.util.List;

/** A playlist in a channel's Playlists tab. {@code firstVideoId} is "" when not shown. */
public record PlaylistItem(
    String playlistId,
    String title,
    String videoCountText,
    Long videoCount,
    String firstVideoId,
    List<Thumbnail> thumbnails)
    implements ContentItem {

  public PlaylistItem {
    thumbnails = List.copyOf(thumbnails);
  }
}
