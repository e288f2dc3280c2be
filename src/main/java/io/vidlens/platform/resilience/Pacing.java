package io.vidlens.platform.resilience;

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
 */
public record Pacing(int perHour, int burst, Duration maxWait, Duration jitter) {

  public Pacing {
    burst = Math.max(1, burst);
    maxWait = maxWait == null || maxWait.isNegative() ? Duration.ZERO : maxWait;
    jitter = jitter == null || jitter.isNegative() ? Duration.ZERO : jitter;
  }

  public static Pacing unpaced() {
    return new Pacing(0, 1, Duration.ZERO, Duration.ZERO);
  }

  public boolean isPaced() {
    return perHour > 0;
  }
}
