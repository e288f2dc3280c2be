package io.vidlens.dashboard;

import io.vidlens.access.AccountRole;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.springframework.stereotype.Component;

/** Formatting for the pages (as {@code @dashboardFormat} in templates); times are shown in UTC. */
@Component("dashboardFormat")
class DashboardFormat {

  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter SECONDS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);

  public String time(Instant instant) {
    return instant == null ? "" : TIME.format(instant);
  }

  public String seconds(Instant instant) {
    return instant == null ? "" : SECONDS.format(instant);
  }

  public String date(Instant instant) {
    return instant == null ? "" : DATE.format(instant);
  }

  public String iso(Instant instant) {
    return instant == null ? "" : instant.toString();
  }

  /**
   * A role in the one wording every page uses: "operator" or "account holder" (never the stored
   * name "user").
   */
  public String role(AccountRole role) {
    return role.inWords();
  }

  /**
   * How long from one instant to the next in words ("4 s", "2 min 5 s", "1 h 3 min"); "" if
   * unknown.
   */
  public String duration(Instant from, Instant to) {
    if (from == null || to == null || to.isBefore(from)) {
      return "";
    }
    long seconds = java.time.Duration.between(from, to).toSeconds();
    if (seconds < 60) {
      return seconds + " s";
    }
    if (seconds < 3600) {
      return seconds / 60 + " min" + (seconds % 60 == 0 ? "" : " " + seconds % 60 + " s");
    }
    long minutes = seconds / 60;
    return minutes / 60 + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
  }

  public String number(long value) {
    return grouped(value);
  }

  /** A count with its thousands grouped, "1,234,567", as pages show counts. */
  static String grouped(long value) {
    return NumberFormat.getIntegerInstance(Locale.ENGLISH).format(value);
  }

  /** A wait in words, rounded up: "12 seconds", "1 minute", "36 minutes", "2 hours". */
  static String waitInWords(long seconds) {
    if (seconds < 60) {
      return plural(Math.max(1, seconds), "second");
    }
    long minutes = (seconds + 59) / 60;
    if (minutes < 120) {
      return plural(minutes, "minute");
    }
    return plural((minutes + 59) / 60, "hour");
  }

  private static String plural(long n, String unit) {
    return n + " " + unit + (n == 1 ? "" : "s");
  }
}
