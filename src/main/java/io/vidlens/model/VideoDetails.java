package io.vidlens.model;

import java.util.List;

/**
 * Everything the video details record needs, merged from the two player answers a request makes:
 * the mobile one ({@code videoDetails} in full, captions, playability) and the WEB one ({@code
 * microformat}: dates, category, countries, family safety, unlisted, exact likes). Null scalars:
 * neither answer said. {@code viewCount}, {@code likeCount} and {@code lengthSeconds} are exact:
 * the players give them as integers, not as display text. {@code publishDate} and {@code
 * uploadDate} are the platform's texts ("" when not given), {@code published} and {@code uploaded}
 * the same read at their precision (null when not given or unreadable): computations use those.
 * {@code topicChannel}: the channel is one the platform makes itself (a topic channel), as the
 * parser read its name.
 */
public record VideoDetails(
    String id,
    String title,
    Long lengthSeconds,
    List<String> keywords,
    String channelTitle,
    String channelId,
    String channelHandle,
    String description,
    List<Thumbnail> thumbnails,
    Boolean allowRatings,
    Long viewCount,
    Long likeCount,
    Boolean isPrivate,
    Boolean isUnpluggedCorpus,
    Boolean isLiveContent,
    Boolean isCrawlable,
    Boolean isFamilySafe,
    List<String> availableCountries,
    Boolean isUnlisted,
    String category,
    String publishDate,
    String uploadDate,
    PlatformDate published,
    PlatformDate uploaded,
    Boolean isShortsEligible,
    Boolean hasCaption,
    Boolean playableInEmbed,
    boolean topicChannel) {

  public VideoDetails {
    keywords = List.copyOf(keywords);
    thumbnails = List.copyOf(thumbnails);
    availableCountries = List.copyOf(availableCountries);
  }
}
