package io.vidlens.analysis;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Publish times: the player's ISO dates, or the list's relative text ("3 weeks ago") made
 * approximate.
 */
final class RelativeDates {

  private static final Pattern AGO =
      Pattern.compile(
          "(\\d+)\\s+(second|minute|hour|day|week|month|year)s?\\s+ago", Pattern.CASE_INSENSITIVE);

  private RelativeDates() {}

  /** "Streamed 2 weeks ago" → now − 14 days; null when the text says no such thing. */
  static Instant ago(String text, Instant now) {
    if (text == null) {
      return null;
    }
    Matcher m = AGO.matcher(text);
    if (!m.find()) {
      return null;
    }
    long n = Long.parseLong(m.group(1));
    double days =
        switch (m.group(2).toLowerCase(Locale.ROOT)) {
          case "second" -> n / 86_400.0;
          case "minute" -> n / 1_440.0;
          case "hour" -> n / 24.0;
          case "day" -> n;
          case "week" -> n * 7.0;
          case "month" -> n * ChannelDataSection.DAYS_PER_MONTH;
          default -> n * 365.25;
        };
    return now.minus(Duration.ofMinutes(Math.round(days * 1_440)));
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
