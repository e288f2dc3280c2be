package io.vidlens.video.api;

import io.vidlens.model.Image;
import java.util.List;

/**
 * The part of Get Video Details' answer a snapshot keeps, under the answer's own names (so a copy
 * of the whole answer stored earlier reads as one). The length (seconds) and the view count are
 * numbers as the platform layer read them (the answer writes them as strings of digits); what the
 * platform did not give is null, lists are never null. {@code publishedAt} is Vidlens' own: the
 * publication as the platform layer typed it (the start of its day, UTC, where only a day was
 * given), so a feature reading a stored snapshot never reads the date's text again; null in
 * snapshots stored before it was kept.
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
    Boolean isShortsEligible,
    java.time.Instant publishedAt) {

  public VideoDetailsSnapshot {
    keywords = keywords == null ? List.of() : keywords;
    thumbnail = thumbnail == null ? List.of() : thumbnail;
    availableCountries = availableCountries == null ? List.of() : availableCountries;
  }
}
