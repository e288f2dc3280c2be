package io.vidlens.analytics;

import io.vidlens.model.Image;
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
      List<Image> thumbnail,
      boolean hasShorts,
      String lastVideoUploadDate) {}

  record Link(String title, String url) {}
}
