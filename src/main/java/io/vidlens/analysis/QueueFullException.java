package io.vidlens.analysis;

import io.vidlens.api.ApiException;
import java.time.Duration;
import org.springframework.http.HttpStatus;

/**
 * A create refused because the account already has its cap of unfinished jobs: 429 in the error
 * envelope with {@code Retry-After}. Refused before any work, so it is neither charged (the gate
 * never charges a 429) nor counted against the hourly limit (the controller says so to the gate).
 */
class QueueFullException extends ApiException {

  QueueFullException(int cap, Duration retryAfter) {
    super(
        HttpStatus.TOO_MANY_REQUESTS,
        "Rate limit exceeded",
        "This account already has "
            + cap
            + " analysis jobs queued or processing, the most it may have at once; create more"
            + " when some have finished.",
        Math.max(1, retryAfter.toSeconds()));
  }
}
