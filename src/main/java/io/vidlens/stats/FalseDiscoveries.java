package io.vidlens.stats;

import java.util.Arrays;

/**
 * The Benjamini–Hochberg procedure: of a family of tests, those kept at false discovery rate q are
 * the k smallest p, where k is the largest rank whose p is at most q·k/m. A family can hold more
 * tests than were run: groups looked at and passed over count too, since they were passed over for
 * what the data showed.
 */
public final class FalseDiscoveries {

  private FalseDiscoveries() {}

  /**
   * The level each p of the family must be at or below to be kept: q·k/m for the k kept, or q/m
   * (what the smallest p had to meet) when none is; {@code family} is raised to {@code p.length}.
   */
  public static double cut(double[] p, int family, double q) {
    int m = Math.max(family, p.length);
    double[] sorted = p.clone();
    Arrays.sort(sorted);
    int kept = 0;
    for (int rank = 1; rank <= sorted.length; rank++) {
      if (sorted[rank - 1] <= q * rank / m) {
        kept = rank;
      }
    }
    return q * Math.max(kept, 1) / m;
  }

  /** Which of {@code p}, a family of its own size, are kept at false discovery rate {@code q}. */
  public static boolean[] kept(double[] p, double q) {
    double cut = cut(p, p.length, q);
    boolean[] out = new boolean[p.length];
    for (int i = 0; i < p.length; i++) {
      out[i] = p[i] <= cut;
    }
    return out;
  }
}
