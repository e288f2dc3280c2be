package io.vidlens.radar;

import io.vidlens.stats.Median;
import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;

/**
 * The quartiles of the views of a video's comparison videos (docs/radar.md, "Breakout scores"): the
 * median, and the lower and upper quartiles by linear interpolation (R type 7). One computation for
 * a score's usual and range and for the usual curve the dashboard draws.
 */
record Quartiles(double lower, double median, double upper) {

  /** The quartiles of {@code values} (in any order, at least one). */
  static Quartiles of(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    Percentile quartiles = new Percentile().withEstimationType(EstimationType.R_7);
    quartiles.setData(sorted);
    return new Quartiles(quartiles.evaluate(25), Median.of(sorted), quartiles.evaluate(75));
  }
}
