package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Rounding of USD amounts and RPMs to the precision the models have: two significant figures (the
 * priors' RPM ranges carry no more: "$4-12", "$0.02-0.08"), and never finer than cents; half up,
 * written with two decimals. Monotone, so min &lt;= mid &lt;= max survives rounding.
 */
final class Money {

  static final int SCALE = 2;

  /** Significant figures the priors support. */
  static final int SIGNIFICANT = 2;

  private static final MathContext FIGURES = new MathContext(SIGNIFICANT, RoundingMode.HALF_UP);

  /** Below this, two significant figures are finer than cents: cents it is. */
  private static final BigDecimal CENTS_BELOW = new BigDecimal("0.1");

  private Money() {}

  static BigDecimal usd(double amount) {
    if (!Double.isFinite(amount) || amount < 0) {
      throw new IllegalArgumentException("amount must be finite and non-negative: " + amount);
    }
    BigDecimal exact = BigDecimal.valueOf(amount);
    BigDecimal rounded = exact.compareTo(CENTS_BELOW) < 0 ? exact : exact.round(FIGURES);
    return rounded.setScale(SCALE, RoundingMode.HALF_UP);
  }
}
