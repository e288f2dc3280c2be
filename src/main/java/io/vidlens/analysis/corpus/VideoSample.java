package io.vidlens.analysis.corpus;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One analysed video. From the channel's list: ID, title, views, duration and the relative publish
 * time; from its details when they could be read: description, category and the publish date.
 * {@code exactTime}: {@code publishedAt} is the instant the platform wrote (the player's date-time,
 * the feed's timestamp), not a day or a time counted back from "2 months ago": only such times may
 * say at which hour or on which weekday the channel posts. {@code paidOriginal}: the list entry
 * carried the paid-original badge (a series defined by the badge, {@link ChannelSeries}). Nulls
 * mean "not known", never zero.
 */
public record VideoSample(
    String videoId,
    String title,
    String description,
    Long views,
    Long durationSeconds,
    Instant publishedAt,
    boolean exactTime,
    String category,
    boolean detailsRead,
    boolean paidOriginal) {

  public VideoSample {
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
        exactTime,
        category,
        detailsRead,
        paidOriginal);
  }

  public long viewsOrZero() {
    return views == null ? 0 : views;
  }

  public String url() {
    return "https://www.youtube.com/watch?v=" + videoId;
  }

  /** The earliest publish time among the videos, null when none has one. */
  public static Instant oldest(List<VideoSample> videos) {
    return publishTimes(videos).min(Comparator.naturalOrder()).orElse(null);
  }

  /** The latest publish time among the videos, null when none has one. */
  public static Instant newest(List<VideoSample> videos) {
    return publishTimes(videos).max(Comparator.naturalOrder()).orElse(null);
  }

  private static Stream<Instant> publishTimes(List<VideoSample> videos) {
    return videos.stream().map(VideoSample::publishedAt).filter(Objects::nonNull);
  }

  /** How many of the videos carry each category; videos without one are left out. */
  public static Map<String, Long> categoryCounts(List<VideoSample> videos) {
    return videos.stream()
        .map(VideoSample::category)
        .filter(c -> !c.isBlank())
        .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
  }

  /** The median length in seconds of the videos that state a (positive) length. */
  public static double medianLength(List<VideoSample> videos) {
    return Stats.median(
        videos.stream().map(VideoSample::durationSeconds).filter(d -> d != null && d > 0).toList());
  }
}
