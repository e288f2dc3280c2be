package io.vidlens.platform.resilience;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BlockingStrategy;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.TimeMeter;
import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import java.time.Duration;
import java.util.random.RandomGenerator;

/**
 * The request budget of one egress identity (Bucket4j): {@link Pacing#perHour()} refilled evenly,
 * at most {@link Pacing#burst()} at once. Taking a token never waits longer than {@link
 * Pacing#maxWait()}: Bucket4j refuses at once when the wait would be longer, so an exhausted budget
 * is an immediate answer, never a hang.
 */
public class OutboundRateLimit {

  private final Pacing pacing;
  private final TimeMeter timeMeter;
  private final Bucket bucket;
  private final BlockingStrategy blocking;
  private final RandomGenerator random;

  public OutboundRateLimit(
      Pacing pacing, TimeMeter timeMeter, BlockingStrategy blocking, RandomGenerator random) {
    this.pacing = pacing;
    this.timeMeter = timeMeter;
    this.bucket =
        pacing.isPaced()
            ? Bucket.builder()
                .addLimit(
                    Bandwidth.builder()
                        .capacity(pacing.burst())
                        .refillGreedy(pacing.perHour(), Duration.ofHours(1))
                        .build())
                .withCustomTimePrecision(timeMeter)
                .build()
            : null;
    this.blocking = blocking;
    this.random = random;
  }

  /** A budget on the system clock. */
  public static OutboundRateLimit of(Pacing pacing) {
    return new OutboundRateLimit(
        pacing, TimeMeter.SYSTEM_NANOTIME, BlockingStrategy.PARKING, RandomGenerator.getDefault());
  }

  public Pacing pacing() {
    return pacing;
  }

  /** Takes a token if one is there now, without waiting. */
  public boolean tryTake() {
    if (bucket == null || bucket.tryConsume(1)) {
      pause();
      return true;
    }
    return false;
  }

  /**
   * Takes a token, waiting at most {@link Pacing#maxWait()}; false (at once) if that is not enough.
   */
  public boolean take() {
    if (bucket == null) {
      return true;
    }
    try {
      boolean granted =
          pacing.maxWait().isZero()
              ? bucket.tryConsume(1) // Bucket4j refuses a zero bound for blocking consumption
              : bucket.asBlocking().tryConsume(1, pacing.maxWait(), blocking);
      if (granted) {
        pause();
      }
      return granted;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Takes a token for background work: only while more than {@link Pacing#backgroundReserve()} are
   * left, so API requests keep their turns; waits for that (never reserving tokens ahead, which
   * would push API requests past their wait) up to {@link Pacing#backgroundMaxWait()}.
   */
  public boolean takeInBackground() {
    if (bucket == null) {
      return true;
    }
    long reserve = pacing.backgroundReserve();
    long deadline = timeMeter.currentTimeNanos() + pacing.backgroundMaxWait().toNanos();
    try {
      while (true) {
        if (bucket.getAvailableTokens() > reserve && bucket.tryConsume(1)) {
          pause();
          return true;
        }
        long wait =
            Math.max(
                1_000_000L, // a millisecond at least: another caller may have taken the token
                bucket.estimateAbilityToConsume(reserve + 1).getNanosToWaitForRefill());
        if (timeMeter.currentTimeNanos() + wait > deadline) {
          return false;
        }
        blocking.park(Math.min(wait, 1_000_000_000L));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** How long until a token is there (zero when one is). */
  public Duration untilNext() {
    if (bucket == null) {
      return Duration.ZERO;
    }
    return Duration.ofNanos(bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill());
  }

  /** Tokens left now; -1 when unpaced. */
  public long available() {
    return bucket == null ? -1 : bucket.getAvailableTokens();
  }

  /** Whether a caller would be refused now (the next token is further away than the wait). */
  public boolean isExhausted() {
    return bucket != null && untilNext().compareTo(pacing.maxWait()) > 0;
  }

  /** The failure told to a caller the budget refused. */
  public UpstreamFailure refusal() {
    return new UpstreamFailure(
        UpstreamFault.RATE_LIMITED,
        "Outbound request budget spent",
        null,
        max(untilNext(), Duration.ofNanos(1)),
        null);
  }

  private void pause() {
    long bound = pacing.jitter().toNanos();
    if (bound <= 0) {
      return;
    }
    try {
      blocking.park(random.nextLong(bound));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static Duration max(Duration a, Duration b) {
    return a.compareTo(b) >= 0 ? a : b;
  }
}
