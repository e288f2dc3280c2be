package io.vidlens.analytics;

import io.vidlens.model.Count;
import java.util.List;

/**
 * The views of a channel's Shorts and long-form videos, summed over the pages read of each tab.
 *
 * @param shorts the Shorts tab's sum (as shown: "895k views" counts 895,000)
 * @param videos the Videos tab's sum (live streams and hidden counts add nothing)
 * @param videoPages pages of the Videos tab read
 * @param shortPages pages of the Shorts tab read (0 when the channel shows no Shorts tab)
 * @param videosComplete false when the Videos tab had more pages than the ceiling
 * @param shortsComplete false when the Shorts tab had more pages than the ceiling
 */
record ViewTotals(
    Sum shorts,
    Sum videos,
    int videoPages,
    int shortPages,
    boolean videosComplete,
    boolean shortsComplete) {

  boolean complete() {
    return videosComplete && shortsComplete;
  }

  long shortViews() {
    return shorts.views();
  }

  long longViews() {
    return videos.views();
  }

  /**
   * Shown view counts added up: their total, how many were added and how many of those were the
   * platform's rounding ("895K") rather than exact ({@link Count#exact()}).
   */
  record Sum(long views, int counts, int rounded) {
    static final Sum NONE = new Sum(0, 0, 0);

    Sum plus(Sum other) {
      return new Sum(
          Math.addExact(views, other.views), counts + other.counts, rounded + other.rounded);
    }

    /** Whether every count added was exact (true too when none was). */
    boolean exact() {
      return rounded == 0;
    }
  }

  /** The sum of the shown view counts of a tab's items (those without a count add nothing). */
  static Sum sum(List<Upload> uploads) {
    Sum total = Sum.NONE;
    for (Upload u : uploads) {
      Count count = u.viewCount();
      if (count != null && !u.live()) {
        total = total.plus(new Sum(count.value(), 1, count.exact() ? 0 : 1));
      }
    }
    return total;
  }

  /** One tab walked: its sum, pages read, and whether its last page was reached. */
  record Tab(Sum sum, int pages, boolean complete) {
    static final Tab NONE = new Tab(Sum.NONE, 0, true);
  }

  static ViewTotals of(Tab shorts, Tab videos) {
    return new ViewTotals(
        shorts.sum(),
        videos.sum(),
        videos.pages(),
        shorts.pages(),
        videos.complete(),
        shorts.complete());
  }
}
