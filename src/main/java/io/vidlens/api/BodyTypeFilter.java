package io.vidlens.api;

import io.vidlens.model.ClientInput;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses an operation's request whose Content-Type has a wildcard type or subtype ({@code *}{@code
 * /*}, {@code application/*}): a type no body can have, which the framework's body reader rejects
 * with an internal error rather than as an unsupported type. The answer is the 415 any other
 * unsupported type gets.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 21)
class BodyTypeFilter extends OncePerRequestFilter {

  private final ErrorResponses errors;

  BodyTypeFilter(ErrorResponses errors) {
    this.errors = errors;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return !request.getRequestURI().startsWith(request.getContextPath() + "/api/");
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String type = request.getContentType();
    if (type != null && wildcard(type)) {
      errors.write(
          response,
          new ApiException(
              HttpStatus.UNSUPPORTED_MEDIA_TYPE,
              HttpStatus.UNSUPPORTED_MEDIA_TYPE.getReasonPhrase(),
              "Content-Type "
                  + ClientInput.echo(type)
                  + " is not supported; send the body as application/json."));
      return;
    }
    chain.doFilter(request, response);
  }

  /** A type or subtype of {@code *}; a type that cannot be read is left to the framework's 415. */
  private static boolean wildcard(String type) {
    try {
      MediaType parsed = MediaType.parseMediaType(type);
      return parsed.isWildcardType() || parsed.isWildcardSubtype();
    } catch (InvalidMediaTypeException e) {
      return false;
    }
  }
}
