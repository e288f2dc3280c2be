package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.result.AnalysisResult.ComparisonInsights;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.result.AnalysisResult.PerformanceMetrics;
import io.vidlens.analysis.result.AnalysisResult.TopPerformers;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * {@code performance_analysis}: the top performers (the best fifth of the analysed videos at equal
 * age, at least one: {@link Corpus#topPerformers}) against all videos and against the rest (the
 * views multiple compares their median equal-age ratios when both groups have one): length, title
 * length, views; the hook type and narrative arc most common among the top performers' transcripts
 * (ties: the earlier in {@link TranscriptShapes}' order, i.e. alphabetical here); the title formats
 * and content buckets over-represented among them.
 */
@Section(name = "performance_analysis", order = 50)
public final class PerformanceSection implements AnalysisSection<PerformanceAnalysis> {

  @Override
  public PerformanceAnalysis compute(SectionInput input) {
    return compute(input.regular(), input.earlier(ContentStrategy.class));
  }

  public static PerformanceAnalysis compute(Corpus corpus, ContentStrategy buckets) {
    List<VideoSample> all = corpus.videos();
    List<VideoSample> top = corpus.topPerformers();
    Set<String> topIds = new HashSet<>(top.stream().map(VideoSample::videoId).toList());
    List<VideoSample> rest = all.stream().filter(v -> !topIds.contains(v.videoId())).toList();

    double allLength = minutes(all);
    double topLength = minutes(top);
    double allTitle = Stats.mean(all, v -> v.title().length());
    double topTitle = Stats.mean(top, v -> v.title().length());

    Map<String, Integer> hooks = new LinkedHashMap<>();
    Map<String, Integer> arcs = new LinkedHashMap<>();
    int transcripts = 0;
    for (VideoSample v : top) {
      List<Cue> cues = corpus.transcripts().get(v.videoId());
      if (cues != null && !cues.isEmpty()) {
        transcripts++;
        hooks.merge(TranscriptShapes.hookType(cues), 1, Integer::sum);
        arcs.merge(TranscriptShapes.narrativeArc(cues), 1, Integer::sum);
      }
    }
    String hook;
    String arc;
    if (transcripts > 0) {
      hook = mostCommon(hooks);
      arc = mostCommon(arcs);
    } else {
      // No transcript of a top performer could be read: the title is the only opening there is.
      for (VideoSample v : top) {
        hooks.merge(TranscriptShapes.hookOf(v.title()), 1, Integer::sum);
      }
      hook =
          top.isEmpty()
              ? "unknown"
              : mostCommon(hooks) + " (from titles; no transcript could be read)";
      arc = "unknown (no transcript of a top performer could be read)";
    }

    double topMedian = Stats.median(top.stream().map(VideoSample::viewsOrZero).toList());
    double restMedian = Stats.median(rest.stream().map(VideoSample::viewsOrZero).toList());
    // The multiple compares at equal age (each video against its age peers) where it can.
    EqualAgeScores equalAge = corpus.equalAge();
    Double topRatio = equalAge.medianRatio(top.stream().map(VideoSample::videoId).toList());
    Double restRatio = equalAge.medianRatio(rest.stream().map(VideoSample::videoId).toList());
    boolean atEqualAge = topRatio != null && restRatio != null && restRatio > 0;
    Double multiple = null;
    if (atEqualAge) {
      multiple = Stats.round(topRatio / restRatio, 2);
    } else if (restMedian > 0) {
      multiple = Stats.round(topMedian / restMedian, 2);
    }
    List<String> own = TitleFormats.ownNames(corpus, List.of());
    List<String> topFormats =
        overRepresented(top, all, v -> TitleFormats.formatsOf(v.title(), own));
    Map<String, String> bucketOf = new LinkedHashMap<>();
    for (ContentBucket b : buckets.contentBuckets()) {
      b.videos().forEach(ref -> bucketOf.put(ref.videoId(), b.bucketName()));
    }
    List<String> topBuckets =
        overRepresented(
            top,
            all,
            v ->
                bucketOf.containsKey(v.videoId()) ? List.of(bucketOf.get(v.videoId())) : List.of());

    List<String> insights = new ArrayList<>();
    if (multiple != null) {
      insights.add(
          String.format(
              Locale.ROOT,
              "The top %d videos have a median of %s views, %.2f× the other %d videos (median %s)%s.",
              top.size(),
              Stats.views(topMedian),
              multiple,
              rest.size(),
              Stats.views(restMedian),
              atEqualAge
                  ? String.format(
                      Locale.ROOT,
                      " at equal age (median equal-age ratio %.2f against %.2f)",
                      topRatio,
                      restRatio)
                  : ""));
    }
    if (allLength > 0) {
      insights.add(
          String.format(
              Locale.ROOT,
              "Top performers run %.1f minutes on average against %.1f for all videos (%+.1f min).",
              topLength,
              allLength,
              topLength - allLength));
    }
    insights.add(
        String.format(
            Locale.ROOT,
            "Their titles average %.0f characters against %.0f overall.",
            topTitle,
            allTitle));
    if (!topFormats.isEmpty()) {
      insights.add(
          "Title formats more common among top performers than overall: "
              + String.join(", ", topFormats)
              + ".");
    }
    if (!topBuckets.isEmpty()) {
      insights.add(
          "Content buckets more common among top performers than overall: "
              + String.join(", ", topBuckets)
              + ".");
    }
    ComparisonInsights comparison =
        new ComparisonInsights(
            topMedian,
            restMedian,
            multiple,
            Stats.round(topLength - allLength, 2),
            Stats.round(topTitle - allTitle, 1),
            topFormats,
            topBuckets,
            hooks,
            arcs,
            insights);
    return new PerformanceAnalysis(
        new PerformanceMetrics(Stats.round(allLength, 2), Stats.round(allTitle, 1)),
        new TopPerformers(
            Stats.round(topLength, 2),
            Stats.round(topTitle, 1),
            hook,
            arc,
            top.size(),
            transcripts,
            top.stream().map(VideoRef::of).toList()),
        comparison);
  }

  public static double minutes(List<VideoSample> videos) {
    return Stats.mean(
            videos.stream().map(VideoSample::durationSeconds).filter(Objects::nonNull).toList())
        / 60.0;
  }

  /** The most frequent key; ties go to the alphabetically first. */
  static <N extends Comparable<N>> String mostCommon(Map<String, N> counts) {
    return counts.entrySet().stream()
        .max(
            Map.Entry.<String, N>comparingByValue()
                .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
        .map(Map.Entry::getKey)
        .orElse("unknown");
  }

  /**
   * Labels whose share among {@code top} is higher than among {@code all}, most over-represented
   * first.
   */
  static List<String> overRepresented(
      List<VideoSample> top,
      List<VideoSample> all,
      java.util.function.Function<VideoSample, List<String>> labels) {
    if (top.isEmpty() || all.size() <= top.size()) {
      return List.of();
    }
    Map<String, Integer> inTop = new LinkedHashMap<>();
    Map<String, Integer> inAll = new LinkedHashMap<>();
    top.forEach(v -> labels.apply(v).forEach(l -> inTop.merge(l, 1, Integer::sum)));
    all.forEach(v -> labels.apply(v).forEach(l -> inAll.merge(l, 1, Integer::sum)));
    Map<String, Double> lift = new LinkedHashMap<>();
    inTop.forEach(
        (l, n) -> {
          double ratio = ((double) n / top.size()) / ((double) inAll.get(l) / all.size());
          if (ratio > 1.0 + 1e-9) {
            lift.put(l, ratio);
          }
        });
    return lift.entrySet().stream()
        .sorted(
            Map.Entry.<String, Double>comparingByValue()
                .reversed()
                .thenComparing(Map.Entry.comparingByKey()))
        .limit(3)
        .map(Map.Entry::getKey)
        .toList();
  }
}
