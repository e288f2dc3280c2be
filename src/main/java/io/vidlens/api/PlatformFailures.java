package io.vidlens.api;

import io.vidlens.platform.PlatformException;
import org.springframework.http.HttpStatus;

/** The HTTP meaning of the platform's typed failures: the one place they meet web types. */
public final class PlatformFailures {

  private PlatformFailures() {}

  public static ApiException asApiException(PlatformException e) {
    return switch (e) {
      case PlatformException.NotFound notFound ->
          new ApiException(HttpStatus.NOT_FOUND, notFound.getMessage(), notFound.details());
      case PlatformException.Unavailable unavailable ->
          new ApiException(
              HttpStatus.SERVICE_UNAVAILABLE,
              unavailable.getMessage(),
              unavailable.details(),
              unavailable.retryAfterSeconds());
      case PlatformException.InvalidContinuation invalid ->
          ApiException.badRequest(invalid.getMessage(), invalid.details());
    };
  }
}
