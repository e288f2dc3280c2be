package io.vidlens.platform.parse;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * English dates of the platform's labels: "Joined 9 Jul 2013" (en-GB), "Joined Jul 9, 2013"
 * (en-US), "Last updated on 13 Jan 2026". Other languages give an empty result.
 */
public final class JoinedDateParser {

  private static final Pattern DAY_FIRST =
      Pattern.compile("(\\d{1,2})\\s+([A-Za-z]{3,})\\.?\\s+(\\d{4})");
  private static final Pattern MONTH_FIRST =
      Pattern.compile("([A-Za-z]{3,})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})");
  private static final String MONTHS = "janfebmaraprmayjunjulaugsepoctnovdec";

  private JoinedDateParser() {}

  public static Optional<LocalDate> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    Matcher dayFirst = DAY_FIRST.matcher(text);
    if (dayFirst.find()) {
      return date(dayFirst.group(3), dayFirst.group(2), dayFirst.group(1));
    }
    Matcher monthFirst = MONTH_FIRST.matcher(text);
    while (monthFirst.find()) {
      Optional<LocalDate> date =
          date(monthFirst.group(3), monthFirst.group(1), monthFirst.group(2));
      if (date.isPresent()) {
        return date;
      }
    }
    return Optional.empty();
  }

  private static Optional<LocalDate> date(String year, String monthName, String day) {
    int index = MONTHS.indexOf(monthName.substring(0, 3).toLowerCase(Locale.ROOT));
    if (index < 0 || index % 3 != 0) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          LocalDate.of(Integer.parseInt(year), index / 3 + 1, Integer.parseInt(day)));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }
}
