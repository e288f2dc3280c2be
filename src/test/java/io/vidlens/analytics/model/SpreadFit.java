package io.vidlens.analytics.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The out-of-sample check of the one number fitted to disclosed figures, {@code channelSpread}
 * (issue 24 point 7). A spread {@code f} answers each figure's range as its category range with the
 * low end divided by {@code f} and the high end multiplied by it ({@link RpmModel.Rpm#spread}), so
 * with the unwidened range {@code [low1, high1]} (the model run at spread 1) a disclosed RPM {@code
 * d} is inside at {@code f} when {@code low1 / f <= d <= high1 * f}.
 *
 * <p>The fitting rule: the smallest {@code f} on a grid of {@value #STEP} steps from 1 to {@value
 * #MAX} under which at least {@value #TARGET} of the fitting figures fall inside. Leave one creator
 * out: for each creator, the spread is fitted on every other creator's figures and only that
 * creator's figures are scored with it, so what is fitted is never what is scored (a creator with
 * several figures leaves all of them out together).
 */
final class SpreadFit {

  static final double TARGET = 0.8;
  static final double STEP = 0.05;
  static final double MAX = 8.0;

  /** One disclosed figure against its unwidened range. */
  record Figure(String creator, double disclosed, double low1, double high1) {
    boolean inside(double spread) {
      return low1 / spread <= disclosed * (1 + 1e-9) && disclosed <= high1 * spread * (1 + 1e-9);
    }
  }

  /**
   * @param fullFit the spread fitted on every figure
   * @param shipped the spread the priors ship
   * @param insideShipped figures inside at the shipped spread (in sample: it was set from them)
   * @param insideOutOfSample figures inside at the spread fitted without their creator
   * @param foldSpreads the spread fitted in each fold, by creator
   */
  record Outcome(
      double fullFit,
      double shipped,
      long insideShipped,
      long insideOutOfSample,
      int figures,
      int creators,
      Map<String, Double> foldSpreads) {

    String summary() {
      double min = foldSpreads.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
      double max = foldSpreads.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
      return String.format(
          Locale.ROOT,
          "Out of sample (leave one creator out, %d creators, %d figures): the spread fitted"
              + " without each creator (the smallest holding %.0f%% of the others' figures)"
              + " ranges %.2f-%.2f, and **%d of %d** figures fall inside the range it gives; in"
              + " sample, at the shipped spread %.2f, %d of %d (fitted on all figures: %.2f).",
          creators,
          figures,
          TARGET * 100,
          min,
          max,
          insideOutOfSample,
          figures,
          shipped,
          insideShipped,
          figures,
          fullFit);
    }
  }

  private SpreadFit() {}

  /** The smallest spread on the grid that holds at least {@link #TARGET} of {@code figures}. */
  static double fit(List<Figure> figures) {
    int steps = (int) Math.round((MAX - 1) / STEP);
    for (int i = 0; i <= steps; i++) {
      double f = 1 + i * STEP;
      long inside = figures.stream().filter(x -> x.inside(f)).count();
      if (inside >= TARGET * figures.size()) {
        return round(f);
      }
    }
    return MAX;
  }

  static Outcome leaveOneCreatorOut(List<Figure> figures, double shipped) {
    Map<String, Double> folds = new TreeMap<>();
    long outside = 0;
    for (String creator : figures.stream().map(Figure::creator).distinct().toList()) {
      List<Figure> rest = new ArrayList<>();
      List<Figure> held = new ArrayList<>();
      for (Figure x : figures) {
        (x.creator().equals(creator) ? held : rest).add(x);
      }
      double f = fit(rest);
      folds.put(creator, f);
      outside += held.stream().filter(x -> !x.inside(f)).count();
    }
    return new Outcome(
        fit(figures),
        shipped,
        figures.stream().filter(x -> x.inside(shipped)).count(),
        figures.size() - outside,
        figures.size(),
        folds.size(),
        folds);
  }

  private static double round(double f) {
    return Math.round(f * 100) / 100.0;
  }
}
