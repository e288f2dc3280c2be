package io.vidlens.model;

import java.util.List;

/** The channel shown under a watch page's player ({@code videoOwnerRenderer}). */
public record VideoOwner(
    String channelId,
    String title,
    String handle,
    String subscriberCountText,
    Long subscriberCount,
    List<Thumbnail> thumbnails,
    boolean verified,
    boolean artist) {

  public VideoOwner {
    thumbnails = List.copyOf(thumbnails);
  }
}
