package io.vidlens.video;

import io.vidlens.catalog.Videos;
import io.vidlens.model.Count;
import io.vidlens.model.WatchPage;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

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
   * The platform's date-time with offset ("2015-01-27T21:14:36-08:00") as a UTC ISO 8601 instant
   * ("2015-01-28T05:14:36Z"); null when the platform gave no time of day or nothing at all.
   */
  static String utcInstant(String platformDateTime) {
    if (platformDateTime == null || platformDateTime.isBlank()) {
      return null;
    }
    try {
      return DateTimeFormatter.ISO_INSTANT.format(
          OffsetDateTime.parse(platformDateTime.trim()).withOffsetSameInstant(ZoneOffset.UTC));
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  /**
   * The calendar date (YYYY-MM-DD) the platform's date or date-time names, in its own offset; null
   * when it named none.
   */
  static String calendarDate(String platformDateTime) {
    if (platformDateTime == null) {
      return null;
    }
    String value = platformDateTime.trim();
    return value.matches("\\d{4}-\\d{2}-\\d{2}([T ].*)?") ? value.substring(0, 10) : null;
  }

  /** A count only when {@code text} states it exactly ("365", "5,145"); null for "5.1k" or none. */
  static Long exactCount(String text) {
    return Videos.count(text).filter(Count::exact).map(Count::value).orElse(null);
  }

  /**
   * The watch page's like count when it is exact. The parser prefers the like button's
   * accessibility text ("along with 31,009 other people") over its rounded title ("31k") but does
   * not say which it used: a value that differs from the title's reading came from the
   * accessibility text, and a title without a magnitude is exact by itself.
   */
  static Long exactLikes(WatchPage watch) {
    if (watch == null || watch.likeCount() == null) {
      return null;
    }
    Optional<Count> title = Videos.count(watch.likeCountText());
    if (title.isEmpty() || title.get().exact() || title.get().value() != watch.likeCount()) {
      return watch.likeCount();
    }
    return null;
  }
}
