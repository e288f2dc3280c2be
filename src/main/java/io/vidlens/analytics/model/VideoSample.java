package io.vidlens.analytics.model;

import java.time.LocalDate;

/**
 * One recent upload of a channel as the platform shows it. Null: the platform did not say.
 *
 * @param videoId the video's ID (for traces only)
 * @param title its title (a text for language detection and the niche keywords)
 * @param category the microformat category ("Education", "Gaming", ...), null or "" if unknown
 * @param views public view count
 * @param lengthSeconds length in seconds
 * @param publishedOn publish date (the day is enough; an approximate date from "3 days ago" will
 *     do)
 * @param isShort true for a Short (Shorts tab, /shorts/ link), false for long-form
 * @param madeForKids true when the video is made for kids, null when not known
 */
public record VideoSample(
    String videoId,
    String title,
    String category,
    Long views,
    Long lengthSeconds,
    LocalDate publishedOn,
    boolean isShort,
    Boolean madeForKids) {

  public VideoSample {
    title = title == null ? "" : title;
    category = category == null ? "" : category.trim();
    if (views != null && views < 0) {
      throw new IllegalArgumentException("views must not be negative: " + views);
    }
    if (lengthSeconds != null && lengthSeconds < 0) {
      throw new IllegalArgumentException("lengthSeconds must not be negative: " + lengthSeconds);
    }
  }
}
