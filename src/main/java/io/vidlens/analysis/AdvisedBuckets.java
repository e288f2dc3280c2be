package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The content buckets advice may speak of: those of at least {@link #MIN_VIDEOS} videos (a median
 * of one or two videos is an anecdote), never the promotions' group nor the standalone videos, best
 * first by the median equal-age ratio of their videos ({@link EqualAgeScores}; buckets none of
 * whose videos could be compared come last, by median views).
 */
final class AdvisedBuckets {

  static final int MIN_VIDEOS = 3;

  /** A bucket with its median equal-age ratio (null when none of its videos was compared). */
  record Standing(ContentBucket bucket, Double medianRatio, List<VideoRef> best) {}

  private AdvisedBuckets() {}

  static List<Standing> of(Findings f) {
    EqualAgeScores scores = f.corpus().equalAge();
    Map<String, Double> ratios = scores.ratios();
    return f.content().contentBuckets().stream()
        .filter(b -> b.videoCount() >= MIN_VIDEOS)
        .filter(AdvisedBuckets::content)
        .map(
            b ->
                new Standing(
                    b,
                    scores.medianRatio(b.videos().stream().map(VideoRef::videoId).toList()),
                    b.videos().stream()
                        .sorted(
                            Comparator.comparing(
                                    (VideoRef v) -> ratios.get(v.videoId()),
                                    Comparator.nullsLast(Comparator.reverseOrder()))
                                .thenComparing(
                                    (VideoRef v) -> v.views() == null ? 0 : v.views(),
                                    Comparator.reverseOrder()))
                        .toList()))
        .sorted(
            Comparator.comparing(
                    Standing::medianRatio, Comparator.nullsLast(Comparator.reverseOrder()))
                .thenComparing(s -> s.bucket().medianViews(), Comparator.reverseOrder()))
        .toList();
  }

  /** How many buckets are too small to advise on. */
  static long tooSmall(Findings f) {
    return f.content().contentBuckets().stream()
        .filter(b -> b.videoCount() < MIN_VIDEOS)
        .filter(AdvisedBuckets::content)
        .count();
  }

  /**
   * The promotions' group and the standalone videos (the rest, or an age band of it) are no content
   * to make more or less of; title shapes and length bands are.
   */
  static boolean content(ContentBucket b) {
    return !b.bucketName().equals(ContentBuckets.PROMOTIONS)
        && !b.bucketName().startsWith(ContentBuckets.STANDALONE);
  }
}
