package io.vidlens.platform.resilience;

import io.github.resilience4j.bulkhead.Bulkhead;
import io.github.resilience4j.bulkhead.BulkheadConfig;
import io.github.resilience4j.bulkhead.BulkheadFullException;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.core.IntervalFunction;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.transport.NoRecordingException;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Duration;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every upstream call goes through here: retry with exponential backoff and jitter (around) a
 * bulkhead on concurrent calls, the circuit breaker of the request's endpoint and client ({@link
 * BreakerNames}), and one attempt through an egress identity ({@link EgressRouter}: its budget, its
 * visitor data, the answer classifier). A call either returns an answer the caller can interpret or
 * throws {@link PlatformException.Unavailable} with a retry-after.
 *
 * <p>Retried: 5xx, timeouts, connection failures; throttling and the bot wall only when another
 * proxy is available (the blocked one is set aside). Not retried: our own limits, consent pages, an
 * open breaker. A breaker counts only what the platform did, never our own limits, and only for its
 * own endpoint: a bot wall on the player leaves channel pages running.
 */
public class ResilientTransport implements PlatformTransport {

  private static final Logger log = LoggerFactory.getLogger(ResilientTransport.class);

  private final EgressRouter router;
  private final UpstreamBreakers breakers;
  private final ProxyPool proxies;
  private final ResilienceSettings settings;
  private final Retry retry;
  private final Bulkhead bulkhead;

  public ResilientTransport(
      EgressRouter router, UpstreamBreakers breakers, ResilienceSettings settings) {
    this.router = router;
    this.breakers = breakers;
    this.proxies = router.proxies();
    this.settings = settings;
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
    CircuitBreaker breaker = breakers.of(request);
    Supplier<UpstreamResponse> attempt =
        Bulkhead.decorateSupplier(
            bulkhead, CircuitBreaker.decorateSupplier(breaker, () -> router.send(request)));
    try {
      return Retry.decorateSupplier(retry, attempt).get();
    } catch (UpstreamFailure failure) {
      throw unavailable(request, failure);
    } catch (CallNotPermittedException e) {
      throw unavailable(
          request,
          new UpstreamFailure(
              UpstreamFault.CIRCUIT_OPEN,
              "Circuit breaker " + breaker.getName() + " open",
              null,
              breakers.untilHalfOpen(breaker.getName()),
              e));
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

  private boolean worthRetrying(Throwable t) {
    if (!(t instanceof UpstreamFailure failure)) {
      return false;
    }
    return switch (failure.fault().transience()) {
      case TRANSIENT -> true;
      case BLOCKED -> !proxies.isDirect() && proxies.hasAvailable();
      case PERMANENT, DOUBTFUL, LOCAL -> false;
    };
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

  private static long seconds(Duration duration) {
    long millis = Math.max(0, duration.toMillis());
    return Math.max(1, (millis + 999) / 1000);
  }

  /** The breakers by name (player per client, next, browse, ...), for metrics and health. */
  public UpstreamBreakers breakers() {
    return breakers;
  }

  /** The state of one breaker, for health checks and tests. */
  public CircuitBreaker.State breakerState(String name) {
    return breakers.state(name);
  }

  /** The egress identities behind this transport, for health checks and tests. */
  public EgressRouter router() {
    return router;
  }
}
