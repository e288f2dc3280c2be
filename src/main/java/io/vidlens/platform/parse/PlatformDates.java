package io.vidlens.platform.parse;

import io.vidlens.model.PlatformDate;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.regex.Pattern;

/**
 * Reads the platform's ISO dates ("2015-01-27T21:14:36-08:00", "2015-01-27") at their precision.
 */
public final class PlatformDates {

  private static final Pattern DATE_FIRST = Pattern.compile("\\d{4}-\\d{2}-\\d{2}([T ].*)?");

  private PlatformDates() {}

  /** The date {@code text} names; null when it names none. */
  public static PlatformDate read(String text) {
    if (text == null || !DATE_FIRST.matcher(text.trim()).matches()) {
      return null;
    }
    String value = text.trim();
    LocalDate day;
    try {
      day = LocalDate.parse(value.substring(0, 10));
    } catch (DateTimeException e) {
      return null;
    }
    try {
      return new PlatformDate(day, OffsetDateTime.parse(value).toInstant());
    } catch (DateTimeException e) {
      return new PlatformDate(day, null); // a day only, or a time without an offset
    }
  }
}
