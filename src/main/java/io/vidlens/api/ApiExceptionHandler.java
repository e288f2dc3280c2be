package io.vidlens.api;

import io.vidlens.model.ClientInput;
import io.vidlens.model.InvalidInput;
import io.vidlens.platform.PlatformException;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingPathVariableException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * The one place where exceptions become HTTP answers: Vidlens' own {@link ApiException}s, the
 * {@link InvalidInput}s of the layers below the edge, the platform's failures and every exception
 * Spring MVC raises for bad requests, all in the error envelope, none with a stack trace.
 */
@RestControllerAdvice
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

  private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

  @ExceptionHandler(ApiException.class)
  ResponseEntity<ApiError> handleApiException(ApiException e) {
    return ErrorResponses.entity(e);
  }

  /** A value the caller sent that is not one, refused below the edge: a 400 like any other. */
  @ExceptionHandler(InvalidInput.class)
  ResponseEntity<ApiError> handleInvalidInput(InvalidInput e) {
    return ErrorResponses.entity(HttpStatus.BAD_REQUEST, e.getMessage(), e.details(), null);
  }

  @ExceptionHandler(PlatformException.class)
  ResponseEntity<ApiError> handlePlatformException(PlatformException e) {
    return ErrorResponses.entity(PlatformFailures.asApiException(e));
  }

  @ExceptionHandler(RequestBodyTooLargeException.class)
  ResponseEntity<ApiError> handleTooLarge(RequestBodyTooLargeException e) {
    return ErrorResponses.entity(e.asApiException());
  }

  /** Tomcat's complaint about an undecodable or excessive query string: the caller's to fix. */
  @ExceptionHandler(InvalidParameterException.class)
  ResponseEntity<ApiError> handleInvalidParameters(InvalidParameterException e) {
    return ErrorResponses.entity(
        HttpStatus.BAD_REQUEST,
        "Bad Request",
        "The query string could not be decoded; check the %-encoding of its parameters.",
        null);
  }

  @ExceptionHandler(Exception.class)
  ResponseEntity<ApiError> handleUnexpected(Exception e) {
    RequestBodyTooLargeException tooLarge = RequestBodyTooLargeException.findIn(e);
    if (tooLarge != null) {
      return ErrorResponses.entity(tooLarge.asApiException());
    }
    log.error("Unexpected failure", e);
    return ErrorResponses.entity(
        HttpStatus.INTERNAL_SERVER_ERROR,
        "Internal Server Error",
        "An unexpected error occurred; quote the X-Request-Id header when reporting it.",
        null);
  }

  @Override
  protected ResponseEntity<Object> handleExceptionInternal(
      Exception ex,
      Object body,
      HttpHeaders headers,
      HttpStatusCode statusCode,
      WebRequest request) {
    RequestBodyTooLargeException tooLarge = RequestBodyTooLargeException.findIn(ex);
    if (tooLarge != null) {
      return asObject(ErrorResponses.entity(tooLarge.asApiException()));
    }
    HttpStatus status = HttpStatus.resolve(statusCode.value());
    if (status == null) {
      status = HttpStatus.INTERNAL_SERVER_ERROR;
    }
    if (ex instanceof NoResourceFoundException
        && request instanceof ServletWebRequest servlet
        && ErrorPages.wantsHtml(servlet.getRequest(), servlet.getRequest().getRequestURI())) {
      // A browser at an unknown address outside the API: a page, not the envelope.
      ResponseEntity<String> page =
          ErrorPages.page(
              servlet.getRequest(),
              status,
              ErrorPages.forPeople(status, servlet.getRequest().getRequestURI()));
      return new ResponseEntity<>(page.getBody(), page.getHeaders(), status);
    }
    ResponseEntity<ApiError> envelope =
        ErrorResponses.entity(
            status, status.getReasonPhrase(), detailsFor(ex, status, request), null);
    HttpHeaders merged = new HttpHeaders();
    merged.addAll(headers);
    merged.addAll(envelope.getHeaders());
    return new ResponseEntity<>(envelope.getBody(), merged, status);
  }

  private static ResponseEntity<Object> asObject(ResponseEntity<ApiError> entity) {
    return new ResponseEntity<>(entity.getBody(), entity.getHeaders(), entity.getStatusCode());
  }

  /**
   * What the caller should fix, in words; never internals of the exception (no class names, no
   * framework messages), and whatever of the request it repeats cut by {@link ClientInput#echo}.
   */
  static String detailsFor(Exception ex, HttpStatus status, WebRequest request) {
    return switch (ex) {
      case HttpRequestMethodNotSupportedException e ->
          "Method "
              + ClientInput.echo(e.getMethod())
              + " is not allowed on "
              + ClientInput.echo(path(request))
              + "; allowed: "
              + String.join(
                  ", ", e.getSupportedMethods() == null ? new String[0] : e.getSupportedMethods())
              + ".";
      case HttpMediaTypeNotSupportedException e ->
          "Content-Type "
              + (e.getContentType() == null
                  ? "(none)"
                  : ClientInput.echo(e.getContentType().toString()))
              + " is not supported; send the body as application/json.";
      case HttpMediaTypeNotAcceptableException e ->
          "This operation answers application/json; adjust the Accept header.";
      case HttpMessageNotReadableException e ->
          "The request body is missing or is not valid JSON; send a JSON object as described in /openapi.yaml.";
      case MissingServletRequestParameterException e ->
          "Query parameter '" + e.getParameterName() + "' is required.";
      case MissingPathVariableException e ->
          "Path parameter '" + e.getVariableName() + "' is required.";
      case TypeMismatchException e ->
          (e.getPropertyName() == null
                  ? "A parameter has an invalid value"
                  : "Parameter '" + e.getPropertyName() + "' has an invalid value")
              + (e.getRequiredType() == null ? "" : "; expected " + typeName(e.getRequiredType()))
              + ".";
      case NoResourceFoundException e ->
          "No operation at "
              + e.getHttpMethod()
              + " "
              + ClientInput.echo("/" + e.getResourcePath())
              + "; see /openapi.yaml for the operations.";
      default -> inWords(status);
    };
  }

  /** The details of any other refusal: what its status means to the caller, in words. */
  private static String inWords(HttpStatus status) {
    return switch (status) {
      case BAD_REQUEST ->
          "The request could not be understood; check its parameters, headers and body against /openapi.yaml.";
      case NOT_FOUND -> "No operation at this path; see /openapi.yaml for the operations.";
      case CONTENT_TOO_LARGE -> "The request body is too large; send a smaller body.";
      case SERVICE_UNAVAILABLE -> "The service cannot answer now; try again shortly.";
      default ->
          status.is5xxServerError()
              ? "An unexpected error occurred; quote the X-Request-Id header when reporting it."
              : "The request failed with " + status.value() + " " + status.getReasonPhrase() + ".";
    };
  }

  private static String typeName(Class<?> type) {
    if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
      return "an integer";
    }
    if (type == Double.class || type == double.class) {
      return "a number";
    }
    if (type == Boolean.class || type == boolean.class) {
      return "true or false";
    }
    return "a valid value";
  }

  private static String path(WebRequest request) {
    if (request instanceof ServletWebRequest servlet) {
      return servlet.getRequest().getRequestURI();
    }
    return "this path";
  }
}
