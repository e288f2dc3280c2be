package io.vidlens.api;

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
 * Refuses a request whose query or form parameters hold a NUL character (U+0000) with 400, before
 * any key lookup, session or controller: PostgreSQL refuses NUL in text (the request used to fail
 * there with a 500) and SQLite would store it, so no client string that can reach SQL (job IDs, key
 * names, sign-up emails, any other parameter) carries one. API clients get the error envelope,
 * browsers a small page. JSON bodies are checked where they are read ({@link JsonBodies}).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 25)
class NulParameterFilter extends OncePerRequestFilter {

  private static final String DETAILS =
      "A parameter contains a NUL character (%00); send the parameters without it.";

  private final ErrorResponses errors;

  NulParameterFilter(ErrorResponses errors) {
    this.errors = errors;
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
