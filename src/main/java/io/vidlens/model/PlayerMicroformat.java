package io.vidlens.model;

import java.util.List;

/**
 * {@code microformat.playerMicroformatRenderer}, sent to the WEB client only: dates, category,
 * availability, family safety, the owner's profile URL and an exact like count. Dates are kept as
 * the platform wrote them (ISO 8601 with offset, e.g. "2015-01-27T21:14:36-08:00").
 */
public record PlayerMicroformat(
    String videoId,
    String title,
    String description,
    Long lengthSeconds,
    String ownerProfileUrl,
    String channelHandle,
    String channelId,
    String ownerChannelName,
    Boolean isFamilySafe,
    List<String> availableCountries,
    Boolean isUnlisted,
    Long viewCount,
    Long likeCount,
    String category,
    String publishDate,
    String uploadDate,
    Boolean isShortsEligible,
    String liveStartTimestamp,
    List<Thumbnail> thumbnails,
    String canonicalUrl) {

  public PlayerMicroformat {
    availableCountries = List.copyOf(availableCountries);
    thumbnails = List.copyOf(thumbnails);
  }
}
