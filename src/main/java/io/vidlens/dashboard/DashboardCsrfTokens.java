package io.vidlens.dashboard;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Arrays;
import org.springframework.security.web.csrf.CookieCsrfTokenRepository;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;

/**
 * Where a dashboard form's CSRF token is kept: in the session once there is one (signed in), in a
 * cookie before (the sign-in and sign-up forms). So an anonymous visit stores no session, however
 * many pages it loads, and a signed-in person's token stays on the server. The cookie is HttpOnly,
 * SameSite=Lax, sent only to {@code /dashboard}, and dropped at sign-in (where Spring Security
 * replaces the token).
 */
final class DashboardCsrfTokens implements CsrfTokenRepository {

  static final String COOKIE = "VIDLENS_CSRF";

  private final HttpSessionCsrfTokenRepository sessions = new HttpSessionCsrfTokenRepository();
  private final CookieCsrfTokenRepository cookies = new CookieCsrfTokenRepository();

  DashboardCsrfTokens(String contextPath) {
    cookies.setCookieName(COOKIE);
    cookies.setParameterName("_csrf");
    cookies.setCookiePath(contextPath + "/dashboard");
    cookies.setCookieCustomizer(cookie -> cookie.httpOnly(true).sameSite("Lax"));
  }

  @Override
  public CsrfToken generateToken(HttpServletRequest request) {
    return sessions.generateToken(request);
  }

  @Override
  public void saveToken(CsrfToken token, HttpServletRequest request, HttpServletResponse response) {
    boolean session = request.getSession(false) != null;
    if (token == null) {
      if (session) {
        sessions.saveToken(null, request, response);
      }
      if (hasCookie(request)) {
        cookies.saveToken(null, request, response);
      }
    } else if (session) {
      sessions.saveToken(token, request, response);
    } else {
      cookies.saveToken(token, request, response);
    }
  }

  @Override
  public CsrfToken loadToken(HttpServletRequest request) {
    return request.getSession(false) != null
        ? sessions.loadToken(request)
        : cookies.loadToken(request);
  }

  private static boolean hasCookie(HttpServletRequest request) {
    Cookie[] all = request.getCookies();
    return all != null && Arrays.stream(all).anyMatch(c -> COOKIE.equals(c.getName()));
  }
}
