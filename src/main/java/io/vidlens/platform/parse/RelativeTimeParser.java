package io.vidlens.platform.parse;

import io.vidlens.model.RelativeTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the platform's relative times ("3 days ago", "Streamed 2 weeks ago", "1 year ago"): the one
 * reading of such texts in Vidlens.
 */
public final class RelativeTimeParser {

  private static final Pattern AGO =
      Pattern.compile(
          "(\\d+)\\s+(second|minute|hour|day|week|month|year)s?\\s+ago", Pattern.CASE_INSENSITIVE);

  private RelativeTimeParser() {}

  /** The relative time a text states; empty when it states none ("Premieres soon"). */
  public static Optional<RelativeTime> read(String text) {
    if (text == null) {
      return Optional.empty();
    }
    Matcher m = AGO.matcher(text);
    if (!m.find()) {
      return Optional.empty();
    }
    ChronoUnit unit =
        switch (m.group(2).toLowerCase(Locale.ROOT)) {
          case "second" -> ChronoUnit.SECONDS;
          case "minute" -> ChronoUnit.MINUTES;
          case "hour" -> ChronoUnit.HOURS;
          case "day" -> ChronoUnit.DAYS;
          case "week" -> ChronoUnit.WEEKS;
          case "month" -> ChronoUnit.MONTHS;
          default -> ChronoUnit.YEARS;
        };
    return Optional.of(new RelativeTime(Long.parseLong(m.group(1)), unit));
  }

  /** {@link #read} as a nullable value, for record fields. */
  static RelativeTime orNull(String text) {
    return read(text).orElse(null);
  }
}
