package io.vidlens.access;

import jakarta.servlet.http.HttpServletRequest;

/**
 * For operations in other packages: the answer costs nothing (see {@link AccessGate}). For answers
 * that do no new work for the client, whatever their status: a job create that found the channel
 * does not exist (404) before making a job, or that answers the caller's job already running for
 * the channel, which was charged when it was made. No quota units are taken, and the request does
 * not count against the operation's hourly limit either.
 */
public final class NotCharged {

  private NotCharged() {}

  /** The answer is free: its units are refunded and its hourly token is given back. */
  public static void mark(HttpServletRequest request) {
    request.setAttribute(AccessGate.NOT_CHARGED, Boolean.TRUE);
  }
}
