package io.vidlens.api;

import io.vidlens.model.ClientInput;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Replaces the framework's error page: whatever reaches the servlet container's error path (errors
 * raised outside Spring MVC) is answered in the envelope, or for a browser outside the API with a
 * small HTML page ({@link ErrorPages}). The error path asked for directly is a path like any other
 * with nothing there: 404, never 500.
 */
@RestController
class EnvelopeErrorController implements ErrorController {

  @RequestMapping("${server.error.path:/error}")
  ResponseEntity<?> error(HttpServletRequest request) {
    Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
    Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
    HttpStatus status;
    if (code == null) {
      // Not an error dispatch: someone asked for /error itself.
      status = HttpStatus.NOT_FOUND;
      uri = request.getRequestURI();
    } else {
      status =
          code instanceof Integer i && HttpStatus.resolve(i) != null && i >= 400
              ? HttpStatus.valueOf(i)
              : HttpStatus.INTERNAL_SERVER_ERROR;
    }
    if (ErrorPages.wantsHtml(request, uri)) {
      return ErrorPages.page(request, status, ErrorPages.forPeople(status, uri));
    }
    String details =
        switch (status) {
          case NOT_FOUND ->
              "No operation at "
                  + ClientInput.echo(uri == null ? "this path" : uri.toString())
                  + "; see /openapi.yaml for the operations.";
          case CONTENT_TOO_LARGE -> "The request body is too large; send a smaller body.";
          case BAD_REQUEST ->
              "The request could not be understood; check its URL, headers and body.";
          default ->
              status.is5xxServerError()
                  ? "An unexpected error occurred; quote the X-Request-Id header when reporting it."
                  : "The request failed with "
                      + status.value()
                      + " "
                      + status.getReasonPhrase()
                      + ".";
        };
    return ErrorResponses.entity(status, status.getReasonPhrase(), details, null);
  }
}
