package io.vidlens.analytics;

import io.vidlens.model.Thumbnail;
import java.math.BigDecimal;
import java.util.List;

/**
 * The channel analytics record exactly as the wire has it (answered as an array of one). Counts the
 * platform did not show are null, texts "" and lists empty: see docs/models.md, "Get Analytics".
 */
record AnalyticsRecord(
    About about,
    String channelId,
    List<String> keywords,
    List<String> tags,
    List<String> categories,
    EstimateBody estimate) {

  record About(
      String description,
      Long subscriberCount,
      Long viewCount,
      Long videoCount,
      String joinedDate,
      String country,
      List<Link> links,
      String channelUrl,
      String channelId,
      Long daysSinceStart,
      BigDecimal avgVideoLengthSeconds,
      String avgVideoLength,
      String channelName,
      List<Thumb> thumbnail,
      boolean hasShorts,
      String lastVideoUploadDate) {}

  record Link(String title, String url) {}

  /** A thumbnail object {url, width, height}; only sizes whose dimensions the platform states. */
  record Thumb(String url, int width, int height) {

    static List<Thumb> of(List<Thumbnail> thumbnails) {
      return thumbnails.stream()
          .filter(t -> !t.url().isEmpty() && t.width() != null && t.height() != null)
          .map(t -> new Thumb(t.url(), t.width(), t.height()))
          .toList();
    }
  }
}
