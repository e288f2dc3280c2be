package io.vidlens.analysis;

import java.time.Instant;

/**
 * One analysed video. From the channel's list: ID, title, views, duration and the relative publish
 * time; from its details when they could be read: description, category and the exact publish date
 * ({@code exactDate}). Nulls mean "not known", never zero.
 */
record VideoSample(
    String videoId,
    String title,
    String description,
    Long views,
    Long durationSeconds,
    Instant publishedAt,
    boolean exactDate,
    String category,
    boolean detailsRead) {

  VideoSample {
    title = title == null ? "" : title;
    description = description == null ? "" : description;
    category = category == null ? "" : category;
  }

  VideoSample withDescription(String text) {
    return new VideoSample(
        videoId,
        title,
        text,
        views,
        durationSeconds,
        publishedAt,
        exactDate,
        category,
        detailsRead);
  }

  long viewsOrZero() {
    return views == null ? 0 : views;
  }

  String url() {
    return "https://www.youtube.com/watch?v=" + videoId;
  }
}
