package io.vidlens.dashboard;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.springframework.http.HttpHeaders;

/**
 * Answers a sign-in that must wait: 429 with {@code Retry-After} and a short fixed page, written
 * straight to the response. Refusals are what a guesser or a runaway script receives hundreds of
 * times a second, so they do no template or session work at all (issue 26: rendering the sign-in
 * form for each refusal was the remaining cost that a flood of one account's sign-ins put on the
 * node's request threads). A person gets the wait in words and a link back to the form.
 */
final class ThrottledSignIns {

  private ThrottledSignIns() {}

  /** The email or the network must wait {@code waitSeconds} before trying again. */
  static void refuse(HttpServletResponse response, String contextPath, long waitSeconds)
      throws IOException {
    write(
        response,
        contextPath,
        429,
        waitSeconds,
        "Too many failed sign-ins for this email or from your network. Wait "
            + DashboardFormat.waitInWords(waitSeconds)
            + " and try again.");
  }

  /**
   * The password pool refused the check ({@code status} 429: this account's share, 503: the
   * node's); the password was not checked.
   */
  static void busy(HttpServletResponse response, String contextPath, int status, long waitSeconds)
      throws IOException {
    write(
        response,
        contextPath,
        status,
        waitSeconds,
        "Sign-in is busy right now and your password was not checked. Try again in "
            + DashboardFormat.waitInWords(waitSeconds)
            + ".");
  }

  private static void write(
      HttpServletResponse response, String contextPath, int status, long waitSeconds, String alert)
      throws IOException {
    byte[] page =
        ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>Sign in - Vidlens</title><link rel=\"stylesheet\" href=\""
                + contextPath
                + "/dashboard/assets/dashboard.css\"></head><body><main class=\"narrow\">"
                + "<h1>Sign in</h1><div class=\"alert error\" role=\"alert\">"
                + alert
                + "</div><p><a href=\""
                + contextPath
                + SignInPaths.SIGN_IN
                + "\">Back to sign-in</a></p></main></body></html>")
            .getBytes(StandardCharsets.UTF_8);
    response.setStatus(status);
    response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(waitSeconds));
    response.setContentType("text/html;charset=UTF-8");
    response.setContentLength(page.length);
    response.getOutputStream().write(page);
  }
}
