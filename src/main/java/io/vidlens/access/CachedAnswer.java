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
}
