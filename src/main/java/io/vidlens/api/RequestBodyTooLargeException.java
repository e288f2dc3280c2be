package io.vidlens.api;

import java.io.IOException;
import org.springframework.http.HttpStatus;

/**
 * Raised while reading a body past the limit. An IOException so that it passes through body readers
 * (Jackson wraps it), and is found again in the cause chain.
 */
public class RequestBodyTooLargeException extends IOException {

  private final long limitBytes;

  public RequestBodyTooLargeException(long limitBytes) {
    super("Request body larger than " + limitBytes + " bytes");
    this.limitBytes = limitBytes;
  }

  public ApiException asApiException() {
    return new ApiException(
        HttpStatus.CONTENT_TOO_LARGE,
        "Payload Too Large",
        "The request body is larger than " + (limitBytes / 1024) + " KiB; send a smaller body.");
  }

  static RequestBodyTooLargeException findIn(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof RequestBodyTooLargeException e) {
        return e;
      }
      if (c.getCause() == c) {
        break;
      }
    }
    return null;
  }
}
