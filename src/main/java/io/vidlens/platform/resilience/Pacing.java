package io.vidlens.platform.resilience;

import io.vidlens.platform.UpstreamProperties;
import java.time.Duration;

/**
 * How fast one egress identity may ask the platform ({@code vidlens.upstream.budget.*}). Guest
 * sessions get about 1,000 page requests an hour before "try again later"
 * (../shared/research/platform-notes.md), so each identity has a budget of {@code perHour}, spent
 * in bursts of at most {@code burst}, with a random pause of up to {@code jitter} before each
 * request so that a burst does not leave as one regular volley.
 *
 * @param perHour requests an hour per identity; 0 or less means unpaced (replay mode, benchmarks)
 * @param burst requests that may leave back to back when the identity has been quiet
 * @param maxWait the longest a caller waits for its turn; beyond it the answer is an immediate 503
 * @param jitter the upper bound of the random pause before each request
 * @param backgroundReserve tokens background work (jobs, crawls, indexing) leaves to API requests:
 *     it takes a token only while more than this many are left
 * @param backgroundMaxWait the longest background work waits for its turn before it is refused
 */
public record Pacing(
    int perHour,
    int burst,
    Duration maxWait,
    Duration jitter,
    int backgroundReserve,
    Duration backgroundMaxWait) {

  public Pacing {
    burst = Math.max(1, burst);
    maxWait = maxWait == null || maxWait.isNegative() ? Duration.ZERO : maxWait;
    jitter = jitter == null || jitter.isNegative() ? Duration.ZERO : jitter;
    backgroundReserve = Math.clamp(backgroundReserve, 0, burst - 1);
    backgroundMaxWait =
        backgroundMaxWait == null || backgroundMaxWait.isNegative()
            ? Duration.ZERO
            : backgroundMaxWait;
  }

  /** Background work leaves half the burst to API requests and waits up to five minutes. */
  public Pacing(int perHour, int burst, Duration maxWait, Duration jitter) {
    this(perHour, burst, maxWait, jitter, burst / 2, Duration.ofMinutes(5));
  }

  public static Pacing unpaced() {
    return new Pacing(0, 1, Duration.ZERO, Duration.ZERO, 0, Duration.ZERO);
  }

  public boolean isPaced() {
    return perHour > 0;
  }

  /**
   * The pacing of each egress identity: {@code budget.*}, with the deprecated {@code
   * max-requests-per-minute} and {@code rate-limit-max-wait} as fallbacks; unpaced in replay mode
   * unless {@code budget.in-replay} is set.
   */
  public static Pacing configured(UpstreamProperties properties) {
    if (!properties.replay().isEmpty() && !properties.budget().inReplay()) {
      return Pacing.unpaced();
    }
    int perHour =
        properties.budget().perHour() != null
            ? properties.budget().perHour()
            : properties.maxRequestsPerMinute() != null
                ? Math.multiplyExact(properties.maxRequestsPerMinute(), 60)
                : 1000;
    Duration maxWait =
        properties.budget().maxWait() != null
            ? properties.budget().maxWait()
            : properties.rateLimitMaxWait() != null
                ? properties.rateLimitMaxWait()
                : Duration.ofSeconds(5);
    int reserve =
        properties.budget().backgroundReserve() != null
            ? properties.budget().backgroundReserve()
            : properties.budget().burst() / 2;
    return new Pacing(
        perHour,
        properties.budget().burst(),
        maxWait,
        properties.budget().jitter(),
        reserve,
        properties.budget().backgroundMaxWait());
  }
}
