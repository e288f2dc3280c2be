package io.vidlens.platform.resilience;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BlockingStrategy;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.TimeMeter;
import java.time.Duration;

/**
 * One budget of outbound requests per minute shared by every caller on this node (guest sessions
 * get about 1,000 page requests an hour before being refused). A caller waits for a token up to
 * {@code maxWait}; past that it fails with RATE_LIMITED and the wait it would have needed. The
 * budget is per node on purpose: the platform counts per address, and each node has its own.
 */
public class OutboundRateLimit {

  private final Bucket bucket;
  private final Duration maxWait;
  private final BlockingStrategy blocking;

  public OutboundRateLimit(
      int perMinute, Duration maxWait, TimeMeter timeMeter, BlockingStrategy blocking) {
    this.bucket =
        perMinute <= 0
            ? null
            : Bucket.builder()
                .addLimit(
                    Bandwidth.builder()
                        .capacity(perMinute)
                        .refillGreedy(perMinute, Duration.ofMinutes(1))
                        .build())
                .withCustomTimePrecision(timeMeter)
                .build();
    this.maxWait = maxWait;
    this.blocking = blocking;
  }

  /** A limit on the system clock; {@code perMinute <= 0} means unlimited. */
  public static OutboundRateLimit perMinute(int perMinute, Duration maxWait) {
    return new OutboundRateLimit(
        perMinute, maxWait, TimeMeter.SYSTEM_NANOTIME, BlockingStrategy.PARKING);
  }

  /** Takes one token, waiting at most the configured bound. */
  public void acquire() {
    if (bucket == null) {
      return;
    }
    try {
      boolean granted =
          maxWait.isZero() || maxWait.isNegative()
              ? bucket.tryConsume(1) // Bucket4j refuses a zero wait bound for blocking consumption
              : bucket.asBlocking().tryConsume(1, maxWait, blocking);
      if (granted) {
        return;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    long nanos = bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill();
    throw new UpstreamFailure(
        UpstreamFault.RATE_LIMITED,
        "Outbound request budget spent",
        null,
        Duration.ofNanos(Math.max(nanos, 1)),
        null);
  }
}
