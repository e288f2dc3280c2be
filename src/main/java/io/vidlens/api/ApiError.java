package io.vidlens.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The body of every non-2xx answer: {@code {error: {code, message, details, retryAfter}}}. {@code
 * retryAfter} appears only on 429 and 503.
 */
public record ApiError(Body error) {

  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Body(int code, String message, String details, Long retryAfter) {}

  public static ApiError of(int code, String message, String details, Long retryAfter) {
    return new ApiError(new Body(code, message, details == null ? "" : details, retryAfter));
  }
}
