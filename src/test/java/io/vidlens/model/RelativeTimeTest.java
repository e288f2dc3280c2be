package io.vidlens.model;

import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.HOURS;
import static java.time.temporal.ChronoUnit.MINUTES;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.WEEKS;
import static java.time.temporal.ChronoUnit.YEARS;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class RelativeTimeTest {

  static final Instant NOW = Instant.parse("2026-11-25T14:37:21.123456789Z");

  @Test
  void writesItselfInTheLongForm() {
    assertThat(new RelativeTime(13, DAYS).text()).isEqualTo("13 days ago");
    assertThat(new RelativeTime(1, DAYS).text()).isEqualTo("1 day ago");
    assertThat(new RelativeTime(1, MONTHS).text()).isEqualTo("1 month ago");
    assertThat(new RelativeTime(2, WEEKS).text()).isEqualTo("2 weeks ago");
    assertThat(new RelativeTime(1, YEARS).text()).isEqualTo("1 year ago");
    assertThat(new RelativeTime(16, HOURS).text()).isEqualTo("16 hours ago");
    assertThat(new RelativeTime(1, MINUTES).text()).isEqualTo("1 minute ago");
  }

  @Test
  void keepsThePrecisionOfItsText() {
    assertThat(new RelativeTime(3, DAYS).before(NOW))
        .isEqualTo(Instant.parse("2026-11-22T00:00:00Z"));
    assertThat(new RelativeTime(2, MONTHS).before(NOW))
        .isEqualTo(Instant.parse("2026-09-26T00:00:00Z"));
    assertThat(new RelativeTime(4, HOURS).before(NOW))
        .isEqualTo(Instant.parse("2026-11-25T10:00:00Z"));
    assertThat(new RelativeTime(1, MINUTES).before(NOW))
        .isEqualTo(Instant.parse("2026-11-25T14:36:00Z"));
  }

  @Test
  void periodStartIsTheStartOfTheCalendarPeriodTheTextNames() {
    assertThat(new RelativeTime(3, DAYS).periodStart(NOW))
        .isEqualTo(Instant.parse("2026-11-22T00:00:00Z"));
    assertThat(new RelativeTime(2, WEEKS).periodStart(NOW))
        .isEqualTo(Instant.parse("2026-11-11T00:00:00Z"));
    assertThat(new RelativeTime(2, MONTHS).periodStart(NOW))
        .isEqualTo(Instant.parse("2026-09-01T00:00:00Z"));
    assertThat(new RelativeTime(11, MONTHS).periodStart(NOW))
        .isEqualTo(Instant.parse("2025-12-01T00:00:00Z"));
    assertThat(new RelativeTime(9, YEARS).periodStart(NOW))
        .isEqualTo(Instant.parse("2017-01-01T00:00:00Z"));
    assertThat(new RelativeTime(4, HOURS).periodStart(NOW))
        .isEqualTo(Instant.parse("2026-11-25T10:00:00Z"));
  }

  @Test
  void daysCountedAsCoarselyAsThePlatformRounds() {
    LocalDate today = LocalDate.of(2026, 11, 25);
    assertThat(new RelativeTime(1, YEARS).dayBefore(today)).isEqualTo(today.minusDays(365));
    assertThat(new RelativeTime(2, WEEKS).dayBefore(today)).isEqualTo(today.minusDays(14));
    assertThat(new RelativeTime(5, HOURS).dayBefore(today)).isEqualTo(today);
  }
}
