package io.vidlens.stats;

import java.util.Arrays;

/** The median: the middle value, or the mean of the two middle values of an even count. */
public final class Median {

  private Median() {}

  /** The median of {@code values} (in any order); 0 when there are none. */
  public static double of(double... values) {
    if (values.length == 0) {
      return 0;
    }
    double[] v = values.clone();
    Arrays.sort(v);
    int mid = v.length / 2;
    return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  }
}
