package io.vidlens.model;

import java.util.List;

/**
 * {@code videoDetails} of a player answer. The mobile clients (ANDROID, VISIONOS) send it in full;
 * the WEB answer recorded with {@code $fields} holds only the ID and thumbnails. Null scalars: the
 * platform did not say. {@code viewCount} and {@code lengthSeconds} are exact: the player gives
 * them as integers (JSON strings of digits), not as display text.
 */
public record PlayerVideoDetails(
    String videoId,
    String title,
    Long lengthSeconds,
    List<String> keywords,
    String channelId,
    String author,
    String shortDescription,
    List<Thumbnail> thumbnails,
    Boolean allowRatings,
    Long viewCount,
    Boolean isPrivate,
    Boolean isUnpluggedCorpus,
    Boolean isLiveContent,
    Boolean isLive,
    Boolean isCrawlable) {

  public PlayerVideoDetails {
    keywords = List.copyOf(keywords);
    thumbnails = List.copyOf(thumbnails);
  }
}
