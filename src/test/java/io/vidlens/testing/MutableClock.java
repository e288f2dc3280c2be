package io.vidlens.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The service clock, moved by the test. */
public final class MutableClock extends Clock {
  private volatile Instant now;

  public MutableClock(Instant now) {
    this.now = now;
  }

  public void set(Instant now) {
    this.now = now;
  }

  public void advance(Duration by) {
    this.now = now.plus(by);
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
