package io.vidlens.analysis.api;

import java.time.Instant;
import java.util.List;

/**
 * A completed analysis result, typed for reading by people (the dashboard's report page): the
 * channel's figures, every video the result names, the performance of its series, buckets and title
 * formats, its growth, its audience and the suggested topics with their evidence; the advice with
 * the videos it rests on, the videos flagged as promotions, the niche's peer channels and the
 * caveats of what the analysis could not read. A section the result lacks is empty (an empty list,
 * or null for {@code growth} and {@code audience}). {@code topicsShortfall}: why fewer than ten
 * topics were suggested (null with ten): topics are never padded, so a reader is told why.
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
    List<Topic> topics,
    String topicsShortfall,
    List<Advice> advice,
    List<Flagged> flagged,
    List<Peer> peers,
    List<NicheSubject> nicheOutliers,
    List<NicheSubject> nicheSetAside,
    List<String> caveats) {

  public AnalysisReport {
    videos = List.copyOf(videos);
    series = List.copyOf(series);
    buckets = List.copyOf(buckets);
    formats = List.copyOf(formats);
    topics = List.copyOf(topics);
    advice = List.copyOf(advice);
    flagged = List.copyOf(flagged);
    peers = List.copyOf(peers);
    nicheOutliers = List.copyOf(nicheOutliers);
    nicheSetAside = List.copyOf(nicheSetAside);
    caveats = List.copyOf(caveats);
  }

  /**
   * A video the result names. {@code views}, {@code publishedAt} and {@code durationSeconds} are
   * null when the result does not have them; {@code outlier}: among the top performing videos the
   * analysis compared with the rest, or cited with at least twice the views of the channel's videos
   * of its age; {@code exactTime}: {@code publishedAt} is the instant the platform wrote, not a day
   * or a time counted back from "2 months ago" (only these tell the hour and weekday of posting).
   */
  public record Video(
      String id,
      String title,
      Long views,
      Instant publishedAt,
      Long durationSeconds,
      Double equalAgeRatio,
      boolean outlier,
      boolean exactTime) {}

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

  /**
   * A video cited as evidence; {@code channelName} is the peer channel it is from, null for the
   * channel's own (its {@code equalAgeRatio} is then against that peer's videos).
   */
  public record Evidence(
      String videoId, String title, Long views, Double equalAgeRatio, String channelName) {

    public Evidence(String videoId, String title, Long views, Double equalAgeRatio) {
      this(videoId, title, views, equalAgeRatio, null);
    }
  }

  /**
   * A subject of the niche the chance test weighed: its name, the peers its outliers are on, its p,
   * how many videos on how many peers were weighed (null in older results), and its outliers.
   */
  public record NicheSubject(
      String subject,
      int channels,
      double pValue,
      Integer videosWeighed,
      Integer channelsWeighed,
      List<Evidence> videos) {

    public NicheSubject {
      videos = List.copyOf(videos);
    }
  }

  /**
   * One piece of the analysis's advice: what it is about ("Performance patterns", "Strategic
   * opportunities"…), its text as the result has it, and the videos it rests on.
   */
  public record Advice(String topic, String text, List<Evidence> evidence) {

    public Advice {
      evidence = List.copyOf(evidence);
    }
  }

  /** A video the analysis flagged (a paid promotion, a sponsored segment…) and why. */
  public record Flagged(String videoId, String title, Long views, String kind, String reason) {}

  /**
   * A peer channel of the niche as the result names it: its name, its link (null when the result
   * gives no channel ID) and every other fact the result states of it, each "label: value".
   */
  public record Peer(String name, String url, List<String> facts) {

    public Peer {
      facts = List.copyOf(facts);
    }
  }
}
