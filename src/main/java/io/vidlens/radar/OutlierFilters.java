package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.model.ClientInput;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.MissingResourceException;

/**
 * The niche outlier search's filters as the caller gave them, checked (docs/radar.md, "Niche
 * outlier search"): every bad one is a 400 naming the parameter, before anything is read.
 *
 * @param text the meaning searched for, null for any
 * @param language ISO 639-3 ("eng"), null for any
 * @param publishedAfter, publishedBefore the upload window, null where open
 */
record OutlierFilters(
    String text,
    double minSimilarity,
    Format format,
    String language,
    Long minSubscribers,
    Long maxSubscribers,
    Instant publishedAfter,
    Instant publishedBefore,
    double minScore,
    int limit) {

  enum Format {
    ANY,
    LONG,
    SHORT
  }

  static final int MAX_TEXT = 200;
  static final double DEFAULT_SIMILARITY = 0.35;
  static final double DEFAULT_SCORE = 3;
  static final int DEFAULT_LIMIT = 25;
  static final int MAX_LIMIT = 100;
  static final int MAX_DAYS = 3650;

  private static final String INVALID = "Invalid search";

  /** The filters from the query's strings (null where not given). */
  static OutlierFilters parse(
      String q,
      String minSimilarity,
      String format,
      String language,
      String minSubscribers,
      String maxSubscribers,
      String publishedAfter,
      String publishedBefore,
      String days,
      String minScore,
      String limit,
      Clock clock) {
    String text = q == null || q.isBlank() ? null : q.strip();
    if (text != null && (text.length() > MAX_TEXT || ClientInput.hasControlCharacter(text))) {
      throw bad(
          "'q' is a text of at most " + MAX_TEXT + " characters, without control characters.");
    }
    Long min = count("minSubscribers", minSubscribers);
    Long max = count("maxSubscribers", maxSubscribers);
    if (min != null && max != null && min > max) {
      throw bad("'minSubscribers' is more than 'maxSubscribers'.");
    }
    Instant after = date("publishedAfter", publishedAfter);
    Instant before = date("publishedBefore", publishedBefore);
    if (days != null && !days.isBlank()) {
      if (after != null) {
        throw bad("Give 'days' or 'publishedAfter', not both.");
      }
      long d = number("days", days, 1, MAX_DAYS).longValue();
      if (d != Double.parseDouble(days)) {
        throw bad("'days' is a whole number of days from 1 to " + MAX_DAYS + ".");
      }
      after = clock.instant().minus(Duration.ofDays(d));
    }
    if (after != null && before != null && !after.isBefore(before)) {
      throw bad("'publishedAfter' is not before 'publishedBefore'.");
    }
    double limitNumber = number("limit", limit, 1, MAX_LIMIT).doubleValue();
    if (limit != null && !limit.isBlank() && limitNumber != Math.rint(limitNumber)) {
      throw bad("'limit' is a whole number from 1 to " + MAX_LIMIT + ".");
    }
    return new OutlierFilters(
        text,
        minSimilarity == null || minSimilarity.isBlank()
            ? DEFAULT_SIMILARITY
            : number("minSimilarity", minSimilarity, 0, 1).doubleValue(),
        format(format),
        language(language),
        min,
        max,
        after,
        before,
        minScore == null || minScore.isBlank()
            ? DEFAULT_SCORE
            : number("minScore", minScore, 0, 1000).doubleValue(),
        limit == null || limit.isBlank() ? DEFAULT_LIMIT : (int) limitNumber);
  }

  private static Format format(String format) {
    if (format == null || format.isBlank()) {
      return Format.ANY;
    }
    return switch (format.strip().toLowerCase(Locale.ROOT)) {
      case "any" -> Format.ANY;
      case "long" -> Format.LONG;
      case "short" -> Format.SHORT;
      default -> throw bad("'format' is one of any, long, short.");
    };
  }

  /** ISO 639-1 ("en") or 639-3 ("eng"), as the language detector names it (639-3). */
  private static String language(String language) {
    if (language == null || language.isBlank()) {
      return null;
    }
    String code = language.strip().toLowerCase(Locale.ROOT);
    if (code.matches("[a-z]{3}")) {
      return code;
    }
    if (code.matches("[a-z]{2}")) {
      try {
        String three = Locale.of(code).getISO3Language();
        if (!three.isEmpty()) {
          return three;
        }
      } catch (MissingResourceException unknown) {
        // falls through to the refusal
      }
    }
    throw bad("'language' is an ISO 639-1 or 639-3 code (en, eng).");
  }

  private static Long count(String name, String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    if (!value.strip().matches("\\d{1,15}")) {
      throw bad("'" + name + "' is a whole number of subscribers, 0 or more.");
    }
    return Long.parseLong(value.strip());
  }

  private static Number number(String name, String value, double from, double to) {
    if (value == null || value.isBlank()) {
      return from;
    }
    try {
      double d = Double.parseDouble(value.strip());
      if (Double.isFinite(d) && d >= from && d <= to && !value.strip().matches(".*[a-zA-Z].*")) {
        return d;
      }
    } catch (NumberFormatException notNumber) {
      // refused below
    }
    throw bad(
        "'"
            + name
            + "' is a number from "
            + plain(from)
            + " to "
            + plain(to)
            + "; got '"
            + ClientInput.echo(value)
            + "'.");
  }

  private static String plain(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  /**
   * A date ("2026-05-01", UTC midnight) or a date-time with offset: the client's text, read as an
   * instant (no platform date is read here).
   */
  private static Instant date(String name, String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    String text = value.strip();
    try {
      return Instant.parse(DAY.matcher(text).matches() ? text + "T00:00:00Z" : text);
    } catch (DateTimeParseException notDate) {
      throw bad(
          "'"
              + name
              + "' is a date (2026-05-01) or a date-time with offset (2026-05-01T00:00:00Z).");
    }
  }

  private static final java.util.regex.Pattern DAY =
      java.util.regex.Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

  private static ApiException bad(String details) {
    return ApiException.badRequest(INVALID, details);
  }
}
