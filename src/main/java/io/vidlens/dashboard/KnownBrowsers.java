package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.storage.ServiceSecrets;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.stereotype.Component;

/**
 * Browsers that have signed in to an account before: after a sign-in the browser gets a cookie
 * (sent only to the sign-in form) holding a MAC of the account's email, made with a secret every
 * node shares. Guessers from many addresses make one email wait for everyone, except for these
 * browsers, so the owner of an account under attack still signs in from a browser they used before.
 * The cookie names no account and grants nothing on its own: the password is still needed.
 */
@Component
class KnownBrowsers {

  static final String COOKIE = "VIDLENS_KNOWN_BROWSER";
  private static final Duration LIFETIME = Duration.ofDays(365);

  private final ServiceSecrets secrets;
  private volatile SecretKeySpec key;

  KnownBrowsers(ServiceSecrets secrets) {
    this.secrets = secrets;
  }

  /** True when the request carries this email's cookie. */
  boolean vouchesFor(HttpServletRequest request, String email) {
    Cookie[] cookies = request.getCookies();
    if (cookies == null) {
      return false;
    }
    byte[] expected = mark(email).getBytes(StandardCharsets.US_ASCII);
    for (Cookie cookie : cookies) {
      if (COOKIE.equals(cookie.getName())
          && cookie.getValue() != null
          && MessageDigest.isEqual(
              expected, cookie.getValue().getBytes(StandardCharsets.US_ASCII))) {
        return true;
      }
    }
    return false;
  }

  /** Gives the browser this email's cookie (after a successful sign-in). */
  void remember(HttpServletRequest request, HttpServletResponse response, String email) {
    Cookie cookie = new Cookie(COOKIE, mark(email));
    cookie.setPath(request.getContextPath() + SignInPaths.SIGN_IN);
    cookie.setMaxAge((int) LIFETIME.toSeconds());
    cookie.setHttpOnly(true);
    cookie.setSecure(request.isSecure());
    cookie.setAttribute("SameSite", "Strict");
    response.addCookie(cookie);
  }

  private String mark(String email) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key());
      byte[] digest =
          mac.doFinal(
              ("known-browser\n" + AccountDirectory.normalizeEmail(email))
                  .getBytes(StandardCharsets.UTF_8));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
    }
  }

  private SecretKeySpec key() {
    SecretKeySpec current = key;
    if (current == null) {
      current = new SecretKeySpec(secrets.secret("dashboard-known-browsers"), "HmacSHA256");
      key = current;
    }
    return current;
  }
}
