package io.vidlens.access;

import io.vidlens.access.internal.AccessGate;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What one request costs beyond its operation's declared units, as the operation decides it while
 * answering. The gate makes one per charged request and hands it to the operation's controller as a
 * method argument, the only way to reach it; when the answer is ready it reads it to settle the
 * charge (see {@link AccessGate}). By default a request costs its units, one hourly token and one
 * per-second token.
 */
public final class RequestCharge {

  private volatile boolean free;
  private volatile boolean notCounted;
  private final AtomicInteger extraRateTokens = new AtomicInteger();

  /**
   * The answer costs nothing, whatever its status: no units, and no hourly token either. For
   * answers that do no new work for the client: a job create that found the channel does not exist
   * (404) before making a job, or that answers the caller's job already running for the channel,
   * which was charged when it was made.
   */
  public void free() {
    free = true;
  }

  /** The answer was served from a cached analysis: it does not count against the hourly limit. */
  public void cachedAnswer() {
    notCounted = true;
  }

  /**
   * The answer is the operation's own refusal, made before any work (a 429 such as a full job
   * queue): like a cached answer it does not count against the hourly limit, so the token the gate
   * took is given back.
   */
  public void refusedBeforeWork() {
    notCounted = true;
  }

  /**
   * The request takes {@code tokens} more from the key's per-second bucket once the answer is
   * ready, for work the server did in vain on the key's behalf that quota units do not pay for (a
   * refused image); the bucket may go into debt, so the key's next requests wait (429 with {@code
   * retryAfter}) until it has refilled. Quota units are not affected.
   */
  public void addRateTokens(int tokens) {
    if (tokens > 0) {
      extraRateTokens.addAndGet(tokens);
    }
  }

  public boolean isFree() {
    return free;
  }

  /** Whether the hourly token the gate took is given back. */
  public boolean sparesHourlyLimit() {
    return free || notCounted;
  }

  public int extraRateTokens() {
    return extraRateTokens.get();
  }
}
