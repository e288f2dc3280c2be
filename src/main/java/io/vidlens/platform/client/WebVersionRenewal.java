package io.vidlens.platform.client;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Re-reads the WEB client version when the platform refuses the one in use with HTTP 400 (Invidious
 * #5817, #5820): the daily read would leave every browse and next a 503 until the next day. One
 * read at a time: requests refused meanwhile wait for it and then use what it found, and after a
 * read another one waits {@link #MIN_INTERVAL}, so a version the platform keeps refusing (or a
 * {@code /sw.js} that names the same one) costs one read, not one per request.
 */
final class WebVersionRenewal {

  /** The least time between two reads caused by refusals. */
  static final Duration MIN_INTERVAL = Duration.ofMinutes(1);

  private final Runnable reread;
  private final Supplier<String> inUse;
  private final Clock clock;
  private final ReentrantLock lock = new ReentrantLock();
  private Instant lastRead; // guarded by lock

  /**
   * @param reread reads the current version and puts it in use (keeps the one in use when it
   *     cannot)
   * @param inUse the WEB client version requests are made with now
   */
  WebVersionRenewal(Runnable reread, Supplier<String> inUse, Clock clock) {
    this.reread = reread;
    this.inUse = inUse;
    this.clock = clock;
  }

  /** Never re-reads: a refused version stays refused (tests, clients without discovery). */
  static WebVersionRenewal none() {
    return new WebVersionRenewal(null, null, Clock.systemUTC());
  }

  /**
   * After a request made as {@code refused} got HTTP 400: whether another version is in use now, so
   * that the request is worth sending once more. Reads the version unless another request already
   * did (then its result is used) or one was read less than {@link #MIN_INTERVAL} ago.
   */
  boolean renewed(String refused) {
    if (reread == null) {
      return false;
    }
    lock.lock();
    try {
      if (!inUse.get().equals(refused)) {
        return true; // renewed by another request meanwhile
      }
      Instant now = clock.instant();
      if (lastRead != null && now.isBefore(lastRead.plus(MIN_INTERVAL))) {
        return false;
      }
      lastRead = now;
      reread.run();
      return !inUse.get().equals(refused);
    } finally {
      lock.unlock();
    }
  }
}
