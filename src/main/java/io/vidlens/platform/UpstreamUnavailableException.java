package io.vidlens.platform;

import io.vidlens.api.ApiException;
import io.vidlens.platform.resilience.UpstreamFault;
import org.springframework.http.HttpStatus;

/**
 * The platform cannot answer now (throttled, blocked, down, too slow, or our own pacing said wait).
 * The API answers 503 with {@code retryAfter} and a {@code Retry-After} header; such an answer is
 * never charged. {@link #fault()} says why, for logs and metrics, never for callers.
 */
public class UpstreamUnavailableException extends ApiException {

  private final UpstreamFault fault;

  public UpstreamUnavailableException(UpstreamFault fault, String details, long retryAfterSeconds) {
    super(
        HttpStatus.SERVICE_UNAVAILABLE,
        "Service Unavailable",
        details,
        Math.max(1, retryAfterSeconds));
    this.fault = fault;
  }

  public UpstreamFault fault() {
    return fault;
  }
}
