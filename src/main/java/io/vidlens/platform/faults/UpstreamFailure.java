package io.vidlens.platform.faults;

import java.time.Duration;

/**
 * An internal failure of one upstream attempt, raised by transports and the answer classifier and
 * handled by {@code resilience.ResilientTransport}, which retries or turns it into the API-facing
 * {@link io.vidlens.platform.PlatformException.Unavailable}.
 */
public class UpstreamFailure extends RuntimeException {

  private final UpstreamFault fault;
  private final String route;
  private final Duration retryAfter;

  public UpstreamFailure(
      UpstreamFault fault, String message, String route, Duration retryAfter, Throwable cause) {
    super(message, cause);
    this.fault = fault;
    this.route = route;
    this.retryAfter = retryAfter;
  }

  public UpstreamFailure(UpstreamFault fault, String message) {
    this(fault, message, null, null, null);
  }

  public UpstreamFault fault() {
    return fault;
  }

  /** The proxy the failing attempt went through, or null when direct. */
  public String route() {
    return route;
  }

  /** A wait the failure itself knows (our rate limit, all proxies set aside), or null. */
  public Duration retryAfter() {
    return retryAfter;
  }
}
