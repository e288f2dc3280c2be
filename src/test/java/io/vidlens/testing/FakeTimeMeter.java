package io.vidlens.testing;

import io.github.bucket4j.TimeMeter;
import java.time.Duration;
import java.time.Instant;

/**
 * Bucket4j time that tests move by hand: a free-running counter, or ({@link #wallClock}) a wall
 * clock at a given instant, for limits counted in clock hours.
 */
public final class FakeTimeMeter implements TimeMeter {

  private volatile long nanos;
  private final boolean wallClock;

  public FakeTimeMeter() {
    this(1_000_000_000L, false);
  }

  private FakeTimeMeter(long nanos, boolean wallClock) {
    this.nanos = nanos;
    this.wallClock = wallClock;
  }

  /** A wall clock standing at {@code now}. */
  public static FakeTimeMeter wallClock(Instant now) {
    return new FakeTimeMeter(
        Math.addExact(Math.multiplyExact(now.getEpochSecond(), 1_000_000_000L), now.getNano()),
        true);
  }

  public void advance(Duration duration) {
    nanos += duration.toNanos();
  }

  /** The time as an instant (meaningful for a wall clock). */
  public Instant now() {
    return Instant.ofEpochSecond(0, nanos);
  }

  @Override
  public long currentTimeNanos() {
    return nanos;
  }

  @Override
  public boolean isWallClockBased() {
    return wallClock;
  }
}
