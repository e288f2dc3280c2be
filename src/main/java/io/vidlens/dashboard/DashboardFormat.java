package io.vidlens.dashboard;

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

  public String number(long value) {
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
