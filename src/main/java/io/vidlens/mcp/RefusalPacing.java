package io.vidlens.mcp;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Holds a rate-limit refusal for a while before it is sent, so that a client that ignores {@code
 * Retry-After} and asks again at once waits out the hold on each refused request instead of
 * spending the node's CPU as fast as it can send: a flood of refused requests from one key was what
 * slowed every other account's calls on a two-core node (docs/performance.md, "MCP attacks"). A
 * held refusal keeps its connection and a parked virtual thread, never a carrier; past the holds
 * one key or the node may have at once, a refusal is sent at once, as before.
 */
final class RefusalPacing {

  private final Duration hold;
  private final int perKey;
  private final int perNode;
  private final ConcurrentHashMap<String, Integer> heldByKey = new ConcurrentHashMap<>();
  private final AtomicInteger held = new AtomicInteger();

  RefusalPacing(Duration hold, int perKey, int perNode) {
    this.hold = hold;
    this.perKey = perKey;
    this.perNode = perNode;
  }

  /** Waits out the hold for a refusal of {@code keyId}'s, or returns at once past the caps. */
  void pace(String keyId) {
    if (hold.isZero() || hold.isNegative() || !take(keyId)) {
      return;
    }
    try {
      Thread.sleep(hold);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // a stopping node: the refusal goes out now
    } finally {
      release(keyId);
    }
  }

  /** Refusals being held now, by all keys. */
  int held() {
    return held.get();
  }

  private boolean take(String keyId) {
    if (held.incrementAndGet() > perNode) {
      held.decrementAndGet();
      return false;
    }
    boolean[] taken = {false};
    heldByKey.compute(
        keyId,
        (key, count) -> {
          int now = count == null ? 0 : count;
          taken[0] = now < perKey;
          return taken[0] ? now + 1 : count;
        });
    if (!taken[0]) {
      held.decrementAndGet();
    }
    return taken[0];
  }

  private void release(String keyId) {
    heldByKey.computeIfPresent(keyId, (key, count) -> count > 1 ? count - 1 : null);
    held.decrementAndGet();
  }
}
