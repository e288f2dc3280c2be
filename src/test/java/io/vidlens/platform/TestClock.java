package io.vidlens.platform;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock tests move by hand, so time-based behaviour is tested without sleeping. */
public final class TestClock extends Clock {

  private volatile Instant now;

  public TestClock(Instant start) {
    this.now = start;
  }

  public TestClock() {
    this(Instant.parse("2026-06-01T12:00:00Z"));
  }

  public void advance(Duration duration) {
    now = now.plus(duration);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
