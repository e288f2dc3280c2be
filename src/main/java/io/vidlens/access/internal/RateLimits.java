package io.vidlens.access.internal;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.TimeMeter;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.BucketStore;
import io.vidlens.access.Operation;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Per-key token buckets (Bucket4j): the plan's requests per second for every operation, and the
 * hourly limit of an operation's rate-limit group ({@link Operation#rateLimitGroup()}; by default
 * the two analysis job operations, as {@link Operation} declares).
 *
 * <p>An hourly limit of N is exact: at most N requests of a key in each clock hour (UTC, from
 * {@code :00:00} to the next {@code :00:00}). Its bucket holds N tokens and is refilled to N at
 * every full hour, all at once (Bucket4j's aligned interval refill), not a token every 3600/N
 * seconds: a greedy refill would let a key have its N plus almost N more within one hour. A refused
 * request is told the seconds until the next hour starts, when the next request passes. Windows are
 * the wall clock's, so every node of one database agrees on them (their buckets are shared, {@link
 * BucketStore}).
 */
public class RateLimits {

  /** The length of an hourly limit's window. */
  public static final Duration HOUR = Duration.ofHours(1);

  /**
   * Whether a request may go ahead, and if not, how many seconds until it would; {@code
   * hourlyWindow} is the hour (counted from the epoch) whose token the request took, or -1 when it
   * took none (only a token of the current hour may be given back).
   */
  public record Decision(
      boolean allowed, long retryAfterSeconds, String details, long hourlyWindow) {
    static final Decision ALLOWED = new Decision(true, 0, "", -1);

    /** Whether an hourly token was consumed (and may be given back within its hour). */
    public boolean hourlyTokenTaken() {
      return hourlyWindow >= 0;
    }
  }

  private final Map<String, Integer> hourlyLimits;
  private final BucketStore store;
  private final TimeMeter time;

  /**
   * @param time the wall clock the buckets run on (aligned hourly windows need wall-clock time)
   */
  public RateLimits(AccessProperties properties, BucketStore store, TimeMeter time) {
    if (!time.isWallClockBased()) {
      throw new IllegalArgumentException("Rate limits need a wall-clock TimeMeter");
    }
    this.hourlyLimits = properties.hourlyLimits();
    this.store = store;
    this.time = time;
  }

  /** Rate limits kept in this node's memory, on {@code time} (a wall clock). */
  public static RateLimits local(AccessProperties properties, TimeMeter time) {
    return new RateLimits(properties, new LocalBucketStore(time), time);
  }

  public Decision tryAcquire(ApiPrincipal principal, Operation operation) {
    return tryAcquire(principal, operation, false);
  }

  /**
   * As {@link #tryAcquire(ApiPrincipal, Operation)}; {@code cachedAnswer} skips the hourly limit.
   */
  public Decision tryAcquire(ApiPrincipal principal, Operation operation, boolean cachedAnswer) {
    int rps = principal.plan().requestsPerSecond();
    ConsumptionProbe probe = perSecond(principal, rps).tryConsumeAndReturnRemaining(1);
    if (!probe.isConsumed()) {
      return new Decision(
          false,
          seconds(probe.getNanosToWaitForRefill()),
          "Plan " + principal.plan().name() + " allows " + rps + " requests per second.",
          -1);
    }
    Integer hourly = cachedAnswer ? null : hourlyLimits.get(operation.rateLimitGroup());
    if (hourly == null) {
      return Decision.ALLOWED;
    }
    long window = currentWindow();
    ConsumptionProbe hourlyProbe =
        hourly(principal, operation, hourly).tryConsumeAndReturnRemaining(1);
    if (!hourlyProbe.isConsumed()) {
      // The bucket refills at the next full hour: the wait is exactly until then.
      long wait = seconds(hourlyProbe.getNanosToWaitForRefill());
      Instant opens = Instant.ofEpochSecond((window + 1) * HOUR.toSeconds());
      return new Decision(
          false,
          wait,
          operation.id()
              + " is limited to "
              + hourly
              + " requests per hour per key, counted in clock hours (UTC); this hour's are used,"
              + " the next hour starts at "
              + opens
              + ".",
          -1);
    }
    return new Decision(true, 0, "", window);
  }

  /**
   * Takes {@code tokens} more from the key's per-second bucket, into debt if it has fewer: its next
   * requests are refused until the bucket has refilled past zero.
   */
  public void takeExtra(ApiPrincipal principal, long tokens) {
    perSecond(principal, principal.plan().requestsPerSecond()).consumeIgnoringRateLimits(tokens);
  }

  /** Whether {@code operation} has an hourly limit besides the plan's rate. */
  public boolean hasHourlyLimit(Operation operation) {
    return hourlyLimits.containsKey(operation.rateLimitGroup());
  }

  /**
   * Returns the hourly token {@code decision} took, for an answer that does not count (a cached
   * analysis result), if its hour is still the current one: a token of an hour that has ended is
   * not given to the next (which has all its N already), so no hour ever passes more than N.
   */
  public void giveBack(ApiPrincipal principal, Operation operation, Decision decision) {
    Integer hourly = hourlyLimits.get(operation.rateLimitGroup());
    if (hourly != null
        && decision.hourlyTokenTaken()
        && decision.hourlyWindow() == currentWindow()) {
      hourly(principal, operation, hourly).addTokens(1);
    }
  }

  private long currentWindow() {
    return Math.floorDiv(time.currentTimeNanos(), HOUR.toNanos());
  }

  private Bucket perSecond(ApiPrincipal principal, int rps) {
    // The capacity is part of the name: a plan change starts a fresh bucket of the new size.
    return store.bucket(principal.keyId() + ":rps:" + rps, rps, Duration.ofSeconds(1));
  }

  private Bucket hourly(ApiPrincipal principal, Operation operation, int limit) {
    // "clock-hour" names the window kind, so buckets made with another refill are never reused.
    return store.bucket(
        principal.keyId() + ":" + operation.rateLimitGroup() + ":" + limit + ":clock-hour",
        BucketConfiguration.builder()
            .addLimit(
                Bandwidth.builder()
                    .capacity(limit)
                    .refillIntervallyAligned(limit, HOUR, Instant.EPOCH)
                    .build())
            .build());
  }

  /** Nanoseconds as whole seconds, rounded up, at least 1 (a Retry-After of 0 invites a retry). */
  private static long seconds(long nanos) {
    return Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanos + 999_999_999L));
  }
}
