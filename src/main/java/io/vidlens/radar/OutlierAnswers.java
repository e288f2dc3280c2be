package io.vidlens.radar;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

/** The wire shape of the niche outlier search (the OpenAPI document's OutlierSearch schemas). */
final class OutlierAnswers {

  private OutlierAnswers() {}

  static final String METHOD =
      "views over the channel's usual views at the video's age: the median of its other sampled"
          + " videos at that age (trajectories, the caller's watchlists' channels) or of its stored"
          + " videos of the same form and age group (equal_age)";

  static final String SOURCES =
      "stored data only, no platform request: the thumbnail corpus (videos clients' reads and the"
          + " crawl showed) and the stored trajectories of the caller's watchlists' channels";

  record Filters(
      String q,
      double minSimilarity,
      String format,
      String language,
      Long minSubscribers,
      Long maxSubscribers,
      String publishedAfter,
      String publishedBefore,
      double minScore,
      int limit) {}

  record Coverage(
      String sources,
      int channels,
      int videos,
      int trajectoryChannels,
      int scoredVideos,
      int matchingVideos) {}

  record Outlier(
      String videoId,
      String title,
      String channelId,
      String channelTitle,
      Long channelSubscribers,
      String format,
      String language,
      String publishedAt,
      double ageHours,
      long views,
      double usualViews,
      double score,
      int comparisonVideos,
      String basis,
      String ageGroup,
      Double similarity,
      String summary) {}

  record Answer(
      Filters filters, String method, String computedAt, Coverage coverage, List<Outlier> data) {}

  static Answer of(OutlierFilters f, OutlierSearch.Result result, Instant at) {
    OutlierSearch.Coverage c = result.coverage();
    return new Answer(
        new Filters(
            f.text(),
            f.minSimilarity(),
            f.format().name().toLowerCase(Locale.ROOT),
            f.language(),
            f.minSubscribers(),
            f.maxSubscribers(),
            f.publishedAfter() == null ? null : f.publishedAfter().toString(),
            f.publishedBefore() == null ? null : f.publishedBefore().toString(),
            f.minScore(),
            f.limit()),
        METHOD,
        at.toString(),
        new Coverage(
            SOURCES,
            c.channels(),
            c.videos(),
            c.trajectoryChannels(),
            c.scoredVideos(),
            c.matchingVideos()),
        result.hits().stream().map(OutlierAnswers::of).toList());
  }

  private static Outlier of(OutlierSearch.Hit hit) {
    OutlierSearch.Found v = hit.video();
    return new Outlier(
        v.videoId(),
        v.title(),
        v.channelId(),
        v.channelTitle(),
        v.channelSubscribers(),
        v.isShort() ? "short" : "long",
        hit.language(),
        v.published() == null ? null : v.published().toString(),
        round(v.ageHours()),
        v.views(),
        round(v.usualViews()),
        Math.round(v.score() * 100) / 100.0,
        v.comparisonVideos(),
        v.basis().name().toLowerCase(Locale.ROOT),
        v.ageGroup(),
        hit.similarity() == null ? null : Math.round(hit.similarity() * 1000) / 1000.0,
        summary(v));
  }

  private static double round(double d) {
    return Math.round(d * 10) / 10.0;
  }

  /** "5.2× the channel's usual at this age (12,000 views; usual 2,300 over 9 videos, 2–6 days)". */
  static String summary(OutlierSearch.Found v) {
    String over =
        v.basis() == OutlierSearch.Basis.TRAJECTORIES
            ? v.comparisonVideos() + " sampled videos at " + age(v.ageHours())
            : v.comparisonVideos() + " stored videos aged " + v.ageGroup();
    return String.format(
        Locale.ROOT,
        "%.1f× the channel's usual at its age (%,d views; usual %,.0f, the median of %s)",
        v.score(),
        v.views(),
        v.usualViews(),
        over);
  }

  private static String age(double hours) {
    return hours < 48
        ? String.format(Locale.ROOT, "%.0f hours", hours)
        : String.format(Locale.ROOT, "%.0f days", hours / 24);
  }
}
