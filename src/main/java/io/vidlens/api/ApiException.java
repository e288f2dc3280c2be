package io.vidlens.api;

import io.vidlens.model.ExplainedFailure;
import org.springframework.http.HttpStatus;

/**
 * A failure with a known HTTP meaning. Features throw it; {@link ApiExceptionHandler} turns it into
 * the error envelope. {@code retryAfterSeconds} is set for 429 and 503 only.
 */
public class ApiException extends ExplainedFailure {

  private final HttpStatus status;
  private final Long retryAfterSeconds;

  public ApiException(HttpStatus status, String message, String details, Long retryAfterSeconds) {
    super(message, details);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  public ApiException(HttpStatus status, String message, String details) {
    this(status, message, details, null);
  }

  public static ApiException badRequest(String message, String details) {
    return new ApiException(HttpStatus.BAD_REQUEST, message, details);
  }

  public static ApiException notFound(String message, String details) {
    return new ApiException(HttpStatus.NOT_FOUND, message, details);
  }

  public HttpStatus status() {
    return status;
  }

  public Long retryAfterSeconds() {
    return retryAfterSeconds;
  }
}
