package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The last fallback of the weak groups: the standalone videos by upload date, newest first, in as
 * many runs as the six buckets still need, each of {@link WeakGroups#MIN_SHAPE} videos or more
 * ("Standalone videos since Oct 2025", "… before Oct 2025"): how the latest fare next to the older.
 */
final class AgeBands {

  private static final ZoneOffset UTC = ZoneOffset.UTC;

  private static final DateTimeFormatter DAY =
      DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

  private static final DateTimeFormatter MONTH =
      DateTimeFormatter.ofPattern("MMM yyyy", Locale.ENGLISH);

  private AgeBands() {}

  /**
   * Adds up to {@code bands} age bands of the {@code left} videos to {@code buckets} and empties
   * {@code left}, when every one of them is dated and two bands or more can be cut; else nothing.
   */
  static void add(
      List<Integer> left, int bands, EmbeddedVideos space, List<ContentBucket> buckets) {
    List<VideoSample> videos = space.videos();
    List<Integer> dated =
        left.stream()
            .filter(i -> videos.get(i).publishedAt() != null)
            .sorted(Comparator.comparing((Integer i) -> videos.get(i).publishedAt()).reversed())
            .toList();
    List<List<Integer>> cut = ageBands(dated, videos, bands);
    if (cut.size() >= 2 && dated.size() == left.size()) {
      // months name the bands, days when the videos span less than three months
      long days =
          Duration.between(
                  videos.get(dated.getLast()).publishedAt(),
                  videos.get(dated.getFirst()).publishedAt())
              .toDays();
      DateTimeFormatter when = days >= 90 ? MONTH : DAY;
      left.clear();
      for (int b = 0; b < cut.size(); b++) {
        List<Integer> band = cut.get(b);
        String from = when.format(videos.get(band.getLast()).publishedAt().atZone(UTC));
        String to = when.format(videos.get(band.getFirst()).publishedAt().atZone(UTC));
        buckets.add(
            BucketRecords.weak(
                name(b, cut, when, videos, from, to),
                "standalone videos by upload date (an age band, not a theme), uploaded "
                    + (from.equals(to) ? from : from + " to " + to),
                band,
                space));
      }
    }
  }

  /** Band b's name: the newest "since", the oldest "before" the band after it, else its span. */
  private static String name(
      int b,
      List<List<Integer>> cut,
      DateTimeFormatter when,
      List<VideoSample> videos,
      String from,
      String to) {
    String previous =
        b == 0 ? "" : when.format(videos.get(cut.get(b - 1).getLast()).publishedAt().atZone(UTC));
    String standalone = ContentBuckets.STANDALONE;
    return b == 0
        ? standalone + " since " + from
        : b == cut.size() - 1
            ? standalone + " before " + previous
            : from.equals(to) ? standalone + " of " + from : standalone + " " + from + " to " + to;
  }

  /**
   * The videos (newest first) in {@code bands} runs of near-equal size, each of at least {@link
   * WeakGroups#MIN_SHAPE}; videos of the same day stay in one band.
   */
  static List<List<Integer>> ageBands(
      List<Integer> newestFirst, List<VideoSample> videos, int bands) {
    int n = newestFirst.size();
    List<List<Integer>> out = new ArrayList<>();
    int from = 0;
    for (int b = 0; b < bands && from < n; b++) {
      int left = bands - b - 1;
      if (left == 0) {
        out.add(newestFirst.subList(from, n));
        break;
      }
      int target = from + (n - from) / (bands - b);
      // a cut between two videos of the same day moves to the nearest day boundary that leaves
      // this band and the ones after it three videos or more
      int best = -1;
      for (int d = 0; d <= n && best < 0; d++) {
        for (int to : new int[] {target + d, target - d}) {
          if (to - from >= WeakGroups.MIN_SHAPE
              && n - to >= WeakGroups.MIN_SHAPE * left
              && to < n
              && !sameDay(videos, newestFirst.get(to), newestFirst.get(to - 1))) {
            best = to;
            break;
          }
        }
      }
      if (best < 0) {
        return bands > 2 ? ageBands(newestFirst, videos, bands - 1) : List.of();
      }
      out.add(newestFirst.subList(from, best));
      from = best;
    }
    return out;
  }

  private static boolean sameDay(List<VideoSample> videos, int a, int b) {
    return videos
        .get(a)
        .publishedAt()
        .truncatedTo(ChronoUnit.DAYS)
        .equals(videos.get(b).publishedAt().truncatedTo(ChronoUnit.DAYS));
  }
}
