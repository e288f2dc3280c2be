package io.vidlens.api;

import io.vidlens.platform.PlatformException;
import java.util.Optional;
import org.springframework.http.HttpStatus;

/** The HTTP meaning of the platform's typed failures: the one place they meet web types. */
public final class PlatformFailures {

  private PlatformFailures() {}

  /**
   * What {@code e} means on the web when it is a platform failure: for features whose pages may not
   * know the platform's types (the dashboard shows a watchlist's 503 as the API answers it).
   */
  public static Optional<ApiException> of(Throwable e) {
    return e instanceof PlatformException failure
        ? Optional.of(asApiException(failure))
        : Optional.empty();
  }

  public static ApiException asApiException(PlatformException e) {
    return switch (e) {
      case PlatformException.NotFound notFound ->
          new ApiException(HttpStatus.NOT_FOUND, notFound.getMessage(), notFound.details());
      // A refusal about this video, not trouble: 451 for a region block (where this server is),
      // 403 for the rest (age gate, members only, sign-in); never charged, as any 4xx but 404.
      case PlatformException.Unplayable unplayable ->
          new ApiException(
              unplayable.regional()
                  ? HttpStatus.UNAVAILABLE_FOR_LEGAL_REASONS
                  : HttpStatus.FORBIDDEN,
              unplayable.getMessage(),
              unplayable.details());
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
