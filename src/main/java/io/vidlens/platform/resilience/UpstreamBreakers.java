package io.vidlens.platform.resilience;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry;
import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.transport.UpstreamRequest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The circuit breakers of the upstream endpoints, one per {@link BreakerNames name}, all with the
 * settings of {@code vidlens.upstream.circuit-breaker.*}. A breaker counts only what the platform
 * did (never our own limits) and opens on its own: a bot wall on the player leaves browse closed.
 */
public class UpstreamBreakers {

  private static final Logger log = LoggerFactory.getLogger(UpstreamBreakers.class);

  private final CircuitBreakerRegistry registry;
  private final Duration openStateWait;
  private final Clock clock;
  private final Map<String, Instant> openedAt = new ConcurrentHashMap<>();

  public UpstreamBreakers(ResilienceSettings settings, Clock clock) {
    this.openStateWait = settings.openStateWait();
    this.clock = clock;
    this.registry =
        CircuitBreakerRegistry.of(
            CircuitBreakerConfig.custom()
                .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                .slidingWindowSize(settings.slidingWindowSize())
                .minimumNumberOfCalls(settings.minimumNumberOfCalls())
                .failureRateThreshold(settings.failureRateThreshold())
                .waitDurationInOpenState(settings.openStateWait())
                .permittedNumberOfCallsInHalfOpenState(settings.halfOpenCalls())
                // Opening is checked when the next call arrives, on the injected clock.
                .automaticTransitionFromOpenToHalfOpenEnabled(false)
                .recordException(UpstreamBreakers::isPlatformFailure)
                .ignoreException(
                    t -> t instanceof UpstreamFailure f && !f.fault().isPlatformFailure())
                .clock(clock)
                .build());
    registry.getEventPublisher().onEntryAdded(event -> watch(event.getAddedEntry()));
    BreakerNames.KNOWN.forEach(registry::circuitBreaker);
  }

  /** The breaker a request counts against. */
  public CircuitBreaker of(UpstreamRequest request) {
    return registry.circuitBreaker(BreakerNames.of(request));
  }

  public CircuitBreaker.State state(String name) {
    return registry.circuitBreaker(name).getState();
  }

  /** Every breaker, for metrics and health. */
  public CircuitBreakerRegistry registry() {
    return registry;
  }

  /** How long until an open breaker lets trial calls through (at least a second). */
  public Duration untilHalfOpen(String name) {
    Instant opened = openedAt.getOrDefault(name, Instant.EPOCH);
    Duration left = Duration.between(clock.instant(), opened.plus(openStateWait));
    return left.isNegative() || left.isZero() ? Duration.ofSeconds(1) : left;
  }

  private void watch(CircuitBreaker breaker) {
    breaker
        .getEventPublisher()
        .onStateTransition(
            event -> {
              if (event.getStateTransition().getToState() == CircuitBreaker.State.OPEN) {
                openedAt.put(breaker.getName(), clock.instant());
              }
              log.warn(
                  "Upstream circuit breaker {}: {}", breaker.getName(), event.getStateTransition());
            });
  }

  private static boolean isPlatformFailure(Throwable t) {
    return t instanceof UpstreamFailure f && f.fault().isPlatformFailure();
  }
}
