package io.vidlens.video;

import io.vidlens.model.PlatformDate;
import java.time.format.DateTimeFormatter;

/**
 * Small conversions from parsed values to wire values. What the platform did not state is null on
 * the wire (a count, a flag, a date), never a default that looks like data and never "" for a
 * number.
 */
final class WireValues {

  private WireValues() {}

  /** A count or length as digits; null when unknown. */
  static String digits(Long value) {
    return value == null || value < 0 ? null : Long.toString(value);
  }

  /** A flag as the platform stated it; null when it did not. */
  static Boolean flag(Boolean value) {
    return value;
  }

  /** A value such as a category or a date as given; null when the platform gave none. */
  static String known(String value) {
    return value == null || value.isBlank() ? null : value;
  }

  static String text(String value) {
    return value == null ? "" : value;
  }

  /**
   * The instant a platform date names as a UTC ISO 8601 instant ("2015-01-28T05:14:36Z"); null when
   * the platform gave no time of day or nothing at all.
   */
  static String utcInstant(PlatformDate date) {
    return date == null || !date.exact()
        ? null
        : DateTimeFormatter.ISO_INSTANT.format(date.instant());
  }

  /**
   * The calendar date (YYYY-MM-DD) a platform date names, in its own offset; null when it named
   * none.
   */
  static String calendarDate(PlatformDate date) {
    return date == null ? null : date.day().toString();
  }
}
