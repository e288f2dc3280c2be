package io.vidlens.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.stereotype.Component;

/**
 * The tool calls that can be cancelled while they run, by their session and JSON-RPC request ID
 * ({@code notifications/cancelled} names the request by its ID; the SDK reads no such notification,
 * so {@link CancellationFilter} does). Only calls in flight are held, so a flood of cancellations
 * for requests that never were leaves nothing behind.
 */
@Component
class CallCancellations {

  /** The transport context's entry that names the call: session and request ID. */
  static final String CALL = "vidlens.mcp.call";

  private final Map<String, AtomicBoolean> inFlight = new ConcurrentHashMap<>();

  /** Tracks the call until closed; a call without a name (no session) is never cancelled. */
  Tracked track(ToolCall call) {
    String key = keyOf(call);
    if (key == null) {
      return new Tracked(null, new AtomicBoolean());
    }
    AtomicBoolean flag = new AtomicBoolean();
    inFlight.put(key, flag);
    return new Tracked(key, flag);
  }

  /** Marks the call cancelled if it is in flight. */
  void cancel(String key) {
    AtomicBoolean flag = inFlight.get(key);
    if (flag != null) {
      flag.set(true);
    }
  }

  int inFlight() {
    return inFlight.size();
  }

  static String key(String session, String requestId) {
    return (session == null ? "" : session) + " " + requestId;
  }

  /** The call's name as the transport context carries it; null without a session. */
  String keyOf(ToolCall call) {
    McpTransportContext context =
        call.exchange() == null ? null : call.exchange().transportContext();
    Object key = context == null ? null : context.get(CALL);
    return key == null ? null : key.toString();
  }

  /** One tracked call: whether it was cancelled; closing it stops the tracking. */
  final class Tracked implements AutoCloseable {
    private final String key;
    private final AtomicBoolean cancelled;

    private Tracked(String key, AtomicBoolean cancelled) {
      this.key = key;
      this.cancelled = cancelled;
    }

    boolean cancelled() {
      return cancelled.get();
    }

    @Override
    public void close() {
      if (key != null) {
        inFlight.remove(key, cancelled);
      }
    }
  }
}
