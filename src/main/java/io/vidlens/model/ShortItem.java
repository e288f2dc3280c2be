package io.vidlens.model;

import java.util.List;

/**
 * A Short in a list. The Shorts tab shows no date, uploader or exact views: {@code viewCount} is
 * read from the rounded "895k views" (inexact; exact only for small counts such as "312 views"),
 * null when not shown.
 */
public record ShortItem(
    String videoId, String title, String viewCountText, Count viewCount, List<Thumbnail> thumbnails)
    implements ContentItem {

  public ShortItem {
    thumbnails = List.copyOf(thumbnails);
  }
}
