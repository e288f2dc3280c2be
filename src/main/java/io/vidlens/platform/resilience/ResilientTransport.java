package io.vidlens.platform.resilience;

import io.github.resilience4j.bulkhead.Bulkhead;
import io.github.resilience4j.bulkhead.BulkheadConfig;
import io.github.resilience4j.bulkhead.BulkheadFullException;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.core.IntervalFunction;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.transport.NoRecordingException;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every upstream call goes through here: retry with exponential backoff and jitter (around) a
 * bulkhead on concurrent calls, a circuit breaker, the shared outbound rate limit, and the answer
 * classifier. A call either returns an answer the caller can interpret or throws {@link
 * PlatformException.Unavailable} with a retry-after.
 *
 * <p>Retried: 5xx, timeouts, connection failures; throttling and the bot wall only when another
 * proxy is available (the blocked one is set aside). Not retried: our own limits, consent pages, an
 * open breaker. The breaker counts only what the platform did, never our own limits.
 */
public class ResilientTransport implements PlatformTransport {

  private static final Logger log = LoggerFactory.getLogger(ResilientTransport.class);

  private final PlatformTransport delegate;
  private final AnswerClassifier classifier;
  private final OutboundRateLimit rateLimit;
  private final ProxyPool proxies;
  private final ResilienceSettings settings;
  private final Clock clock;
  private final Retry retry;
  private final CircuitBreaker breaker;
  private final Bulkhead bulkhead;
  private volatile Instant openedAt = Instant.EPOCH;

  public ResilientTransport(
      PlatformTransport delegate,
      AnswerClassifier classifier,
      OutboundRateLimit rateLimit,
      ProxyPool proxies,
      ResilienceSettings settings,
      Clock clock) {
    this.delegate = delegate;
    this.classifier = classifier;
    this.rateLimit = rateLimit;
    this.proxies = proxies;
    this.settings = settings;
    this.clock = clock;
    this.retry =
        Retry.of(
            "upstream",
            RetryConfig.custom()
                .maxAttempts(Math.max(1, settings.maxAttempts()))
                .intervalFunction(
                    IntervalFunction.ofExponentialRandomBackoff(
                        settings.initialBackoff(), settings.backoffMultiplier(), settings.jitter()))
                .retryOnException(this::worthRetrying)
                .build());
    this.breaker =
        CircuitBreaker.of(
            "upstream",
            CircuitBreakerConfig.custom()
                .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                .slidingWindowSize(settings.slidingWindowSize())
                .minimumNumberOfCalls(settings.minimumNumberOfCalls())
                .failureRateThreshold(settings.failureRateThreshold())
                .waitDurationInOpenState(settings.openStateWait())
                .permittedNumberOfCallsInHalfOpenState(settings.halfOpenCalls())
                // Opening is checked when the next call arrives, on the injected clock.
                .automaticTransitionFromOpenToHalfOpenEnabled(false)
                .recordException(ResilientTransport::isPlatformFailure)
                .ignoreException(
                    t -> t instanceof UpstreamFailure f && !f.fault().isPlatformFailure())
                .clock(clock)
                .build());
    this.breaker
        .getEventPublisher()
        .onStateTransition(
            event -> {
              if (event.getStateTransition().getToState() == CircuitBreaker.State.OPEN) {
                openedAt = clock.instant();
              }
              log.warn("Upstream circuit breaker: {}", event.getStateTransition());
            });
    this.bulkhead =
        Bulkhead.of(
            "upstream",
            BulkheadConfig.custom()
                .maxConcurrentCalls(settings.maxConcurrentCalls())
                .maxWaitDuration(settings.bulkheadMaxWait())
                .build());
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    Supplier<UpstreamResponse> attempt =
        Bulkhead.decorateSupplier(
            bulkhead, CircuitBreaker.decorateSupplier(breaker, () -> attempt(request)));
    try {
      return Retry.decorateSupplier(retry, attempt).get();
    } catch (UpstreamFailure failure) {
      throw unavailable(request, failure);
    } catch (CallNotPermittedException e) {
      throw unavailable(
          request,
          new UpstreamFailure(
              UpstreamFault.CIRCUIT_OPEN, "Circuit breaker open", null, untilHalfOpen(), e));
    } catch (BulkheadFullException e) {
      throw unavailable(
          request,
          new UpstreamFailure(
              UpstreamFault.BULKHEAD_FULL,
              "No free upstream slot",
              null,
              Duration.ofSeconds(1),
              e));
    }
  }

  private UpstreamResponse attempt(UpstreamRequest request) {
    rateLimit.acquire();
    try {
      return classifier.check(request, delegate.send(request));
    } catch (UpstreamFailure failure) {
      if (failure.fault().transience() == UpstreamFault.Transience.BLOCKED) {
        proxies.setAside(failure.route());
      }
      throw failure;
    }
  }

  private boolean worthRetrying(Throwable t) {
    if (!(t instanceof UpstreamFailure failure)) {
      return false;
    }
    return switch (failure.fault().transience()) {
      case TRANSIENT -> true;
      case BLOCKED -> !proxies.isDirect() && proxies.hasAvailable();
      case PERMANENT, LOCAL -> false;
    };
  }

  private static boolean isPlatformFailure(Throwable t) {
    return t instanceof UpstreamFailure f && f.fault().isPlatformFailure();
  }

  private PlatformException.Unavailable unavailable(
      UpstreamRequest request, UpstreamFailure failure) {
    UpstreamFault fault = failure.fault();
    long retryAfter = seconds(retryAfter(failure));
    if (failure instanceof NoRecordingException) {
      log.warn("{}", failure.getMessage());
      return new PlatformException.Unavailable(
          fault, fault.details() + " " + failure.getMessage(), retryAfter);
    }
    log.warn(
        "Upstream {} failed: {} ({}), retry after {}s",
        request.endpoint(),
        fault,
        failure.getMessage(),
        retryAfter);
    return new PlatformException.Unavailable(fault, fault.details(), retryAfter);
  }

  private Duration retryAfter(UpstreamFailure failure) {
    if (failure.retryAfter() != null) {
      return failure.retryAfter();
    }
    if (failure.fault().transience() == UpstreamFault.Transience.BLOCKED) {
      return proxies.untilFirstReturn().orElse(settings.throttledRetryAfter());
    }
    return settings.defaultRetryAfter();
  }

  private Duration untilHalfOpen() {
    Duration left = Duration.between(clock.instant(), openedAt.plus(settings.openStateWait()));
    return left.isNegative() || left.isZero() ? Duration.ofSeconds(1) : left;
  }

  private static long seconds(Duration duration) {
    long millis = Math.max(0, duration.toMillis());
    return Math.max(1, (millis + 999) / 1000);
  }

  /** The breaker's state, for health checks and tests. */
  public CircuitBreaker.State breakerState() {
    return breaker.getState();
  }
}
