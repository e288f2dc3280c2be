package io.vidlens.model;

import java.time.LocalDate;
import java.util.List;

/**
 * The channel about panel ({@code aboutChannelViewModel}). {@code joinedDate} is null when the text
 * could not be read; counts are null when absent, each with the exactness of its text. {@code
 * viewCount} is the total of all videos ("1,234,567,890 views", exact); {@code subscriberCount} is
 * usually rounded ("25M subscribers").
 */
public record AboutChannel(
    String channelId,
    String description,
    String country,
    String joinedDateText,
    LocalDate joinedDate,
    String viewCountText,
    Count viewCount,
    String subscriberCountText,
    Count subscriberCount,
    String videoCountText,
    Count videoCount,
    String canonicalChannelUrl,
    List<ChannelLink> links) {

  public AboutChannel {
    links = List.copyOf(links);
  }
}
