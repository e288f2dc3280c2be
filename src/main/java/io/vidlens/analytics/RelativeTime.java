package io.vidlens.analytics;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * The platform's relative dates read as days, and days written back in the same style. Both
 * relative to a given day: no clock inside.
 */
final class RelativeTime {

  private RelativeTime() {}

  /**
   * The day a relative text points at, counted back from {@code today}; empty when the text is not
   * a relative date (read by {@link io.vidlens.model.RelativeTime}).
   */
  static Optional<LocalDate> dayOf(String text, LocalDate today) {
    return io.vidlens.model.RelativeTime.parse(text).map(t -> t.dayBefore(today));
  }

  /**
   * {@code day} as the platform would write it on {@code today}: "today", "1 day ago", "5 days
   * ago", "2 weeks ago", "3 months ago", "1 year ago" (whole units, rounded down).
   */
  static String ago(LocalDate day, LocalDate today) {
    long days = Math.max(0, ChronoUnit.DAYS.between(day, today));
    if (days == 0) {
      return "today";
    }
    if (days < 7) {
      return plural(days, "day");
    }
    if (days < 30) {
      return plural(days / 7, "week");
    }
    if (days < 365) {
      return plural(Math.max(1, days / 30), "month");
    }
    return plural(days / 365, "year");
  }

  private static String plural(long n, String unit) {
    return n + " " + unit + (n == 1 ? "" : "s") + " ago";
  }
}
