package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds the {@code ranges} of an {@link Estimate}. Money ends are rounded outward to two
 * significant figures (the priors' ranges carry no more: "$4-12"), percentages outward to one
 * decimal; either end is then widened to the answered value if rounding left it outside, so {@code
 * low <= value <= high} always holds.
 */
final class Ranges {

  private static final MathContext TWO_DOWN = new MathContext(2, RoundingMode.FLOOR);
  private static final MathContext TWO_UP = new MathContext(2, RoundingMode.CEILING);

  private final Map<String, Estimate.Range> ranges = new LinkedHashMap<>();

  /** A USD figure whose model range is {@code low..high} before rounding. */
  Ranges money(String field, BigDecimal value, double low, double high) {
    BigDecimal lo = BigDecimal.valueOf(Math.max(0, low)).round(TWO_DOWN).stripTrailingZeros();
    BigDecimal hi = BigDecimal.valueOf(Math.max(0, high)).round(TWO_UP).stripTrailingZeros();
    return put(field, value, lo, hi);
  }

  /** A USD figure whose range the answer already states, rounded as the figure is. */
  Ranges stated(String field, BigDecimal value, BigDecimal low, BigDecimal high) {
    return put(field, value, low, high);
  }

  /** A percentage whose range is {@code low..high} (percent) before rounding outward. */
  Ranges share(String field, BigDecimal value, double low, double high) {
    return put(
        field,
        value,
        BigDecimal.valueOf(Math.max(0, low)).setScale(Percentages.SCALE, RoundingMode.FLOOR),
        BigDecimal.valueOf(Math.min(100, high)).setScale(Percentages.SCALE, RoundingMode.CEILING));
  }

  private Ranges put(String field, BigDecimal value, BigDecimal lo, BigDecimal hi) {
    ranges.put(field, new Estimate.Range(normal(lo.min(value)), normal(hi.max(value))));
    return this;
  }

  /** Plain scale (no exponent notation on the wire), at least zero decimals. */
  private static BigDecimal normal(BigDecimal v) {
    BigDecimal s = v.stripTrailingZeros();
    return s.scale() < 0 ? s.setScale(0) : s;
  }

  Map<String, Estimate.Range> build() {
    return ranges;
  }
}
