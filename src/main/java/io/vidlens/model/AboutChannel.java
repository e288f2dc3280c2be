package io.vidlens.model;

import java.time.LocalDate;
import java.util.List;

/**
 * The channel about panel ({@code aboutChannelViewModel}). {@code joinedDate} is null when the text
 * could not be read; counts are null when absent. {@code viewCount} is the total of all videos,
 * {@code subscriberCount} approximate (rounded text).
 */
public record AboutChannel(
    String channelId,
    String description,
    String country,
    String joinedDateText,
    LocalDate joinedDate,
    String viewCountText,
    Long viewCount,
    String subscriberCountText,
    Long subscriberCount,
    String videoCountText,
    Long videoCount,
    String canonicalChannelUrl,
    List<ChannelLink> links) {

  public AboutChannel {
    links = List.copyOf(links);
  }
}
