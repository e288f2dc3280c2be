package io.vidlens.dashboard;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.function.Supplier;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRequestHandler;
import org.springframework.security.web.csrf.XorCsrfTokenRequestAttributeHandler;

/**
 * Spring Security's masked CSRF tokens (a random pad XOR the token, Base64), reading a malformed
 * value as no value: a {@code _csrf} of the right length whose unmasked bytes are not UTF-8 makes
 * the stock handler throw, which answered 500 with a stack trace to anyone. Now it is a missing
 * token, so the form is refused with the "form expired" 403 page like any other bad token.
 */
final class CsrfTokenValues implements CsrfTokenRequestHandler {

  private final XorCsrfTokenRequestAttributeHandler masked =
      new XorCsrfTokenRequestAttributeHandler();

  @Override
  public void handle(
      HttpServletRequest request, HttpServletResponse response, Supplier<CsrfToken> csrfToken) {
    masked.handle(request, response, csrfToken);
  }

  @Override
  public String resolveCsrfTokenValue(HttpServletRequest request, CsrfToken csrfToken) {
    try {
      return masked.resolveCsrfTokenValue(request, csrfToken);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
