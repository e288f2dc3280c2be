package io.vidlens.mcp;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** Small limits and a clock a test moves by hand, so nothing waits on the wall clock. */
final class McpLimitsFixture {

  private McpLimitsFixture() {}

  static McpLimits limits(int perKey, int perAccount, int toolCalls) {
    return new McpLimits(
        perKey,
        perAccount,
        Duration.ofMinutes(30),
        Duration.ofSeconds(15),
        Duration.ofMinutes(5),
        2048,
        toolCalls,
        Duration.ofMillis(200),
        Duration.ZERO,
        32,
        1024);
  }

  /** A clock that stands still until told to move. */
  static final class HandClock extends Clock {
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");

    void advance(Duration by) {
      now = now.plus(by);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
