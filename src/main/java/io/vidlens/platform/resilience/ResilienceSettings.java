package io.vidlens.platform.resilience;

import io.vidlens.platform.UpstreamProperties;
import java.time.Duration;

/**
 * The knobs of {@link ResilientTransport}, from {@code vidlens.upstream.retry.*}, {@code
 * .circuit-breaker.*}, {@code .bulkhead.*} and {@code .retry-after.*}.
 *
 * @param maxAttempts attempts per request, the first included
 * @param initialBackoff wait before the second attempt; multiplied by {@code backoffMultiplier} for
 *     each further one, and spread by {@code jitter} (0.5 = ±50%)
 * @param failureRateThreshold percentage of failed calls that opens the breaker
 * @param slidingWindowSize calls the failure rate is measured over
 * @param minimumNumberOfCalls calls before the rate is judged at all
 * @param openStateWait how long the breaker stays open before letting trial calls through
 * @param halfOpenCalls trial calls that decide whether it closes again
 * @param maxConcurrentCalls upstream calls in flight at once (bulkhead)
 * @param bulkheadMaxWait how long a call waits for a free slot before failing
 * @param throttledRetryAfter retry-after told to callers when the platform throttles or blocks us
 * @param defaultRetryAfter retry-after for other upstream trouble
 */
public record ResilienceSettings(
    int maxAttempts,
    Duration initialBackoff,
    double backoffMultiplier,
    double jitter,
    float failureRateThreshold,
    int slidingWindowSize,
    int minimumNumberOfCalls,
    Duration openStateWait,
    int halfOpenCalls,
    int maxConcurrentCalls,
    Duration bulkheadMaxWait,
    Duration throttledRetryAfter,
    Duration defaultRetryAfter) {

  public static ResilienceSettings defaults() {
    return new ResilienceSettings(
        3,
        Duration.ofMillis(500),
        2.0,
        0.5,
        50f,
        20,
        10,
        Duration.ofSeconds(30),
        2,
        8,
        Duration.ofSeconds(5),
        Duration.ofMinutes(2),
        Duration.ofSeconds(10));
  }

  /** The settings {@code properties} configure. */
  public static ResilienceSettings of(UpstreamProperties properties) {
    return new ResilienceSettings(
        properties.retry().maxAttempts(),
        properties.retry().initialBackoff(),
        properties.retry().multiplier(),
        properties.retry().jitter(),
        properties.circuitBreaker().failureRateThreshold(),
        properties.circuitBreaker().slidingWindowSize(),
        properties.circuitBreaker().minimumNumberOfCalls(),
        properties.circuitBreaker().waitInOpenState(),
        properties.circuitBreaker().permittedCallsInHalfOpenState(),
        properties.bulkhead().maxConcurrentCalls(),
        properties.bulkhead().maxWait(),
        properties.retryAfter().throttled(),
        properties.retryAfter().other());
  }
}
