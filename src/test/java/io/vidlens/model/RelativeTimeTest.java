package io.vidlens.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

class RelativeTimeTest {

  static final Instant NOW = Instant.parse("2026-11-25T14:37:21.123456789Z");

  @Test
  void keepsThePrecisionOfItsText() {
    assertThat(RelativeTime.parse("3 days ago").orElseThrow().before(NOW))
        .isEqualTo(Instant.parse("2026-11-22T00:00:00Z"));
    assertThat(RelativeTime.parse("Streamed 2 months ago").orElseThrow().before(NOW))
        .isEqualTo(Instant.parse("2026-09-26T00:00:00Z"));
    assertThat(RelativeTime.parse("4 hours ago").orElseThrow().before(NOW))
        .isEqualTo(Instant.parse("2026-11-25T10:00:00Z"));
    assertThat(RelativeTime.parse("1 minute ago").orElseThrow().before(NOW))
        .isEqualTo(Instant.parse("2026-11-25T14:36:00Z"));
  }

  @Test
  void periodStartIsTheStartOfTheCalendarPeriodTheTextNames() {
    assertThat(RelativeTime.parse("3 days ago").orElseThrow().periodStart(NOW))
        .isEqualTo(Instant.parse("2026-11-22T00:00:00Z"));
    assertThat(RelativeTime.parse("2 weeks ago").orElseThrow().periodStart(NOW))
        .isEqualTo(Instant.parse("2026-11-11T00:00:00Z"));
    assertThat(RelativeTime.parse("2 months ago (edited)").orElseThrow().periodStart(NOW))
        .isEqualTo(Instant.parse("2026-09-01T00:00:00Z"));
    assertThat(RelativeTime.parse("11 months ago").orElseThrow().periodStart(NOW))
        .isEqualTo(Instant.parse("2025-12-01T00:00:00Z"));
    assertThat(RelativeTime.parse("9 years ago").orElseThrow().periodStart(NOW))
        .isEqualTo(Instant.parse("2017-01-01T00:00:00Z"));
    assertThat(RelativeTime.parse("4 hours ago").orElseThrow().periodStart(NOW))
        .isEqualTo(Instant.parse("2026-11-25T10:00:00Z"));
  }

  @Test
  void daysCountedAsCoarselyAsThePlatformRounds() {
    LocalDate today = LocalDate.of(2026, 11, 25);
    assertThat(RelativeTime.parse("1 year ago").orElseThrow().dayBefore(today))
        .isEqualTo(today.minusDays(365));
    assertThat(RelativeTime.parse("2 weeks ago").orElseThrow().dayBefore(today))
        .isEqualTo(today.minusDays(14));
    assertThat(RelativeTime.parse("5 hours ago").orElseThrow().dayBefore(today)).isEqualTo(today);
    assertThat(RelativeTime.parse("6 MONTHS AGO")).contains(new RelativeTime(6, ChronoUnit.MONTHS));
  }

  @Test
  void noRelativeTimeInOtherTexts() {
    assertThat(RelativeTime.parse("Premieres soon")).isEmpty();
    assertThat(RelativeTime.parse(null)).isEmpty();
    assertThat(RelativeTime.parse("2024-01-15")).isEmpty();
  }
}
