package io.vidlens.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCMessage;
import io.modelcontextprotocol.spec.McpStreamableServerTransport;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import reactor.core.publisher.Mono;

/**
 * Server-sent events on one HTTP response: a request's answer (with its progress notifications) or
 * a session's event stream. A write that fails means the client has gone: the stream closes at
 * once, and with it the response ({@code onClose}), so its socket is released rather than left in
 * CLOSE_WAIT.
 */
final class SseStream implements McpStreamableServerTransport {

  private final PrintWriter writer;
  private final McpJsonMapper json;
  private final Runnable onClose;
  private final Instant opened;
  private final ReentrantLock lock = new ReentrantLock();
  private final AtomicBoolean closed = new AtomicBoolean();

  SseStream(PrintWriter writer, McpJsonMapper json, Instant opened, Runnable onClose) {
    this.writer = writer;
    this.json = json;
    this.opened = opened;
    this.onClose = onClose;
  }

  Instant opened() {
    return opened;
  }

  boolean isOpen() {
    return !closed.get();
  }

  @Override
  public Mono<Void> sendMessage(JSONRPCMessage message) {
    return sendMessage(message, null);
  }

  @Override
  public Mono<Void> sendMessage(JSONRPCMessage message, String messageId) {
    return Mono.fromCallable(
            () ->
                write(
                    (messageId == null ? "" : "id: " + messageId + "\n")
                        + "event: message\ndata: "
                        + json.writeValueAsString(message)
                        + "\n\n"))
        .then();
  }

  /**
   * An SSE comment, which clients ignore: keeps proxies from timing the stream out. Skipped while a
   * message is being written (the stream is alive then, or stuck on a client that does not read).
   */
  boolean comment(String text) {
    if (!lock.tryLock()) {
      return isOpen();
    }
    try {
      return writeLocked(": " + text + "\n\n");
    } finally {
      lock.unlock();
    }
  }

  private boolean write(String event) {
    lock.lock();
    try {
      return writeLocked(event);
    } finally {
      lock.unlock();
    }
  }

  private boolean writeLocked(String event) {
    if (closed.get()) {
      return false;
    }
    writer.write(event);
    writer.flush();
    if (writer.checkError()) {
      close();
      return false;
    }
    return true;
  }

  @Override
  public <T> T unmarshalFrom(Object data, TypeRef<T> type) {
    return json.convertValue(data, type);
  }

  @Override
  public Mono<Void> closeGracefully() {
    return Mono.fromRunnable(this::close);
  }

  @Override
  public void close() {
    // Without the write lock: a write stuck on a client that does not read must not keep the
    // stream from ending.
    if (closed.compareAndSet(false, true)) {
      onClose.run();
    }
  }
}
