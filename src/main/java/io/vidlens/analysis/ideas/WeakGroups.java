package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;

/**
 * The fallback buckets: the standalone videos as named weak groups, while there are fewer than
 * {@link ContentBuckets#MIN_BUCKETS} buckets: a title shape three or more of them share (questions,
 * first person, the viewer, numbers, remixes and edits), then a length band (twice the channel's
 * median length or more, half of it or less), then age bands ({@link AgeBands}); else the rest is
 * "Standalone videos". Each group holds at least {@link #MIN_SHAPE} videos and never leaves one
 * video alone. Confidence is their cohesion, at most {@link ContentBuckets#WEAK_CAP}: these are no
 * themes.
 */
final class WeakGroups {

  /** A weak group by title shape, length or age has at least three videos. */
  static final int MIN_SHAPE = 3;

  /** A named weak group: which standalone videos it takes. */
  private record WeakSplit(String label, String says, IntPredicate test) {}

  private WeakGroups() {}

  /** Adds the weak groups of the {@code standalone} videos to {@code buckets}. */
  static void add(
      List<Integer> standalone,
      List<VideoSample> regular,
      List<String> branding,
      EmbeddedVideos space,
      List<ContentBucket> buckets) {
    List<Integer> left = new ArrayList<>(standalone);
    for (WeakSplit split : splits(space.videos(), regular, branding)) {
      if (buckets.size() + (left.isEmpty() ? 0 : 1) >= ContentBuckets.MIN_BUCKETS) {
        break;
      }
      List<Integer> shaped = left.stream().filter(split.test()::test).toList();
      if (shaped.size() >= MIN_SHAPE && left.size() - shaped.size() != 1) {
        left.removeAll(shaped);
        buckets.add(BucketRecords.weak(split.label(), split.says(), shaped, space));
      }
    }
    String rest = ContentBuckets.STANDALONE;
    String restSays = "videos that belong to no series and share no theme strong enough to name";
    int missing = ContentBuckets.MIN_BUCKETS - buckets.size();
    int bands = Math.min(missing, left.size() / MIN_SHAPE);
    if (bands >= 2) {
      AgeBands.add(left, bands, space, buckets);
    }
    if (!left.isEmpty()) {
      buckets.add(BucketRecords.weak(rest, restSays, left, space));
    }
  }

  /** The title shapes, then the length bands when the channel's median length is known. */
  private static List<WeakSplit> splits(
      List<VideoSample> videos, List<VideoSample> regular, List<String> branding) {
    List<WeakSplit> splits = new ArrayList<>();
    for (TitleShape shape : TitleShape.values()) {
      // the shape of the title without the channel's branding ("| 24 News HD" is no number)
      splits.add(
          new WeakSplit(
              shape.label,
              shape.says,
              i -> shape.matches(unbranded(videos.get(i).title(), branding))));
    }
    double medianLength = VideoSample.medianLength(regular);
    if (medianLength > 0) {
      long longFrom = Math.round(2 * medianLength / 60);
      long shortUnder = Math.max(1, Math.round(medianLength / 2 / 60));
      splits.add(
          new WeakSplit(
              "Long videos (" + longFrom + " min or more)",
              "standalone videos twice the channel's median length or more",
              i -> length(videos.get(i)) >= longFrom * 60));
      splits.add(
          new WeakSplit(
              "Short videos (under " + shortUnder + " min)",
              "standalone videos half the channel's median length or less",
              i -> length(videos.get(i)) > 0 && length(videos.get(i)) < shortUnder * 60));
    }
    return splits;
  }

  /** The title without the channel's branded markers. */
  static String unbranded(String title, List<String> branding) {
    String out = title;
    for (String b : branding) {
      out = out.replaceAll("(?i)" + Pattern.quote(b), " ");
    }
    return out;
  }

  private static long length(VideoSample v) {
    return v.durationSeconds() == null ? 0 : v.durationSeconds();
  }
}
