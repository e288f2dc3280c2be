package io.vidlens.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The service clock, moved by the test. */
public final class MutableClock extends Clock {
  private volatile Instant now;
  private final boolean ticking;
  private final long origin = System.nanoTime();

  public MutableClock(Instant now) {
    this(now, false);
  }

  private MutableClock(Instant now, boolean ticking) {
    this.now = now;
    this.ticking = ticking;
  }

  /**
   * One that also moves on with real time from {@code start}: for db-scheduler, whose poll loop
   * waits on its clock and would wait forever on a stopped one.
   */
  public static MutableClock ticking(Instant start) {
    return new MutableClock(start, true);
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
    return ticking ? now.plusNanos(System.nanoTime() - origin) : now;
  }
}
