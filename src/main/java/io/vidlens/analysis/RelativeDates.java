package io.vidlens.analysis;

import io.vidlens.catalog.model.RelativeTime;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

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
