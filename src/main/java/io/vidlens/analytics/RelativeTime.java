package io.vidlens.analytics;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The platform's relative dates ("3 days ago", "Streamed 2 weeks ago") read as approximate days,
 * and days written back in the same style. Both relative to a given day: no clock inside.
 */
final class RelativeTime {

  private static final Pattern AGO =
      Pattern.compile(
          "(\\d+)\\s+(second|minute|hour|day|week|month|year)s?\\s+ago", Pattern.CASE_INSENSITIVE);

  private RelativeTime() {}

  /**
   * The day a relative text points at, counted back from {@code today} (a month is 30 days, a year
   * 365: the platform rounds as coarsely); empty when the text is not a relative date.
   */
  static Optional<LocalDate> dayOf(String text, LocalDate today) {
    if (text == null) {
      return Optional.empty();
    }
    Matcher m = AGO.matcher(text);
    if (!m.find()) {
      return Optional.empty();
    }
    long n = Long.parseLong(m.group(1));
    long days =
        switch (m.group(2).toLowerCase(Locale.ROOT)) {
          case "second", "minute", "hour" -> 0;
          case "day" -> n;
          case "week" -> n * 7;
          case "month" -> n * 30;
          default -> n * 365;
        };
    return Optional.of(today.minusDays(days));
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
