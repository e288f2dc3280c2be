package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Rounding of USD amounts and RPMs: cents, half up (monotone, so min <= mid <= max survives). */
final class Money {

  static final int SCALE = 2;

  private Money() {}

  static BigDecimal usd(double amount) {
    if (!Double.isFinite(amount) || amount < 0) {
      throw new IllegalArgumentException("amount must be finite and non-negative: " + amount);
    }
    return BigDecimal.valueOf(amount).setScale(SCALE, RoundingMode.HALF_UP);
  }
}
