package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import java.util.ArrayList;
import java.util.List;

/**
 * The videos each strategic recommendation rests on, at least three when the channel has three
 * (topped up with its best at equal age), at most five, each with its equal-age ratio ({@code
 * age_adjusted_score}): performance patterns the top performers; content formula the best video of
 * each leading bucket of three or more videos ({@link AdvisedBuckets}); audience the videos whose
 * comments were read; opportunities the best such bucket's three best videos, then the weakest
 * one's best.
 */
final class RecommendationEvidence {

  static final int MIN = 3;
  static final int MAX = 5;

  private RecommendationEvidence() {}

  static List<Evidence> performance(Findings f) {
    List<Evidence> e = new ArrayList<>();
    f.corpus().topPerformers().forEach(v -> add(e, Evidence.of(v)));
    return done(e, f);
  }

  static List<Evidence> formula(Findings f) {
    List<Evidence> e = new ArrayList<>();
    for (AdvisedBuckets.Standing b : AdvisedBuckets.of(f).stream().limit(3).toList()) {
      b.best().stream().findFirst().ifPresent(v -> add(e, Evidence.of(v)));
    }
    return done(e, f);
  }

  static List<Evidence> audience(Findings f) {
    List<Evidence> e = new ArrayList<>();
    f.corpus().equalAge().ranked().stream()
        .filter(v -> f.corpus().comments().containsKey(v.videoId()))
        .forEach(v -> add(e, Evidence.of(v)));
    return done(e, f);
  }

  static List<Evidence> opportunities(Findings f) {
    List<Evidence> e = new ArrayList<>();
    List<AdvisedBuckets.Standing> buckets = AdvisedBuckets.of(f);
    if (!buckets.isEmpty()) {
      buckets.getFirst().best().stream().limit(3).forEach(v -> add(e, Evidence.of(v)));
      if (buckets.size() > 1) {
        buckets.getLast().best().stream().findFirst().ifPresent(v -> add(e, Evidence.of(v)));
      }
    }
    return done(e, f);
  }

  private static void add(List<Evidence> list, Evidence e) {
    if (list.stream().noneMatch(o -> o.videoId().equals(e.videoId()))) {
      list.add(e);
    }
  }

  private static List<Evidence> done(List<Evidence> e, Findings f) {
    EqualAgeScores scores = f.corpus().equalAge();
    for (VideoSample v : scores.ranked()) {
      if (e.size() >= MIN) {
        break;
      }
      add(e, Evidence.of(v));
    }
    return e.subList(0, Math.min(MAX, e.size())).stream().map(x -> x.scored(scores)).toList();
  }
}
