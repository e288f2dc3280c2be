package io.vidlens.thumbnails;

import java.time.Duration;
import org.apache.hc.client5.http.classic.methods.HttpGet;

/**
 * One fetch of {@link SafeImageFetcher} as its watchdog sees it: the deadline of the whole
 * exchange, the request in flight (to cancel), and the body's progress (to judge its rate).
 */
final class FetchExchange {

  /** How long a body may arrive before its rate is judged. */
  private static final long RATE_GRACE_NANOS = Duration.ofSeconds(1).toNanos();

  private final Duration timeout;
  private final long minBytesPerSecond;
  private final long deadline;
  private volatile HttpGet current;
  private volatile long bodyStarted;
  private volatile long bodyBytes;
  private volatile ImageRejected cut;

  /** Starts the clock: the deadline is {@code timeout} from now. */
  FetchExchange(Duration timeout, long minBytesPerSecond) {
    this.timeout = timeout;
    this.minBytesPerSecond = minBytesPerSecond;
    this.deadline = System.nanoTime() + timeout.toNanos();
  }

  void start(HttpGet get) {
    current = get;
    bodyStarted = 0;
    bodyBytes = 0;
    if (cut != null) {
      get.cancel();
    }
  }

  void bodyStarts() {
    bodyStarted = System.nanoTime();
  }

  void read(long total) throws Abort {
    bodyBytes = total;
    check();
    if (cut != null) {
      throw new Abort(cut);
    }
  }

  /** Called by the watchdog and after every read: cuts an exchange past a limit. */
  void check() {
    if (cut != null) {
      return;
    }
    long now = System.nanoTime();
    ImageRejected reason = null;
    if (now - deadline > 0) {
      reason =
          new ImageRejected(
              "the image server took longer than "
                  + timeout.toMillis() / 1000.0
                  + " s to send the image",
              true);
    } else if (minBytesPerSecond > 0 && bodyStarted != 0) {
      long elapsed = now - bodyStarted;
      if (elapsed > RATE_GRACE_NANOS && bodyBytes * 1e9 / elapsed < minBytesPerSecond) {
        reason =
            new ImageRejected(
                "the image server sent the image slower than "
                    + minBytesPerSecond
                    + " bytes per second",
                true);
      }
    }
    if (reason != null) {
      cut = reason;
      HttpGet get = current;
      if (get != null) {
        get.cancel(); // closes the connection: a blocked connect or read ends at once
      }
    }
  }

  void throwIfCut() throws ImageRejected {
    if (cut != null) {
      throw cut;
    }
  }

  /** Carries a rejection out of the HTTP client's response handler. */
  static final class Abort extends RuntimeException {
    final ImageRejected rejection;

    Abort(ImageRejected rejection) {
      super(rejection.getMessage(), null, false, false);
      this.rejection = rejection;
    }
  }
}
