package io.vidlens.access;

import jakarta.servlet.http.HttpServletRequest;

/**
 * For operations in other packages: makes a request cost more of its key's per-second rate than the
 * one token every request takes (see {@link AccessGate}). For work the server did in vain on a
 * key's behalf that quota units do not pay for, such as a refused image; quota units are not
 * affected.
 */
public final class RateCharge {

  private RateCharge() {}

  /**
   * Takes {@code tokens} more from the key's per-second bucket once the answer is ready; the bucket
   * may go into debt, so the key's next requests wait (429 with {@code retryAfter}) until it has
   * refilled.
   */
  public static void add(HttpServletRequest request, int tokens) {
    if (tokens > 0) {
      Object before = request.getAttribute(AccessGate.EXTRA_RATE_TOKENS);
      int sum = (before instanceof Integer b ? b : 0) + tokens;
      request.setAttribute(AccessGate.EXTRA_RATE_TOKENS, sum);
    }
  }
}
