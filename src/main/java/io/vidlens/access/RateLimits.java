package io.vidlens.access;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.TimeMeter;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Per-key token buckets (Bucket4j): the plan's requests per second for every operation, and the
 * hourly limit of an operation's rate-limit group ({@link Operation#rateLimitGroup()}; by default
 * the two analysis job operations, as {@link Operation} declares).
 */
public class RateLimits {

  /**
   * Whether a request may go ahead, and if not, how many seconds until it would; {@code
   * hourlyTokenTaken} says whether an hourly token was consumed (and may be given back).
   */
  public record Decision(
      boolean allowed, long retryAfterSeconds, String details, boolean hourlyTokenTaken) {
    static final Decision ALLOWED = new Decision(true, 0, "", false);
    static final Decision ALLOWED_WITH_HOURLY_TOKEN = new Decision(true, 0, "", true);
  }

  private final Map<String, Integer> hourlyLimits;
  private final BucketStore store;

  RateLimits(AccessProperties properties, BucketStore store) {
    this.hourlyLimits = properties.hourlyLimits();
    this.store = store;
  }

  /** Rate limits kept in this node's memory. */
  public static RateLimits local(AccessProperties properties, TimeMeter timeMeter) {
    return new RateLimits(properties, new LocalBucketStore(timeMeter));
  }

  public Decision tryAcquire(ApiPrincipal principal, Operation operation) {
    return tryAcquire(principal, operation, false);
  }

  /**
   * As {@link #tryAcquire(ApiPrincipal, Operation)}; {@code cachedAnswer} skips the hourly limit.
   */
  public Decision tryAcquire(ApiPrincipal principal, Operation operation, boolean cachedAnswer) {
    int rps = principal.plan().requestsPerSecond();
    Bucket perSecond = bucket(principal.keyId(), "rps", rps, Duration.ofSeconds(1));
    ConsumptionProbe probe = perSecond.tryConsumeAndReturnRemaining(1);
    if (!probe.isConsumed()) {
      return denied(
          probe, "Plan " + principal.plan().name() + " allows " + rps + " requests per second.");
    }
    Integer hourly = cachedAnswer ? null : hourlyLimits.get(operation.rateLimitGroup());
    if (hourly != null) {
      ConsumptionProbe hourlyProbe =
          bucket(principal.keyId(), operation.rateLimitGroup(), hourly, Duration.ofHours(1))
              .tryConsumeAndReturnRemaining(1);
      if (!hourlyProbe.isConsumed()) {
        return denied(
            hourlyProbe,
            operation.id() + " is limited to " + hourly + " requests per hour per key.");
      }
      return Decision.ALLOWED_WITH_HOURLY_TOKEN;
    }
    return Decision.ALLOWED;
  }

  /**
   * Takes {@code tokens} more from the key's per-second bucket, into debt if it has fewer: its next
   * requests are refused until the bucket has refilled past zero.
   */
  public void takeExtra(ApiPrincipal principal, long tokens) {
    int rps = principal.plan().requestsPerSecond();
    bucket(principal.keyId(), "rps", rps, Duration.ofSeconds(1)).consumeIgnoringRateLimits(tokens);
  }

  /** Whether {@code operation} has an hourly limit besides the plan's rate. */
  public boolean hasHourlyLimit(Operation operation) {
    return hourlyLimits.containsKey(operation.rateLimitGroup());
  }

  /** Returns the hourly token of an answer that does not count (a cached analysis result). */
  public void giveBack(ApiPrincipal principal, Operation operation) {
    Integer hourly = hourlyLimits.get(operation.rateLimitGroup());
    if (hourly != null) {
      bucket(principal.keyId(), operation.rateLimitGroup(), hourly, Duration.ofHours(1))
          .addTokens(1);
    }
  }

  private Bucket bucket(String keyId, String limit, long capacity, Duration period) {
    // The capacity is part of the name: a plan change starts a fresh bucket of the new size.
    return store.bucket(
        keyId + ":" + limit + ":" + capacity,
        BucketConfiguration.builder()
            .addLimit(Bandwidth.builder().capacity(capacity).refillGreedy(capacity, period).build())
            .build());
  }

  private static Decision denied(ConsumptionProbe probe, String details) {
    long seconds = TimeUnit.NANOSECONDS.toSeconds(probe.getNanosToWaitForRefill() + 999_999_999L);
    return new Decision(false, Math.max(1, seconds), details, false);
  }
}
