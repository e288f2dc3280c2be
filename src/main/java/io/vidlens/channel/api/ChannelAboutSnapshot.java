package io.vidlens.channel.api;

import io.vidlens.model.Image;
import java.util.List;

/**
 * The part of Get About's answer a snapshot keeps, under the answer's own names (so a copy of the
 * whole answer stored earlier reads as one). What the platform did not give is null; the thumbnail
 * list is never null.
 */
public record ChannelAboutSnapshot(
    String title,
    String description,
    Long subscriberCount,
    Long videoCount,
    Long viewCount,
    String handle,
    String country,
    String joinedDate,
    List<Image> thumbnail,
    Boolean isFamilySafe) {

  public ChannelAboutSnapshot {
    thumbnail = thumbnail == null ? List.of() : thumbnail;
  }
}
