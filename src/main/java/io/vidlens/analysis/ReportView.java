package io.vidlens.analysis;

import io.vidlens.analysis.api.AnalysisReport;
import io.vidlens.analysis.api.AnalysisReport.Group;
import io.vidlens.analysis.corpus.ChannelGrowth;
import io.vidlens.analysis.corpus.RelativeDates;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.FeedbackPoint;
import io.vidlens.analysis.result.AnalysisResult.StrategicInsights;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The typed result as the report page reads it ({@link AnalysisReport}), made from the result's own
 * records: every video the result names once, the groups' performance, growth, audience and topics.
 */
final class ReportView {

  /** An evidence video this many times the views of the channel's videos of its age stands out. */
  static final double OUTLIER_RATIO = 2.0;

  private ReportView() {}

  static AnalysisReport of(AnalysisResult result) {
    StrategicInsights insights =
        Optional.ofNullable(result.strategicInsights())
            .orElse(
                new StrategicInsights(
                    null, null, null, null, null, null, null, null, null, null, null, null));
    var channel = result.channelData() == null ? null : result.channelData().channelInfo();
    return new AnalysisReport(
        result.channelId(),
        channel == null ? null : channel.title(),
        channel == null ? null : channel.subscriberCount(),
        channel == null ? null : channel.viewCount(),
        channel == null ? null : channel.videosCount(),
        videos(insights),
        series(insights),
        buckets(insights),
        formats(insights),
        insights.titleFormatStrategy() == null
            ? null
            : insights.titleFormatStrategy().topPerformingFormat(),
        growth(insights.growth()),
        audience(insights.audienceInsights()),
        topics(insights),
        insights.suggestedTopics() == null ? null : insights.suggestedTopics().shortfall(),
        ReportFindings.advice(insights),
        ReportFindings.flagged(insights),
        ReportFindings.peers(insights),
        ReportFindings.nicheSubjects(insights, false),
        ReportFindings.nicheSubjects(insights, true),
        ReportFindings.caveats(result, insights));
  }

  /** Every video the result names, once, in the order the result first names it. */
  private static List<AnalysisReport.Video> videos(StrategicInsights insights) {
    Set<String> top = new HashSet<>();
    top(insights).forEach(v -> top.add(v.videoId()));
    Map<String, Double> ratios = new HashMap<>();
    evidence(insights)
        .filter(e -> e.ageAdjustedScore() != null)
        .forEach(e -> ratios.merge(e.videoId(), e.ageAdjustedScore(), Math::max));
    Map<String, VideoRef> refs = new LinkedHashMap<>();
    Stream.of(
            bucketRecords(insights).stream().flatMap(b -> list(b.videos()).stream()),
            seriesRecords(insights).stream().flatMap(s -> list(s.videos()).stream()),
            formatRecords(insights).stream().flatMap(f -> list(f.videos()).stream()),
            top(insights).stream())
        .flatMap(s -> s)
        .filter(v -> v != null && v.videoId() != null)
        .forEach(v -> refs.merge(v.videoId(), v, ReportView::fuller));
    List<AnalysisReport.Video> videos = new ArrayList<>();
    for (VideoRef v : refs.values()) {
      Double ratio = ratios.get(v.videoId());
      boolean outlier = top.contains(v.videoId()) || (ratio != null && ratio >= OUTLIER_RATIO);
      videos.add(
          new AnalysisReport.Video(
              v.videoId(),
              v.title(),
              v.views(),
              instant(v.publishedAt()),
              v.durationSeconds(),
              ratio,
              outlier,
              Boolean.TRUE.equals(v.publishTimeExact())));
    }
    return videos;
  }

  /** Of two mentions of one video, the one that says more (views, date, an exact time). */
  private static VideoRef fuller(VideoRef a, VideoRef b) {
    return says(b) > says(a) ? b : a;
  }

  private static int says(VideoRef v) {
    return (v.views() == null ? 0 : 1)
        + (v.publishedAt() == null ? 0 : 1)
        + (Boolean.TRUE.equals(v.publishTimeExact()) ? 1 : 0);
  }

  private static List<VideoRef> top(StrategicInsights insights) {
    var p = insights.performanceAnalysis();
    return p == null || p.topPerformingVideos() == null
        ? List.of()
        : list(p.topPerformingVideos().videos());
  }

