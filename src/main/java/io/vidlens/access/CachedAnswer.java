package io.vidlens.access;

import jakarta.servlet.http.HttpServletRequest;

/**
 * For operations in other packages: marks an answer as served from a cached analysis (see {@link
 * AccessGate}).
 */
public final class CachedAnswer {

  private CachedAnswer() {}

  /** The answer does not count against the operation's hourly limit. */
  public static void mark(HttpServletRequest request) {
    request.setAttribute(AccessGate.CACHED_ANSWER, Boolean.TRUE);
  }

  /**
   * The answer is the operation's own refusal, made before any work (a 429 such as a full job
   * queue): like a cached answer it does not count against the hourly limit, so the token the gate
   * took is given back.
   */
  public static void notCounted(HttpServletRequest request) {
    request.setAttribute(AccessGate.CACHED_ANSWER, Boolean.TRUE);
  }
}
