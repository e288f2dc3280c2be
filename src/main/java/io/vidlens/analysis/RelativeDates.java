package io.vidlens.analysis;

import io.vidlens.model.RelativeTime;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/**
 * Publish times: the player's ISO dates, or the list's relative text ("3 weeks ago") made
 * approximate.
 */
final class RelativeDates {

  private RelativeDates() {}

  /**
   * "Streamed 2 weeks ago" → the start of the day 14 days before {@code now}, at the precision the
   * text has ({@link RelativeTime}); null when the text says no such thing.
   */
  static Instant ago(String text, Instant now) {
    return RelativeTime.parse(text).map(t -> t.before(now)).orElse(null);
  }

  /**
   * A publish time as the result writes it: ISO 8601 in UTC to the second at most (a derived time
   * is already coarser: {@link RelativeTime#before}); null stays null.
   */
  static String wire(Instant time) {
    return time == null ? null : time.truncatedTo(ChronoUnit.SECONDS).toString();
  }

  /** "2024-01-15T06:00:00-08:00" or "2024-01-15"; null for anything else. */
  static Instant iso(String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return OffsetDateTime.parse(text).toInstant();
    } catch (DateTimeParseException e) {
      try {
        return LocalDate.parse(text.length() >= 10 ? text.substring(0, 10) : text)
            .atStartOfDay()
            .toInstant(ZoneOffset.UTC);
      } catch (DateTimeParseException again) {
        return null;
      }
    }
  }
}
