package io.vidlens.analysis.api;

import java.time.Instant;
import java.util.List;

/**
 * A completed analysis result, typed for reading by people (the dashboard's report page): the
 * channel's figures, every video the result names, the performance of its series, buckets and title
 * formats, its growth, its audience and the suggested topics with their evidence. A section the
 * result lacks is empty (an empty list, or null for {@code growth} and {@code audience}).
 */
public record AnalysisReport(
    String channelId,
    String channelTitle,
    Long subscribers,
    Long totalViews,
    Long videoCount,
    List<Video> videos,
    List<Group> series,
    List<Group> buckets,
    List<Group> formats,
    String topFormat,
    Growth growth,
    Audience audience,
    List<Topic> topics) {

  public AnalysisReport {
    videos = List.copyOf(videos);
    series = List.copyOf(series);
    buckets = List.copyOf(buckets);
    formats = List.copyOf(formats);
    topics = List.copyOf(topics);
  }

  /**
   * A video the result names. {@code views}, {@code publishedAt} and {@code durationSeconds} are
   * null when the result does not have them; {@code outlier}: among the top performing videos the
   * analysis compared with the rest, or cited with at least twice the views of the channel's videos
   * of its age.
   */
  public record Video(
      String id,
      String title,
      Long views,
      Instant publishedAt,
      Long durationSeconds,
      Double equalAgeRatio,
      boolean outlier) {}

  /**
   * A group of the channel's videos (a series, a content bucket, a title format): its name, kind,
   * size and median views; {@code medianEqualAgeRatio} null where the result has none.
   */
  public record Group(
      String name, String kind, int videoCount, double medianViews, Double medianEqualAgeRatio) {}

  /** Growth from the stored counts ({@code status} "measured" or "no history yet"). */
  public record Growth(String status, String summary, Change subscribers, Change views) {}

  /** One count's change between two readings; null when it could not be measured. */
  public record Change(
      Instant from, Instant to, long fromValue, long toValue, double per30Days, Double percent) {}

  /**
   * The comments' sentiment and what viewers liked and disliked (the lists as the analysis built
   * them, unmodifiable).
   */
  public record Audience(
      String overall,
      String engagement,
      int commentsAnalysed,
      int positive,
      int negative,
      int neutral,
      List<String> liked,
      List<String> disliked) {}

  /** A suggested topic and the videos it is drawn from. */
  public record Topic(String title, String description, List<Evidence> evidence) {

    public Topic {
      evidence = List.copyOf(evidence);
    }
  }

  /** A video cited as evidence. */
  public record Evidence(String videoId, String title, Long views, Double equalAgeRatio) {}
}
