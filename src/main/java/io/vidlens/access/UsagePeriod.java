package io.vidlens.access;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;

/** A quota period: one calendar month in UTC. */
public record UsagePeriod(YearMonth month) {

  public static UsagePeriod containing(Instant instant) {
    return new UsagePeriod(YearMonth.from(instant.atZone(ZoneOffset.UTC)));
  }

  /** The ledger key, {@code YYYY-MM}. */
  public String key() {
    return month.toString();
  }

  public Instant resetsAt() {
    return month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
  }

  public long secondsUntilReset(Instant now) {
    return Math.max(1, resetsAt().getEpochSecond() - now.getEpochSecond());
  }
}
