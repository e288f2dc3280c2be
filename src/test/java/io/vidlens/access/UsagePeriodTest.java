package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class UsagePeriodTest {

  @Test
  void aPeriodIsTheUtcCalendarMonth() {
    UsagePeriod period = UsagePeriod.containing(Instant.parse("2026-11-30T23:59:59Z"));
    assertThat(period.key()).isEqualTo("2026-11");
    assertThat(period.resetsAt()).isEqualTo(Instant.parse("2026-12-01T00:00:00Z"));
    assertThat(period.secondsUntilReset(Instant.parse("2026-11-30T23:59:00Z"))).isEqualTo(60);
    assertThat(UsagePeriod.containing(Instant.parse("2026-12-31T23:00:00Z")).resetsAt())
        .isEqualTo(Instant.parse("2027-01-01T00:00:00Z"));
  }
}
