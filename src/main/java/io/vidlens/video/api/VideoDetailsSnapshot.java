package io.vidlens.video.api;

import java.util.List;

/**
 * The part of Get Video Details' answer a snapshot keeps, under the answer's own names (so a copy
 * of the whole answer stored earlier reads as one). The length (seconds) and the view count are
 * numbers as the platform layer read them (the answer writes them as strings of digits); what the
 * platform did not give is null, lists are never null.
 */
public record VideoDetailsSnapshot(
    String title,
    Long lengthSeconds,
    List<String> keywords,
    String channelTitle,
    String channelId,
    String description,
    List<Image> thumbnail,
    Long viewCount,
    Boolean isPrivate,
    Boolean isLiveContent,
    Boolean isFamilySafe,
    List<String> availableCountries,
    String category,
    String publishDate,
    String uploadDate,
    Boolean isShortsEligible) {

  /** A thumbnail as the answer has it. */
  public record Image(String url, int width, int height) {}

  public VideoDetailsSnapshot {
    keywords = keywords == null ? List.of() : keywords;
    thumbnail = thumbnail == null ? List.of() : thumbnail;
    availableCountries = availableCountries == null ? List.of() : availableCountries;
  }
}
