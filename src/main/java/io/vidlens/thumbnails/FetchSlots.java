package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import org.springframework.http.HttpStatus;

/**
 * How many client image fetches (each with its decoding) run at once on this node: at most {@code
 * perKey} of one key, at most {@code perAccount} of all the keys of one account, at most {@code
 * perNode} in all. A fetch over any cap is not queued: it is answered at once, 429 with {@code
 * retryAfter} when its key or its account already has its share, 503 when the node is full. So keys
 * pointing at a server that never answers hold at most their account's share of slots (an account
 * has up to 25 keys: a per-key cap alone would let one account hold them all), and memory in use by
 * fetching and decoding stays below {@code perNode} times one image's budget. The counts are this
 * node's (what they protect, connections, threads and memory, is too).
 */
final class FetchSlots {

  /** A slot held; closing it gives it back. */
  interface Slot extends AutoCloseable {
    @Override
    void close();
  }

  private final int perNode;
  private final int perKey;
  private final int perAccount;
  private final Semaphore node;
  private final ConcurrentHashMap<String, Integer> byKey = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, Integer> byAccount = new ConcurrentHashMap<>();

  FetchSlots(int perNode, int perKey, int perAccount) {
    if (perNode < 1 || perKey < 1 || perAccount < 1) {
      throw new IllegalArgumentException(
          "vidlens.thumbnails.fetch.max-concurrent, max-concurrent-per-key and"
              + " max-concurrent-per-account must be >= 1");
    }
    this.perNode = perNode;
    this.perKey = perKey;
    this.perAccount = perAccount;
    this.node = new Semaphore(perNode);
  }

  /**
   * A slot for one fetch of key {@code keyId} of account {@code accountId}, or an ApiException (429
   * or 503) at once.
   */
  Slot acquire(String keyId, String accountId) {
    if (!take(byKey, keyId, perKey)) {
      throw tooMany("At most " + perKey + " image searches of one key run at once");
    }
    if (!take(byAccount, accountId, perAccount)) {
      release(byKey, keyId);
      throw tooMany(
          "At most " + perAccount + " image searches of one account (all its keys) run at once");
    }
    if (!node.tryAcquire()) {
      release(byAccount, accountId);
      release(byKey, keyId);
      throw ThumbnailSearchService.unavailable(
          "All " + perNode + " image fetches of this server are busy; try again shortly.", 1);
    }
    return new Slot() {
      private boolean closed;

      @Override
      public synchronized void close() {
        if (!closed) {
          closed = true;
          node.release();
          release(byAccount, accountId);
          release(byKey, keyId);
        }
      }
    };
  }

  private static ApiException tooMany(String what) {
    return new ApiException(
        HttpStatus.TOO_MANY_REQUESTS,
        "Rate limit exceeded",
        what + "; wait for one to finish.",
        1L);
  }

  /** One more of {@code id}'s count when it is under {@code cap}; false when it is not. */
  private static boolean take(ConcurrentHashMap<String, Integer> counts, String id, int cap) {
    boolean[] taken = {false};
    counts.compute(
        id,
        (k, n) -> {
          int held = n == null ? 0 : n;
          if (held >= cap) {
            return n;
          }
          taken[0] = true;
          return held + 1;
        });
    return taken[0];
  }

  /** Fetches in flight on this node (for tests and metrics). */
  int inFlight() {
    return perNode - node.availablePermits();
  }

  private static void release(ConcurrentHashMap<String, Integer> counts, String id) {
    counts.computeIfPresent(id, (k, n) -> n <= 1 ? null : n - 1);
  }
}
