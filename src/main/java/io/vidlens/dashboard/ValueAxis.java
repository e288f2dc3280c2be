package io.vidlens.dashboard;

import java.util.Collection;
import java.util.Map;

/**
 * A value axis scaled to its data: from zero when the values differ by a good part of their size,
 * else around them (a count growing 1.6 % is a flat line on an axis from zero), the chart's caption
 * then saying where the axis starts.
 *
 * @param min the axis's lower end
 * @param max its upper end
 * @param fromZero whether it starts at zero
 */
record ValueAxis(long min, long max, boolean fromZero) {

  /** Values differing by less than this share of the largest are drawn on an axis around them. */
  static final double SMALL_CHANGE = 0.2;

  static ValueAxis of(Collection<Long> values) {
    long lo = values.stream().mapToLong(Long::longValue).min().orElse(0);
    long hi = values.stream().mapToLong(Long::longValue).max().orElse(0);
    if (lo < 0 || hi <= 0 || hi - lo >= SMALL_CHANGE * hi) {
      return new ValueAxis(Math.min(0, lo), hi, true);
    }
    // Room of half the change either side (at least 1), so neither end sits on the frame.
    long pad = Math.max(1, (hi - lo) / 2);
    return new ValueAxis(Math.max(0, lo - pad), hi + pad, false);
  }

  /** Sets the spec's axis ends for charts.js. */
  void applyTo(Map<String, Object> spec) {
    spec.put("yMin", min);
    spec.put("yMax", max);
  }

  /** The caption's sentence on the axis: empty when it starts at zero. */
  String note() {
    return fromZero
        ? ""
        : " The value axis starts at "
            + DashboardFormat.grouped(min)
            + ", not at zero, so that the change can be seen.";
  }
}
