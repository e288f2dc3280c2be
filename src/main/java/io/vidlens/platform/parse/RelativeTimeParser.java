package io.vidlens.platform.parse;

import io.vidlens.model.RelativeTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the platform's relative times ("3 days ago", "Streamed 2 weeks ago", "1 year ago"): the one
 * reading of such texts in Vidlens. Besides the long forms the platform writes compact ones at
 * random since mid-2026 ("13d ago", "3hr ago", "5min ago", "2w ago", "1mo ago", "1y ago"; issue
 * 39): both are read, in English, the one language the service asks the platform for
 * (docs/platform.md, "Compact relative times").
 */
public final class RelativeTimeParser {

  /**
   * An amount, a unit in its long or compact English spelling, then "ago". Compact units may follow
   * the amount without a space ("13d"). A bare "m" is not a unit: the platform writes "min" and
   * "mo", and "m" could be either.
   */
  private static final Pattern AGO =
      Pattern.compile(
          "\\b(\\d+)\\s*("
              + "seconds?|secs?|s"
              + "|minutes?|mins?"
              + "|hours?|hrs?|h"
              + "|days?|d"
              + "|weeks?|wks?|w"
              + "|months?|mos?"
              + "|years?|yrs?|y"
              + ")\\s+ago\\b",
          Pattern.CASE_INSENSITIVE);

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
    return Optional.of(new RelativeTime(Long.parseLong(m.group(1)), unit(m.group(2))));
  }

  /** The unit a spelling names: its first letter tells, but for "mi…" and "mo…". */
  private static ChronoUnit unit(String spelling) {
    String u = spelling.toLowerCase(Locale.ROOT);
    if (u.startsWith("mi")) {
      return ChronoUnit.MINUTES;
    }
    if (u.startsWith("mo")) {
      return ChronoUnit.MONTHS;
    }
    return switch (u.charAt(0)) {
      case 's' -> ChronoUnit.SECONDS;
      case 'h' -> ChronoUnit.HOURS;
      case 'd' -> ChronoUnit.DAYS;
      case 'w' -> ChronoUnit.WEEKS;
      default -> ChronoUnit.YEARS;
    };
  }

  /** {@link #read} as a nullable value, for record fields. */
  static RelativeTime orNull(String text) {
    return read(text).orElse(null);
  }
}
