package io.vidlens.api;

import io.vidlens.model.ClientInput;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses a request outside the API whose query or form parameters hold a NUL character (U+0000)
 * with 400, before any session, sign-in or controller: PostgreSQL refuses NUL in text (the
 * dashboard's key names and sign-up emails used to fail there with a 500) and SQLite would store
 * it. Browsers get a small page, other clients the envelope. The API's operations are left to their
 * own validation, which refuses a control character in every parameter they read (job IDs, video
 * and channel IDs, search fields) in the envelope with the operation's own message, and they read
 * no other parameter; so this filter does not pre-empt those answers.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 25)
class NulParameterFilter extends OncePerRequestFilter {

  private static final String DETAILS =
      "A parameter contains a control character (a NUL byte, %00); send the parameters"
          + " without it.";

  private final ErrorResponses errors;

  NulParameterFilter(ErrorResponses errors) {
    this.errors = errors;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return request.getRequestURI().startsWith(request.getContextPath() + "/api/");
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (!hasNul(request)) {
      chain.doFilter(request, response);
      return;
    }
    if (ErrorPages.wantsHtml(request, request.getRequestURI())) {
      ResponseEntity<String> page =
          ErrorPages.page(
              request,
              HttpStatus.BAD_REQUEST,
              "A field of the form contains a NUL character; remove it and send the form again.");
      response.resetBuffer();
      response.setStatus(400);
      response.setContentType(page.getHeaders().getContentType().toString());
      response.getOutputStream().write(page.getBody().getBytes(StandardCharsets.UTF_8));
      return;
    }
    errors.write(response, ApiException.badRequest("Bad Request", DETAILS));
  }

  private static boolean hasNul(HttpServletRequest request) {
    Map<String, String[]> parameters;
    try {
      parameters = request.getParameterMap();
    } catch (RuntimeException e) {
      // An undecodable query string: refused later, in words, by the API's handler.
      return false;
    }
    for (Map.Entry<String, String[]> parameter : parameters.entrySet()) {
      if (ClientInput.hasNul(parameter.getKey())) {
        return true;
      }
      for (String value : parameter.getValue()) {
        if (ClientInput.hasNul(value)) {
          return true;
        }
      }
    }
    return false;
  }
}