  private static Stream<Evidence> evidence(StrategicInsights insights) {
    Stream<Evidence> topics =
        topicRecords(insights).stream().flatMap(t -> list(t.evidence()).stream());
    var ai = insights.aiStrategicAnalysis();
    Stream<Evidence> advice =
        ai == null || ai.strategicRecommendations() == null
            ? Stream.empty()
            : Optional.ofNullable(ai.strategicRecommendations().evidence())
                .orElse(Map.of())
                .values()
                .stream()
                .flatMap(l -> list(l).stream());
    return Stream.concat(topics, advice).filter(e -> e != null && e.videoId() != null);
  }

  private static List<ContentBucket> bucketRecords(StrategicInsights insights) {
    return within(insights.contentStrategy(), AnalysisResult.ContentStrategy::contentBuckets);
  }

  private static List<AnalysisResult.Series> seriesRecords(StrategicInsights insights) {
    return within(insights.contentStrategy(), AnalysisResult.ContentStrategy::series);
  }

  private static List<AnalysisResult.FormatGroup> formatRecords(StrategicInsights insights) {
    return within(insights.titleFormatStrategy(), AnalysisResult.TitleFormatStrategy::formatGroups);
  }

  private static List<AnalysisResult.Topic> topicRecords(StrategicInsights insights) {
    return within(insights.suggestedTopics(), AnalysisResult.SuggestedTopics::topics);
  }

  /** A list of a section that results stored by older versions may lack, empty then. */
  private static <P, T> List<T> within(P section, Function<P, List<T>> items) {
    return section == null ? List.of() : list(items.apply(section));
  }

  private static List<Group> series(StrategicInsights insights) {
    return seriesRecords(insights).stream()
        .map(
            s ->
                new Group(
                    s.name(),
                    s.detectedBy(),
                    s.videoCount(),
                    s.medianViews(),
                    s.medianEqualAgeRatio()))
        .toList();
  }

  private static List<Group> buckets(StrategicInsights insights) {
    return bucketRecords(insights).stream()
        .map(b -> new Group(b.bucketName(), b.bucketKind(), b.videoCount(), b.medianViews(), null))
        .toList();
  }

  /** Title formats as groups: their kind is the same for all, "title format". */
  private static List<Group> formats(StrategicInsights insights) {
    String kind = "title format";
    return formatRecords(insights).stream()
        .map(
            f ->
                new Group(
                    f.formatName(), kind, f.videoCount(), f.medianViews(), f.medianEqualAgeRatio()))
        .toList();
  }

  private static AnalysisReport.Growth growth(ChannelGrowth growth) {
    return growth == null
        ? null
        : new AnalysisReport.Growth(
            growth.status(),
            growth.summary(),
            change(growth.subscribers()),
            change(growth.views()));
  }

  private static AnalysisReport.Change change(ChannelGrowth.Change c) {
    return c == null
        ? null
        : new AnalysisReport.Change(
            instant(c.from()),
            instant(c.to()),
            c.fromValue(),
            c.toValue(),
            c.per30Days(),
            c.percent());
  }

  private static AnalysisReport.Audience audience(AnalysisResult.AudienceInsights audience) {
    if (audience == null || audience.sentimentSummary() == null) {
      return null;
    }
    var s = audience.sentimentSummary();
    var f = audience.viewerFeedback();
    return new AnalysisReport.Audience(
        s.overallSentiment(),
        s.engagementLevel(),
        s.totalCommentsAnalyzed(),
        s.positiveComments(),
        s.negativeComments(),
        s.neutralComments(),
        f == null ? List.of() : points(f.whatViewersLiked()),
        f == null ? List.of() : points(f.whatViewersDisliked()));
  }

  private static List<String> points(List<FeedbackPoint> points) {
    return list(points).stream().map(FeedbackPoint::feedbackPoint).toList();
  }

  private static List<AnalysisReport.Topic> topics(StrategicInsights insights) {
    return topicRecords(insights).stream()
        .map(
            t ->
                new AnalysisReport.Topic(
                    t.title(),
                    t.description(),
                    list(t.evidence()).stream()
                        .map(
                            e ->
                                new AnalysisReport.Evidence(
                                    e.videoId(),
                                    e.title(),
                                    e.views(),
                                    e.ageAdjustedScore(),
                                    e.channelName()))
                        .toList()))
        .toList();
  }

  private static <T> List<T> list(List<T> items) {
    return items == null ? List.of() : items;
  }

  /** A time the result wrote itself (ISO 8601 in UTC, {@link RelativeDates#wire}); else null. */
  private static Instant instant(String iso) {
    if (iso == null) {
      return null;
    }
    try {
      return Instant.parse(iso);
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
