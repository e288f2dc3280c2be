package io.vidlens.testing;

import io.github.bucket4j.TimeMeter;
import java.time.Duration;

/** Bucket4j time that tests move by hand. */
public final class FakeTimeMeter implements TimeMeter {

  private volatile long nanos = 1_000_000_000L;

  public void advance(Duration duration) {
    nanos += duration.toNanos();
  }

  @Override
  public long currentTimeNanos() {
    return nanos;
  }

  @Override
  public boolean isWallClockBased() {
    return false;
  }
}
