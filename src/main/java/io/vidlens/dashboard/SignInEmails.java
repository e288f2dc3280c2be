package io.vidlens.dashboard;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the email of a failed sign-in for the sign-in page that follows, so that a wrong password
 * does not make the person type the email again. The failure answers with a redirect (the page can
 * be reloaded without sending the form again) and there is no session before sign-in, so the email
 * travels in a short-lived HttpOnly cookie sent only to the sign-in form, removed at sign-in. It is
 * only ever shown back in the email field (escaped), so a planted cookie can do no more than fill
 * that field.
 */
final class SignInEmails {

  static final String COOKIE = "VIDLENS_SIGN_IN_EMAIL";
  private static final int LIFETIME_SECONDS = 600;
  private static final int MAX_LENGTH = 320;

  private SignInEmails() {}

  static void remember(HttpServletRequest request, HttpServletResponse response, String email) {
    if (email == null || email.isBlank() || email.length() > MAX_LENGTH) {
      return;
    }
    response.addCookie(
        cookie(
            request, URLEncoder.encode(email.strip(), StandardCharsets.UTF_8), LIFETIME_SECONDS));
  }

  /** The remembered email, or "" when there is none. */
  static String recall(HttpServletRequest request) {
    Cookie[] cookies = request.getCookies();
    if (cookies == null) {
      return "";
    }
    for (Cookie cookie : cookies) {
      if (COOKIE.equals(cookie.getName()) && cookie.getValue() != null) {
        try {
          String email = URLDecoder.decode(cookie.getValue(), StandardCharsets.UTF_8);
          return email.length() > MAX_LENGTH || email.chars().anyMatch(Character::isISOControl)
              ? ""
              : email;
        } catch (IllegalArgumentException e) {
          return "";
        }
      }
    }
    return "";
  }

  static void forget(HttpServletRequest request, HttpServletResponse response) {
    Cookie[] cookies = request.getCookies();
    if (cookies == null) {
      return;
    }
    for (Cookie cookie : cookies) {
      if (COOKIE.equals(cookie.getName())) {
        response.addCookie(cookie(request, "", 0));
        return;
      }
    }
  }

  private static Cookie cookie(HttpServletRequest request, String value, int maxAge) {
    return SignInCookies.of(request, COOKIE, value, maxAge);
  }
}
