package io.vidlens.dashboard;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;

/**
 * The short cookies that carry something to the sign-in form before there is a session (the page
 * asked for, the email typed): sent only to the sign-in path, HttpOnly, SameSite=Lax, Secure behind
 * TLS.
 */
final class SignInCookies {

  private SignInCookies() {}

  static Cookie of(HttpServletRequest request, String name, String value, int maxAge) {
    Cookie cookie = new Cookie(name, value);
    cookie.setPath(request.getContextPath() + SignInPaths.SIGN_IN);
    cookie.setMaxAge(maxAge);
    cookie.setHttpOnly(true);
    cookie.setSecure(request.isSecure());
    cookie.setAttribute("SameSite", "Lax");
    return cookie;
  }
}
