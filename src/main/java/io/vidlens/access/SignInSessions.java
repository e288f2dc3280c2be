package io.vidlens.access;

import jakarta.servlet.http.HttpSession;
import java.time.Instant;

/**
 * When a browser session signed in, kept in the session, so that a session older than the account's
 * last password change counts as signed out wherever the sign-in is used: the dashboard's pages and
 * the OAuth authorization endpoint (a password change signs out every other session, and an app
 * must not be authorized from one of them).
 */
public final class SignInSessions {

  private static final String SIGNED_IN_AT = "vidlens.signedInAt";

  private SignInSessions() {}

  /** Notes that {@code session} signed in (or proved its password) at {@code at}. */
  public static void stamp(HttpSession session, Instant at) {
    session.setAttribute(SIGNED_IN_AT, at.toEpochMilli());
  }

  /** False when the session signed in before the account's password last changed, or unknown. */
  public static boolean current(HttpSession session, AccountLogin account) {
    if (account.passwordChangedAt() == null) {
      return true;
    }
    Object at = session == null ? null : session.getAttribute(SIGNED_IN_AT);
    return at instanceof Long millis && account.passwordChangedAt().toEpochMilli() <= millis;
  }
}
