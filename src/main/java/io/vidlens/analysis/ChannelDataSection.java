package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ChannelData;
import io.vidlens.analysis.AnalysisResult.ChannelInfo;
import io.vidlens.analysis.AnalysisResult.Metrics;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * {@code channel_data}: the channel's info and the metrics of its analysed recent videos.
 *
 * <ul>
 *   <li>average_video_length: mean duration in seconds of the videos whose duration is known;
 *   <li>months: (analysis time − oldest analysed upload) / 30.4375 days, at least 1;
 *   <li>average_monthly_views: views of the analysed videos / months; average_monthly_uploads:
 *       analysed videos / months; average_views_per_video: mean views;
 *   <li>subscriberCount, videosCount, viewCount: the channel page's or about panel's figures, null
 *       when the platform gave none (viewCount is the about panel's total: null without the panel,
 *       never the sum over the analysed videos);
 *   <li>channel_type: the platform category most of the analysed videos carry, else "unknown".
 * </ul>
 */
final class ChannelDataSection {

  static final double DAYS_PER_MONTH = 30.4375;

  private ChannelDataSection() {}

  static ChannelData compute(Corpus corpus, Instant now) {
    ChannelFacts c = corpus.channel();
    List<VideoSample> videos = corpus.videos();
    long listedViews = videos.stream().mapToLong(VideoSample::viewsOrZero).sum();
    ChannelInfo info =
        new ChannelInfo(
            c.channelId(),
            c.title(),
            c.avatarUrl() == null ? "" : c.avatarUrl(),
            c.subscriberCount(),
            c.videoCount(),
            c.country(),
            channelType(videos),
            c.viewCount());
    Instant first =
        videos.stream()
            .map(VideoSample::publishedAt)
            .filter(Objects::nonNull)
            .min(Comparator.naturalOrder())
            .orElse(null);
    Instant last =
        videos.stream()
            .map(VideoSample::publishedAt)
            .filter(Objects::nonNull)
            .max(Comparator.naturalOrder())
            .orElse(null);
    double months = months(first, now);
    Metrics metrics =
        new Metrics(
            Stats.round(
                Stats.mean(
                    videos.stream()
                        .map(VideoSample::durationSeconds)
                        .filter(Objects::nonNull)
                        .toList()),
                1),
            Stats.round(listedViews / months, 1),
            Stats.round(videos.size() / months, 2),
            Stats.round(
                Stats.mean(
                    videos.stream().map(VideoSample::views).filter(Objects::nonNull).toList()),
                1),
            last == null ? "" : RelativeDates.wire(last),
            first == null ? "" : RelativeDates.wire(first));
    return new ChannelData(info, metrics);
  }

  static double months(Instant first, Instant now) {
    if (first == null) {
      return 1;
    }
    double days = Duration.between(first, now).toHours() / 24.0;
    return Math.max(1, days / DAYS_PER_MONTH);
  }

  static String channelType(List<VideoSample> videos) {
    Map<String, Long> counts =
        videos.stream()
            .map(VideoSample::category)
            .filter(s -> !s.isBlank())
            .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    return counts.entrySet().stream()
        .max(
            Map.Entry.<String, Long>comparingByValue()
                .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
        .map(Map.Entry::getKey)
        .orElse("unknown");
  }
}
