package io.vidlens.analytics;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** Days written in the platform's relative style, relative to a given day: no clock inside. */
final class RelativeTime {

  private RelativeTime() {}

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
