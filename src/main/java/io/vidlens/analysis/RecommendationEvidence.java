package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.Evidence;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.List;

/**
 * The videos each strategic recommendation rests on, at least three when the channel has three
 * (topped up with its most viewed), at most five: performance patterns the top performers; content
 * formula the most viewed video of each leading bucket; audience the videos whose comments were
 * read; opportunities the best bucket's videos, then the weakest bucket's.
 */
final class RecommendationEvidence {

  static final int MAX = 5;

  private RecommendationEvidence() {}

  static List<Evidence> performance(Findings f) {
    List<Evidence> e = new ArrayList<>();
    f.corpus().topPerformers().forEach(v -> add(e, Evidence.of(v)));
    return done(e, f);
  }

  static List<Evidence> formula(Findings f) {
    List<Evidence> e = new ArrayList<>();
    for (ContentBucket b : f.content().contentBuckets().stream().limit(3).toList()) {
      best(b).ifPresent(v -> add(e, Evidence.of(v)));
    }
    return done(e, f);
  }

  static List<Evidence> audience(Findings f) {
    List<Evidence> e = new ArrayList<>();
    Corpus.top(f.corpus().videos(), f.corpus().videos().size()).stream()
        .filter(v -> f.corpus().comments().containsKey(v.videoId()))
        .forEach(v -> add(e, Evidence.of(v)));
    return done(e, f);
  }

  static List<Evidence> opportunities(Findings f) {
    List<Evidence> e = new ArrayList<>();
    List<ContentBucket> buckets = f.content().contentBuckets();
    if (!buckets.isEmpty()) {
      byViews(buckets.getFirst()).stream().limit(3).forEach(v -> add(e, Evidence.of(v)));
      if (buckets.size() > 1) {
        best(buckets.getLast()).ifPresent(v -> add(e, Evidence.of(v)));
      }
    }
    return done(e, f);
  }

  private static java.util.Optional<VideoRef> best(ContentBucket b) {
    return byViews(b).stream().findFirst();
  }

  private static List<VideoRef> byViews(ContentBucket b) {
    return b.videos().stream()
        .sorted(
            java.util.Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                .reversed())
        .toList();
  }

  private static void add(List<Evidence> list, Evidence e) {
    if (list.stream().noneMatch(o -> o.videoId().equals(e.videoId()))) {
      list.add(e);
    }
  }

  private static List<Evidence> done(List<Evidence> e, Findings f) {
    for (VideoSample v : Corpus.top(f.corpus().videos(), f.corpus().videos().size())) {
      if (e.size() >= 3) {
        break;
      }
      add(e, Evidence.of(v));
    }
    return List.copyOf(e.subList(0, Math.min(MAX, e.size())));
  }
}
