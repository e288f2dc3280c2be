package io.vidlens.model;

/**
 * A count read from the platform's text. {@code exact} is false when the text was abbreviated
 * ("1.2M", "25m subscribers", "4.9 thousand"): the value is then the platform's rounding, not the
 * true number. Records hold a count as a nullable {@code Count} (null: the platform showed none);
 * the static readers below turn one into the nullable number a caller needs.
 */
public record Count(long value, boolean exact) {

  public Count {
    if (value < 0) {
      throw new IllegalArgumentException("a count is never negative: " + value);
    }
  }

  /** A count the platform gave as an integer (a JSON number, "1,234 views", "No views"). */
  public static Count exactly(long value) {
    return new Count(value, true);
  }

  /** The value, exact or rounded; null when there is no count. */
  public static Long valueOf(Count count) {
    return count == null ? null : count.value();
  }

  /** The value only when it is exact ("1,234"); null for a rounded count ("1.2K") or none. */
  public static Long exactValue(Count count) {
    return count == null || !count.exact() ? null : count.value();
  }
}
