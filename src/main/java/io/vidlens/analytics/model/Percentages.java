package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Shares as percentages with one decimal that add up to exactly 100.0 (largest-remainder method:
 * every share is rounded down to a tenth, then the tenths still missing go to the shares with the
 * largest remainders; ties go to the earlier key, so the result is deterministic).
 */
final class Percentages {

  /** Decimal places of every percentage the models answer. */
  static final int SCALE = 1;

  private static final int UNITS = 1000; // tenths of a percent in 100%

  private Percentages() {}

  /**
   * {@code weights} (non-negative, in the order the answer keeps) as percentages summing to 100.0.
   * All-zero or empty weights answer all zeros (an empty map stays empty).
   */
  static <K> Map<K, BigDecimal> of(Map<K, Double> weights) {
    List<K> keys = new ArrayList<>(weights.keySet());
    double total = 0;
    for (double w : weights.values()) {
      if (!(w >= 0) || Double.isInfinite(w)) {
        throw new IllegalArgumentException("weights must be finite and non-negative: " + weights);
      }
      total += w;
    }
    Map<K, BigDecimal> out = new LinkedHashMap<>();
    if (total <= 0) {
      keys.forEach(k -> out.put(k, BigDecimal.ZERO.setScale(SCALE)));
      return out;
    }
    long[] units = new long[keys.size()];
    double[] remainders = new double[keys.size()];
    long assigned = 0;
    for (int i = 0; i < keys.size(); i++) {
      double exact = weights.get(keys.get(i)) / total * UNITS;
      units[i] = (long) Math.floor(exact);
      remainders[i] = exact - units[i];
      assigned += units[i];
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.<Integer>comparingDouble(i -> -remainders[i]).thenComparingInt(i -> i));
    for (int j = 0; assigned < UNITS; j = (j + 1) % order.size()) {
      units[order.get(j)]++;
      assigned++;
    }
    for (int i = 0; i < keys.size(); i++) {
      out.put(keys.get(i), BigDecimal.valueOf(units[i], SCALE));
    }
    return out;
  }

  /** Percentages of a list of weights, in the same order. */
  static List<BigDecimal> ofList(List<Double> weights) {
    Map<Integer, Double> indexed = new LinkedHashMap<>();
    for (int i = 0; i < weights.size(); i++) {
      indexed.put(i, weights.get(i));
    }
    return List.copyOf(of(indexed).values());
  }
}
