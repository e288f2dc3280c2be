package io.vidlens.work;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Counts the requests one piece of work sends to the platform, cache hits excluded: a job that
 * promises a budget (the analysis's niche) opens a tally around its reads and reads the count back.
 * The platform's request meter adds one for every request it sends while a tally is open on the
 * sending thread; {@link UpstreamWork#carry} carries the open tally to fan-out tasks. Tallies nest:
 * the innermost open one counts.
 */
public final class RequestTally {

  private static final ThreadLocal<RequestTally> CURRENT = new ThreadLocal<>();

  private final AtomicInteger sent = new AtomicInteger();

  /** Requests sent to the platform while this tally was open. */
  public int sent() {
    return sent.get();
  }

  /** Runs {@code work} with this tally open on the calling thread. */
  public <T> T count(Supplier<T> work) {
    RequestTally previous = CURRENT.get();
    CURRENT.set(this);
    try {
      return work.get();
    } finally {
      restore(previous);
    }
  }

  /** The tally open on this thread; empty when none is. */
  public static Optional<RequestTally> current() {
    return Optional.ofNullable(CURRENT.get());
  }

  /** Called by the request meter for each request it sends. */
  public static void requestSent() {
    RequestTally tally = CURRENT.get();
    if (tally != null) {
      tally.sent.incrementAndGet();
    }
  }

  static void restore(RequestTally previous) {
    if (previous == null) {
      CURRENT.remove();
    } else {
      CURRENT.set(previous);
    }
  }

  /** Sets {@code tally} on this thread and answers the one it replaces. */
  static RequestTally enter(RequestTally tally) {
    RequestTally previous = CURRENT.get();
    restore(tally);
    return previous;
  }
}
