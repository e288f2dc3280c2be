package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import org.springframework.http.HttpStatus;

/**
 * How many client image fetches (each with its decoding) run at once on this node: at most {@code
 * perKey} of one key, at most {@code perNode} in all. A fetch over either cap is not queued: it is
 * answered at once, 429 with {@code retryAfter} when its key already has its share, 503 when the
 * node is full. So one key pointing at a server that never answers holds at most its own share of
 * slots, and memory in use by fetching and decoding stays below {@code perNode} times one image's
 * budget. The counts are this node's (what they protect, connections, threads and memory, is too).
 */
final class FetchSlots {

  /** A slot held; closing it gives it back. */
  interface Slot extends AutoCloseable {
    @Override
    void close();
  }

  private final int perNode;
  private final int perKey;
  private final Semaphore node;
  private final ConcurrentHashMap<String, Integer> byKey = new ConcurrentHashMap<>();

  FetchSlots(int perNode, int perKey) {
    if (perNode < 1 || perKey < 1) {
      throw new IllegalArgumentException(
          "vidlens.thumbnails.fetch.max-concurrent and max-concurrent-per-key must be >= 1");
    }
    this.perNode = perNode;
    this.perKey = perKey;
    this.node = new Semaphore(perNode);
  }

  /** A slot for one fetch of {@code keyId}, or an ApiException (429 or 503) at once. */
  Slot acquire(String keyId) {
    boolean[] taken = {false};
    byKey.compute(
        keyId,
        (k, n) -> {
          int held = n == null ? 0 : n;
          if (held >= perKey) {
            return n;
          }
          taken[0] = true;
          return held + 1;
        });
    if (!taken[0]) {
      throw new ApiException(
          HttpStatus.TOO_MANY_REQUESTS,
          "Rate limit exceeded",
          "At most " + perKey + " image searches of one key run at once; wait for one to finish.",
          1L);
    }
    if (!node.tryAcquire()) {
      release(keyId);
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
          release(keyId);
        }
      }
    };
  }

  /** Fetches in flight on this node (for tests and metrics). */
  int inFlight() {
    return perNode - node.availablePermits();
  }

  private void release(String keyId) {
    byKey.computeIfPresent(keyId, (k, n) -> n <= 1 ? null : n - 1);
  }
}
