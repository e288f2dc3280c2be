package io.vidlens.analysis.corpus;

import io.vidlens.stats.Median;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** Means and medians of what is known (nulls left out), rounded for the wire. */
public final class Stats {

  private Stats() {}

  public static double median(Collection<? extends Number> values) {
    return Median.of(
        values.stream()
            .filter(java.util.Objects::nonNull)
            .mapToDouble(Number::doubleValue)
            .toArray());
  }

  public static double mean(Collection<? extends Number> values) {
    return values.stream()
        .filter(java.util.Objects::nonNull)
        .mapToDouble(Number::doubleValue)
        .average()
        .orElse(0);
  }

  public static <T> double mean(List<T> items, ToDoubleFunction<T> f) {
    return items.stream().mapToDouble(f).average().orElse(0);
  }

  public static double round(double value, int decimals) {
    double scale = Math.pow(10, decimals);
    return Math.round(value * scale) / scale;
  }

  static double[] sorted(double[] values) {
    double[] copy = values.clone();
    Arrays.sort(copy);
    return copy;
  }

  public static double clamp(double value, double min, double max) {
    return Math.max(min, Math.min(max, value));
  }

  public static String count(long n) {
    return String.format(java.util.Locale.ROOT, "%,d", n);
  }

  public static String views(double n) {
    if (n >= 1_000_000) {
      return String.format(java.util.Locale.ROOT, "%.1fM", n / 1_000_000);
    }
    if (n >= 1_000) {
      return String.format(java.util.Locale.ROOT, "%.1fK", n / 1_000);
    }
    return String.format(java.util.Locale.ROOT, "%.0f", n);
  }
}
