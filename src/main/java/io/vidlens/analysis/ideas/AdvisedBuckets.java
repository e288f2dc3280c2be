package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
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

  /**
   * A bucket stands out from the channel's usual at a median equal-age ratio of 1.25 or more, and
   * falls behind at 0.8 or less (the same distance on a log scale); between, its difference is
   * within what three to ten videos vary by, and no advice rests on it.
   */
  static final double STANDS_OUT = 1.25;

  static final double FALLS_BEHIND = 1 / STANDS_OUT;

  /** Whether any video could be compared at equal age (else buckets stand by median views). */
  static boolean compared(Findings f) {
    return !f.corpus().equalAge().views().scored().isEmpty();
  }

  /**
   * The bucket's standing against the channel's usual: its median equal-age ratio, or where no
   * video was compared its median views over the channel's median; null when neither is known.
   */
  static Double standing(Standing s, Findings f) {
    return standing(s.medianRatio(), s.bucket().medianViews(), f);
  }

  /** As {@link #standing(Standing, Findings)} for any group: its median ratio and median views. */
  static Double standing(Double medianRatio, double medianViews, Findings f) {
    if (medianRatio != null) {
      return medianRatio;
    }
    if (compared(f)) {
      return null;
    }
    double median =
        Stats.median(f.corpus().videos().stream().map(VideoSample::viewsOrZero).toList());
    return median > 0 ? medianViews / median : null;
  }

  static boolean standsOut(Standing s, Findings f) {
    Double r = standing(s, f);
    return r != null && r >= STANDS_OUT;
  }

  static boolean standsOut(Double medianRatio, double medianViews, Findings f) {
    Double r = standing(medianRatio, medianViews, f);
    return r != null && r >= STANDS_OUT;
  }

  static boolean fallsBehind(Standing s, Findings f) {
    Double r = standing(s, f);
    return r != null && r <= FALLS_BEHIND;
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
