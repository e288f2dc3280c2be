package io.vidlens.dashboard;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.springframework.security.web.savedrequest.RequestCache;
import org.springframework.security.web.savedrequest.SavedRequest;
import org.springframework.security.web.savedrequest.SimpleSavedRequest;

/**
 * Remembers the dashboard page a person asked for before signing in, in a short-lived cookie sent
 * only to the sign-in form (not in a session: nothing is stored on the server before sign-in). Only
 * a path of this dashboard is kept and followed, never an address elsewhere, so a planted cookie
 * cannot send anyone off the site.
 */
final class ReturnPaths implements RequestCache {

  static final String COOKIE = "VIDLENS_RETURN";
  private static final int LIFETIME_SECONDS = 600;
  private static final Pattern SAFE = Pattern.compile("/dashboard(/[A-Za-z0-9._~/-]*)?");

  @Override
  public void saveRequest(HttpServletRequest request, HttpServletResponse response) {
    if (!"GET".equals(request.getMethod())) {
      return;
    }
    String path = request.getRequestURI().substring(request.getContextPath().length());
    if (!SAFE.matcher(path).matches() || path.contains("//")) {
      return;
    }
    response.addCookie(
        cookie(request, URLEncoder.encode(path, StandardCharsets.UTF_8), LIFETIME_SECONDS));
  }

  @Override
  public SavedRequest getRequest(HttpServletRequest request, HttpServletResponse response) {
    Cookie[] cookies = request.getCookies();
    if (cookies == null) {
      return null;
    }
    for (Cookie cookie : cookies) {
      if (COOKIE.equals(cookie.getName()) && cookie.getValue() != null) {
        removeRequest(request, response);
        String path = URLDecoder.decode(cookie.getValue(), StandardCharsets.UTF_8);
        return SAFE.matcher(path).matches() && !path.contains("//")
            ? new SimpleSavedRequest(request.getContextPath() + path)
            : null;
      }
    }
    return null;
  }

  /** Never replays a request: the cookie only names where to go after signing in. */
  @Override
  public HttpServletRequest getMatchingRequest(
      HttpServletRequest request, HttpServletResponse response) {
    return null;
  }

  @Override
  public void removeRequest(HttpServletRequest request, HttpServletResponse response) {
    response.addCookie(cookie(request, "", 0));
  }

  private static Cookie cookie(HttpServletRequest request, String value, int maxAge) {
    return SignInCookies.of(request, COOKIE, value, maxAge);
  }
}
