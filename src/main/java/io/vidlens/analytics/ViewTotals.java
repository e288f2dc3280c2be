package io.vidlens.analytics;

import java.util.List;

/**
 * The views of a channel's Shorts and long-form videos, summed over the pages read of each tab.
 *
 * @param shortViews sum of the Shorts tab's view counts (as shown: "895k views" counts 895,000)
 * @param longViews sum of the Videos tab's view counts (live streams and hidden counts add nothing)
 * @param videoPages pages of the Videos tab read
 * @param shortPages pages of the Shorts tab read (0 when the channel shows no Shorts tab)
 * @param videosComplete false when the Videos tab had more pages than the ceiling
 * @param shortsComplete false when the Shorts tab had more pages than the ceiling
 */
record ViewTotals(
    long shortViews,
    long longViews,
    int videoPages,
    int shortPages,
    boolean videosComplete,
    boolean shortsComplete) {

  boolean complete() {
    return videosComplete && shortsComplete;
  }

  /** The sum of the shown view counts of a tab's items (those without a count add nothing). */
  static long sum(List<Upload> uploads) {
    long total = 0;
    for (Upload u : uploads) {
      if (u.views() != null && !u.live()) {
        total = Math.addExact(total, u.views());
      }
    }
    return total;
  }

  /** One tab walked: its total, pages read, and whether its last page was reached. */
  record Tab(long views, int pages, boolean complete) {
    static final Tab NONE = new Tab(0, 0, true);
  }

  static ViewTotals of(Tab shorts, Tab videos) {
    return new ViewTotals(
        shorts.views(),
        videos.views(),
        videos.pages(),
        shorts.pages(),
        videos.complete(),
        shorts.complete());
  }
}
