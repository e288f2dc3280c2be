package io.vidlens.api;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Builds the error envelope, both as a ResponseEntity (controllers) and on a raw response
 * (filters).
 */
@Component
public class ErrorResponses {

  private final JsonMapper jsonMapper;

  public ErrorResponses(JsonMapper jsonMapper) {
    this.jsonMapper = jsonMapper;
  }

  public static ResponseEntity<ApiError> entity(
      HttpStatus status, String message, String details, Long retryAfter) {
    ResponseEntity.BodyBuilder builder =
        ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON);
    if (retryAfter != null) {
      builder.header(HttpHeaders.RETRY_AFTER, Long.toString(retryAfter));
    }
    return builder.body(ApiError.of(status.value(), message, details, retryAfter));
  }

  public static ResponseEntity<ApiError> entity(ApiException e) {
    return entity(e.status(), e.getMessage(), e.details(), e.retryAfterSeconds());
  }

  /** Writes the envelope directly; for filters that answer before any controller runs. */
  public void write(HttpServletResponse response, ApiException e) throws IOException {
    response.resetBuffer();
    response.setStatus(e.status().value());
    response.setContentType(MediaType.APPLICATION_JSON_VALUE);
    if (e.retryAfterSeconds() != null) {
      response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(e.retryAfterSeconds()));
    }
    ApiError body =
        ApiError.of(e.status().value(), e.getMessage(), e.details(), e.retryAfterSeconds());
    response.getOutputStream().write(jsonMapper.writeValueAsBytes(body));
  }
}
