package io.vidlens.model;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

/**
 * The platform's relative times ("3 days ago", "Streamed 2 weeks ago", "1 year ago"), kept at the
 * precision they have: "3 days ago" names a day, not an instant. The platform's parsers read the
 * texts ({@code io.vidlens.platform.parse.RelativeTimeParser}); this is the value and its
 * arithmetic, with no clock inside (the caller says what "now" is). A month counts 30 days and a
 * year 365, as coarsely as the platform rounds.
 *
 * @param amount how many units back
 * @param unit the unit the text counts in (seconds to years)
 */
public record RelativeTime(long amount, ChronoUnit unit) {

  /** Whether the text names a day or coarser (not a time of day). */
  public boolean daysOrCoarser() {
    return unit.compareTo(ChronoUnit.DAYS) >= 0;
  }

  /**
   * The text in the platform's long English form ("13 days ago", "1 month ago"), whichever form it
   * was read from ("13d ago"), so answers built from it do not depend on the form the platform
   * happened to write.
   */
  public String text() {
    String word = unit.name().toLowerCase(Locale.ROOT);
    // ChronoUnit names are plural ("DAYS"): the singular drops the "s".
    return amount + " " + (amount == 1 ? word.substring(0, word.length() - 1) : word) + " ago";
  }

  /** The days it counts back: 0 below a day, a week 7, a month 30, a year 365. */
  public long days() {
    return switch (unit) {
      case DAYS -> amount;
      case WEEKS -> amount * 7;
      case MONTHS -> amount * 30;
      case YEARS -> amount * 365;
      default -> 0;
    };
  }

  /** The day it points at, counted back from {@code today}. */
  public LocalDate dayBefore(LocalDate today) {
    return today.minusDays(days());
  }

  /**
   * The time it points at, counted back from {@code now} at the text's precision: the start of the
   * day (UTC) for days and coarser, the start of the hour, minute or second otherwise.
   */
  public Instant before(Instant now) {
    if (daysOrCoarser()) {
      return dayBefore(LocalDate.ofInstant(now, ZoneOffset.UTC))
          .atStartOfDay()
          .toInstant(ZoneOffset.UTC);
    }
    return now.minus(amount, unit).truncatedTo(unit);
  }

  /**
   * The start of the calendar period the text names, counted back from {@code now} (UTC): "3 days
   * ago" and "2 weeks ago" the start of that day, "2 months ago" the first day of that month, "1
   * year ago" the first of January of that year, "4 hours ago" the start of that hour. Unlike
   * {@link #before}, months and years are calendar months and years, not 30 and 365 days, so the
   * answer claims no more than the text says.
   */
  public Instant periodStart(Instant now) {
    LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
    LocalDate day =
        switch (unit) {
          case MONTHS -> today.minusMonths(amount).withDayOfMonth(1);
          case YEARS -> today.minusYears(amount).withDayOfYear(1);
          default -> daysOrCoarser() ? today.minusDays(days()) : null;
        };
    return day == null
        ? now.minus(amount, unit).truncatedTo(unit)
        : day.atStartOfDay().toInstant(ZoneOffset.UTC);
  }
}
