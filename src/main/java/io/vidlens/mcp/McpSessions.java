package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpStreamableServerSession;
import io.vidlens.access.ApiPrincipal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The node's open MCP sessions, each bound to the account that opened it: another account asking
 * for it is told it does not exist. A key and an account may hold a limited number ({@link
 * McpLimits}); a session without a request for the idle timeout is closed, with its event stream.
 */
final class McpSessions {

  /** One session, whose it is, when it was last used, and its event stream if one is open. */
  static final class Entry {
    final McpStreamableServerSession session;
    final String accountId;
    final String keyId;
    private volatile Instant lastSeen;
    private final AtomicReference<SseStream> listening = new AtomicReference<>();

    private Entry(McpStreamableServerSession session, ApiPrincipal owner, Instant now) {
      this.session = session;
      this.accountId = owner.accountId();
      this.keyId = owner.keyId();
      this.lastSeen = now;
    }

    /** Makes {@code stream} the session's event stream, ending the one it had (one at a time). */
    void listenOn(SseStream stream) {
      SseStream previous = listening.getAndSet(stream);
      if (previous != null) {
        previous.close();
      }
    }

    private void closeStream() {
      SseStream stream = listening.getAndSet(null);
      if (stream != null) {
        stream.close();
      }
    }
  }

  private final Map<String, Entry> sessions = new ConcurrentHashMap<>();
  private final Map<String, Integer> perKey = new HashMap<>();
  private final Map<String, Integer> perAccount = new HashMap<>();
  private final McpLimits limits;
  private final Clock clock;

  McpSessions(McpLimits limits, Clock clock) {
    this.limits = limits;
    this.clock = clock;
  }

  /**
   * Opens a session for {@code owner}, made by {@code start}, or refuses when the key or the
   * account already holds its limit.
   */
  Entry open(ApiPrincipal owner, Supplier<McpStreamableServerSession> start) {
    synchronized (this) {
      int key = perKey.getOrDefault(owner.keyId(), 0);
      int account = perAccount.getOrDefault(owner.accountId(), 0);
      if (key >= limits.sessionsPerKey()) {
        throw overCap("This API key", key, limits.sessionsPerKey());
      }
      if (account >= limits.sessionsPerAccount()) {
        throw overCap("This account", account, limits.sessionsPerAccount());
      }
      Entry entry = new Entry(start.get(), owner, clock.instant());
      sessions.put(entry.session.getId(), entry);
      perKey.merge(owner.keyId(), 1, Integer::sum);
      perAccount.merge(owner.accountId(), 1, Integer::sum);
      return entry;
    }
  }

  /** The caller's session by its ID, marked as used now; empty when unknown or another's. */
  Optional<Entry> find(String id, ApiPrincipal caller) {
    Entry entry = id == null ? null : sessions.get(id);
    if (entry == null || !entry.accountId.equals(caller.accountId())) {
      return Optional.empty();
    }
    entry.lastSeen = clock.instant();
    return Optional.of(entry);
  }

  /** Ends a session (its client's DELETE, expiry, a failed start). */
  void close(Entry entry) {
    if (forget(entry)) {
      entry.closeStream();
      entry.session.close();
    }
  }

  /** Closes every session unused for the idle timeout; answers how many. */
  int expireIdle() {
    Instant cutoff = clock.instant().minus(limits.idleTimeout());
    List<Entry> idle = new ArrayList<>();
    for (Entry entry : sessions.values()) {
      if (entry.lastSeen.isBefore(cutoff)) {
        idle.add(entry);
      }
    }
    idle.forEach(this::close);
    return idle.size();
  }

  void closeAll() {
    List.copyOf(sessions.values()).forEach(this::close);
  }

  int size() {
    return sessions.size();
  }

  Iterable<Entry> all() {
    return sessions.values();
  }

  private synchronized boolean forget(Entry entry) {
    if (!sessions.remove(entry.session.getId(), entry)) {
      return false;
    }
    perKey.computeIfPresent(entry.keyId, (k, n) -> n > 1 ? n - 1 : null);
    perAccount.computeIfPresent(entry.accountId, (k, n) -> n > 1 ? n - 1 : null);
    return true;
  }

  private McpEdgeException overCap(String holder, int open, int limit) {
    return new McpEdgeException(
        429,
        JsonRpcErrors.LIMITED,
        holder
            + " already holds "
            + open
            + " open MCP sessions, its limit of "
            + limit
            + ". End one you no longer use (DELETE /mcp with its Mcp-Session-Id) or wait: a session"
            + " unused for "
            + limits.idleTimeout().toMinutes()
            + " minutes is closed.");
  }
}
