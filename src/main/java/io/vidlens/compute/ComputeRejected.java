package io.vidlens.compute;

import io.vidlens.api.ApiException;
import java.util.Locale;
import org.springframework.http.HttpStatus;

/**
 * A task a pool would not take or could not start in time: 429 when the account already holds its
 * share, 503 when the node's pool is full or the wait ran out; always with {@code retryAfter}.
 */
public final class ComputeRejected extends ApiException {

  /** Why, as the {@code reason} tag of {@code vidlens.compute.rejections}. */
  public enum Reason {
    /** The account's share of the pool is taken (429). */
    ACCOUNT,
    /** Every thread and queue place of the pool is taken (503). */
    SATURATED,
    /** The task waited its longest for a thread (503). */
    WAIT;

    /** The tag value: the name in lower case. */
    public String tag() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private final Reason reason;

  ComputeRejected(Reason reason, String unavailableTitle, String details, long retryAfter) {
    super(
        reason == Reason.ACCOUNT ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.SERVICE_UNAVAILABLE,
        reason == Reason.ACCOUNT ? "Rate limit exceeded" : unavailableTitle,
        details,
        retryAfter);
    this.reason = reason;
  }

  public Reason reason() {
    return reason;
  }
}
