package io.vidlens.api;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.slf4j.MDC;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.util.HtmlUtils;

/**
 * The error answer for a person in a browser: a small HTML page instead of the JSON envelope, for
 * requests outside the API whose {@code Accept} names HTML (browsers send {@code text/html} first).
 * API paths, and clients that ask for JSON or anything ({@code *}{@code /*}), get the envelope.
 * Public for the dashboard, whose own "not found" page follows the same rule.
 */
public final class ErrorPages {

  private ErrorPages() {}

  /** True when the answer should be the HTML page; {@code path} is the request's (not /error). */
  public static boolean wantsHtml(HttpServletRequest request, Object path) {
    String p = path == null ? "" : path.toString();
    String api = request.getContextPath() + "/api/";
    if (p.startsWith(api)) {
      return false;
    }
    String accept = request.getHeader("Accept");
    if (accept == null || accept.isBlank()) {
      return false;
    }
    List<MediaType> types;
    try {
      types = MediaType.parseMediaTypes(accept);
    } catch (InvalidMediaTypeException e) {
      return false;
    }
    types = new java.util.ArrayList<>(types);
    types.sort(java.util.Comparator.comparingDouble(MediaType::getQualityValue).reversed());
    for (MediaType type : types) {
      if (type.getQualityValue() <= 0) {
        continue;
      }
      if (MediaType.TEXT_HTML.equalsTypeAndSubtype(type)
          || MediaType.APPLICATION_XHTML_XML.equalsTypeAndSubtype(type)) {
        return true;
      }
      if (MediaType.APPLICATION_JSON.isCompatibleWith(type) && !type.isWildcardType()) {
        return false; // JSON asked for first
      }
    }
    return false;
  }

  static ResponseEntity<String> page(HttpServletRequest request, HttpStatus status, String text) {
    String home = request.getContextPath();
    String requestId = MDC.get(RequestIdFilter.MDC_KEY);
    String html =
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<title>"
            + status.value()
            + " "
            + status.getReasonPhrase()
            + " - Vidlens</title></head><body><main><h1>"
            + status.getReasonPhrase()
            + "</h1><p>"
            + HtmlUtils.htmlEscape(text)
            + "</p>"
            + (requestId == null
                ? ""
                : "<p>Request ID: <code>" + HtmlUtils.htmlEscape(requestId) + "</code></p>")
            + "<p><a href=\""
            + home
            + "/dashboard\">The dashboard</a> &middot; <a href=\""
            + home
            + "/docs\">API documentation</a></p></main></body></html>";
    return ResponseEntity.status(status)
        .contentType(new MediaType(MediaType.TEXT_HTML, java.nio.charset.StandardCharsets.UTF_8))
        .body(html);
  }

  /** What went wrong, for a person. */
  static String forPeople(HttpStatus status, Object path) {
    return switch (status) {
      case NOT_FOUND -> "There is no page at " + path + ".";
      case METHOD_NOT_ALLOWED -> "That kind of request is not accepted at " + path + ".";
      case CONTENT_TOO_LARGE -> "What was sent is too large.";
      case BAD_REQUEST -> "That request was not understood; check the address.";
      default ->
          status.is5xxServerError()
              ? "Something went wrong on our side. If it persists, give the operator the request ID below."
              : "The request failed (" + status.value() + " " + status.getReasonPhrase() + ").";
    };
  }
}
