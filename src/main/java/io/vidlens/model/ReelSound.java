package io.vidlens.model;

import java.util.List;

/**
 * The sound attribution of a short (the overlay's pivot button): the audio's title, the video it
 * comes from with the parameters that open it, its thumbnails and its channel. "" where not given.
 */
public record ReelSound(
    String title,
    String videoId,
    String playerParams,
    String params,
    String continuation,
    List<Thumbnail> thumbnails,
    String channelAvatar,
    String channelTitle,
    String channelId) {

  public ReelSound {
    thumbnails = List.copyOf(thumbnails);
  }
}
