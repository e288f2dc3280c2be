package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A one-sided stratified permutation test of a group's equal-age ratios against the rest's: the
 * statistic is the difference of the medians of the log ratios (group minus rest), and the group's
 * labels are shuffled only among videos of the same stratum (episode stage, length), so a series'
 * first episode trades places only with other first episodes. The generator is seeded, so the same
 * channel gives the same p every time. p = (1 + permutations at least as extreme) / (1 + {@link
 * #PERMUTATIONS}).
 */
final class PermutationTest {

  static final int PERMUTATIONS = 10_000;

  /** Fixed so that a result is reproducible; any seed gives a p within ±0.01 of another's. */
  static final long SEED = 37L;

  private PermutationTest() {}

  /** A scored video: its log equal-age ratio, whether it is in the group, and its stratum. */
  record Point(double logRatio, boolean inGroup, String stratum) {}

  /**
   * The p-value that the group's ratios are as far above ({@code greater}) or below the rest's as
   * observed by chance alone.
   */
  static double pValue(List<Point> points, boolean greater) {
    int n = points.size();
    double[] values = new double[n];
    boolean[] labels = new boolean[n];
    Map<String, List<Integer>> strata = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      values[i] = points.get(i).logRatio();
      labels[i] = points.get(i).inGroup();
      strata.computeIfAbsent(points.get(i).stratum(), k -> new ArrayList<>()).add(i);
    }
    double observed = statistic(values, labels);
    SplittableRandom random = new SplittableRandom(SEED);
    int extreme = 0;
    boolean[] shuffled = labels.clone();
    for (int p = 0; p < PERMUTATIONS; p++) {
      for (List<Integer> stratum : strata.values()) {
        shuffleWithin(stratum, shuffled, random);
      }
      double s = statistic(values, shuffled);
      // a tolerance so that ties with the observed value count as "as extreme"
      if (greater ? s >= observed - 1e-12 : s <= observed + 1e-12) {
        extreme++;
      }
    }
    return (1.0 + extreme) / (1.0 + PERMUTATIONS);
  }

  /** Fisher-Yates over the labels of one stratum's videos. */
  private static void shuffleWithin(List<Integer> idx, boolean[] labels, SplittableRandom random) {
    for (int i = idx.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      boolean t = labels[idx.get(i)];
      labels[idx.get(i)] = labels[idx.get(j)];
      labels[idx.get(j)] = t;
    }
  }

  private static double statistic(double[] values, boolean[] labels) {
    List<Double> in = new ArrayList<>();
    List<Double> out = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      (labels[i] ? in : out).add(values[i]);
    }
    return Stats.median(in) - Stats.median(out);
  }

  /** Log ratios so that 2× and 0.5× are the same distance from the usual 1×. */
  static double log(double ratio) {
    return Math.log(Math.max(ratio, 1e-6));
  }
}
