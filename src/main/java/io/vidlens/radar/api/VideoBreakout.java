package io.vidlens.radar.api;

import java.time.Instant;
import java.util.List;

/**
 * A video's breakout score (docs/radar.md, "Breakout scores"): its views at its age against its
 * channel's usual at that age, as the breakout operation answers it, with the comparison videos.
 *
 * @param published null where only the listing's age is known
 * @param usualViews null without comparison videos
 * @param ratio null without a usual above 0
 * @param low the range's low end, null with the ratio
 * @param high the range's high end, null when unbounded
 * @param basis {@code trajectories} or {@code listing}
 * @param tracking whether the evidence holds ("tracking to N×"); else too early to say
 * @param comparisons the comparison videos with their views at the video's age
 */
public record VideoBreakout(
    String videoId,
    Instant published,
    double ageHours,
    long views,
    Double usualViews,
    Double ratio,
    Double low,
    Double high,
    String basis,
    boolean tracking,
    boolean breakout,
    String summary,
    List<Comparison> comparisons) {

  public VideoBreakout {
    comparisons = List.copyOf(comparisons);
  }

  /** A comparison video and its views at the scored video's age. */
  public record Comparison(String videoId, double views) {}
}
