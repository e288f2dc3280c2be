package io.vidlens.dashboard;

import io.vidlens.radar.api.VideoBreakout;
import java.util.Locale;

/**
 * A breakout score as a table row of the radar's pages: the ratio with its range whatever the
 * verdict, and the verdict in words, "tracking to N×" only when the radar says the evidence holds.
 *
 * @param link the video's page, or null where only the listing knows the video (no trajectory)
 */
record BreakoutRow(
    String videoId,
    String link,
    String age,
    String views,
    String usual,
    String ratio,
    String verdict,
    boolean tracking,
    boolean breakout,
    String basis,
    int comparisonVideos) {

  static BreakoutRow of(String watchlistId, VideoBreakout b) {
    boolean sampled = "trajectories".equals(b.basis());
    return new BreakoutRow(
        b.videoId(),
        sampled ? RadarController.videoPage(watchlistId, b.videoId()) : null,
        RadarCharts.age(b.ageHours()),
        DashboardFormat.grouped(b.views()),
        b.usualViews() == null ? "—" : DashboardFormat.grouped(Math.round(b.usualViews())),
        ratio(b),
        Character.toUpperCase(b.summary().charAt(0)) + b.summary().substring(1),
        b.tracking(),
        b.breakout(),
        sampled ? "stored samples" : "the channel's listing (equal-age group)",
        b.comparisons().size());
  }

  /** "5.1× (3.9× – 6.4×)"; "—" without a usual above 0. */
  private static String ratio(VideoBreakout b) {
    if (b.ratio() == null) {
      return "—";
    }
    return times(b.ratio())
        + " ("
        + times(b.low())
        + " – "
        + (b.high() == null ? "unbounded" : times(b.high()))
        + ")";
  }

  private static String times(double ratio) {
    return String.format(Locale.ROOT, "%.1f×", ratio);
  }
}
