package io.vidlens.catalog.model;

import java.util.List;

/**
 * A long-form video in a list. {@code viewCount} is exact when the list showed "1,545,374 views",
 * rounded when it showed only "1.5m views"; null for live streams (their text counts watchers) and
 * upcoming premieres and streams (not live, counting people waiting: "56 waiting"). {@code
 * durationSeconds} is null when the badge was not a duration ("LIVE", "Upcoming").
 */
public record VideoItem(
    String videoId,
    String title,
    String viewCountText,
    Long viewCount,
    String publishedTimeText,
    String durationText,
    Long durationSeconds,
    List<Thumbnail> thumbnails,
    boolean live,
    boolean upcoming)
    implements ContentItem {

  public VideoItem {
    thumbnails = List.copyOf(thumbnails);
  }

  /** A video that is not an upcoming premiere or stream. */
  public VideoItem(
      String videoId,
      String title,
      String viewCountText,
      Long viewCount,
      String publishedTimeText,
      String durationText,
      Long durationSeconds,
      List<Thumbnail> thumbnails,
      boolean live) {
    this(
        videoId,
        title,
        viewCountText,
        viewCount,
        publishedTimeText,
        durationText,
        durationSeconds,
        thumbnails,
        live,
        false);
  }
}
