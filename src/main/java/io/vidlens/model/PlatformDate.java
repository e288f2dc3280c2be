package io.vidlens.model;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Objects;

/**
 * A date the platform wrote, at the precision it wrote it: a date-time with offset
 * ("2015-01-27T21:14:36-08:00") names an instant, a bare date ("2015-01-27") only a day.
 *
 * @param day the calendar day, in the platform's own offset (never null)
 * @param instant the moment, or null when the platform gave no time of day with an offset
 */
public record PlatformDate(LocalDate day, Instant instant) {

  public PlatformDate {
    Objects.requireNonNull(day, "day");
  }

  /** Whether the platform named an instant, not only a day. */
  public boolean exact() {
    return instant != null;
  }

  /** The instant, or the start of the day (UTC) when only the day is known. */
  public Instant instantOrStartOfDay() {
    return instant != null ? instant : day.atStartOfDay().toInstant(ZoneOffset.UTC);
  }
}
