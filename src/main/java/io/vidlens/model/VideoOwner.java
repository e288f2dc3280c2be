package io.vidlens.model;

import java.util.List;

/**
 * The channel shown under a watch page's player ({@code videoOwnerRenderer}). {@code
 * subscriberCount} is read from its text ("25.3M subscribers", usually rounded), null when absent.
 */
public record VideoOwner(
    String channelId,
    String title,
    String handle,
    String subscriberCountText,
    Count subscriberCount,
    List<Thumbnail> thumbnails,
    boolean verified,
    boolean artist) {

  public VideoOwner {
    thumbnails = List.copyOf(thumbnails);
  }
}
