package io.vidlens.radar;

import java.util.Locale;

/**
 * A video's views at its age against the channel's usual at that age (docs/radar.md, "Breakout
 * scores"): {@code ratio = views / median(peers)}, its range the interquartile range of the ratio
 * over the peers ({@code views / Q3} to {@code views / Q1}). "Tracking to N× its usual" only once
 * the evidence holds: the video at least {@link #MIN_AGE_HOURS} old, at least {@link #MIN_PEERS}
 * comparison videos, and the range's low end above 1; otherwise too early to say, with why. A
 * breakout is a tracking video whose ratio reaches the watchlist's threshold. Free of I/O.
 *
 * @param usualViews the median views of the peers at this age; null without peers
 * @param ratio views over the usual; null when there is no usual above 0
 * @param low views over the peers' upper quartile (null with the ratio)
 * @param high views over the peers' lower quartile (null when that quartile is 0)
 */
record BreakoutScore(
    int comparisonVideos,
    Double usualViews,
    Double ratio,
    Double low,
    Double high,
    boolean tracking,
    boolean breakout,
    String summary) {

  /** The fewest comparison videos a usual is trusted on. */
  static final int MIN_PEERS = 5;

  /** Under this age a video's views say little yet (they hang on when its audience was told). */
  static final double MIN_AGE_HOURS = 6;

  /**
   * @param ageHours the video's age when its views were read
   * @param ageNowHours its age now (the same for a listing's views)
   */
  static BreakoutScore of(
      long views, double ageHours, double ageNowHours, double[] peers, double threshold) {
    int n = peers.length;
    Quartiles q = n == 0 ? null : Quartiles.of(peers);
    Double usual = q == null ? null : q.median();
    Double ratio = usual == null || usual <= 0 ? null : views / usual;
    Double low = null;
    Double high = null;
    if (ratio != null) {
      low = views / q.upper();
      high = q.lower() > 0 ? views / q.lower() : null;
    }
    String why = tooEarly(ageHours, ageNowHours, n, ratio, low, high);
    if (why != null) {
      return new BreakoutScore(
          n, usual, ratio, low, high, false, false, "too early to say: " + why);
    }
    return new BreakoutScore(
        n,
        usual,
        ratio,
        low,
        high,
        true,
        ratio >= threshold,
        "tracking to " + times(ratio) + " its usual");
  }

  private static String tooEarly(
      double ageHours, double ageNowHours, int n, Double ratio, Double low, Double high) {
    if (ageHours < MIN_AGE_HOURS) {
      return String.format(
          Locale.ROOT,
          "%.0f hours old; the first %.0f hours say little yet",
          Math.floor(ageNowHours),
          MIN_AGE_HOURS);
    }
    if (n < MIN_PEERS) {
      return n
          + " of the channel's other videos have views around this age; "
          + MIN_PEERS
          + " are needed";
    }
    if (ratio == null) {
      return "the channel's usual views at this age are 0";
    }
    if (low <= 1) {
      return "its range ("
          + times(low)
          + " to "
          + (high == null ? "unbounded" : times(high))
          + ") does not clear its usual";
    }
    return null;
  }

  private static String times(double ratio) {
    return String.format(Locale.ROOT, "%.1f×", ratio);
  }
}
