package io.vidlens.model;

import java.util.List;

/**
 * A Short in a list. The Shorts tab shows no date, uploader or exact views: {@code viewCount} is
 * the rounded "895k views".
 */
public record ShortItem(
    String videoId, String title, String viewCountText, Long viewCount, List<Thumbnail> thumbnails)
    implements ContentItem {

  public ShortItem {
    thumbnails = List.copyOf(thumbnails);
  }
}
