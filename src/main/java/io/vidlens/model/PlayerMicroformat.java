package io.vidlens.model;

import java.time.Instant;
import java.util.List;

/**
 * {@code microformat.playerMicroformatRenderer}, sent to the WEB client only: dates, category,
 * availability, family safety, the owner's profile URL and exact counts ({@code viewCount}, {@code
 * likeCount} and {@code lengthSeconds} are integers in the answer, not display text). {@code
 * publishDate} and {@code uploadDate} are the platform's texts (ISO 8601 with offset, e.g.
 * "2015-01-27T21:14:36-08:00"), echoed as given; {@code published} and {@code uploaded} the same
 * read at their precision (null when unreadable), {@code liveStart} when a stream began (null: not
 * a stream, or not said).
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
    PlatformDate published,
    PlatformDate uploaded,
    Boolean isShortsEligible,
    Instant liveStart,
    List<Thumbnail> thumbnails,
    String canonicalUrl) {

  public PlayerMicroformat {
    availableCountries = List.copyOf(availableCountries);
    thumbnails = List.copyOf(thumbnails);
  }
}
