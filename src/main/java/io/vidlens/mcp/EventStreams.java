package io.vidlens.mcp;

import java.time.Clock;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The open event streams ({@code GET /mcp}): each gets a keep-alive comment every tick, so a client
 * that has gone is noticed by the failed write and its connection closed, and each ends when it
 * reaches its lifetime (the client opens a new one, as the spec lets it), so no stream holds a
 * connection forever.
 */
final class EventStreams {

  private final Set<SseStream> open = ConcurrentHashMap.newKeySet();
  private final McpLimits limits;
  private final Clock clock;
  private final Executor writers;

  /**
   * @param writers runs the pings: a write to a client that does not read blocks, and must block
   *     only itself (in production a virtual thread per ping)
   */
  EventStreams(McpLimits limits, Clock clock, Executor writers) {
    this.limits = limits;
    this.clock = clock;
    this.writers = writers;
  }

  void add(SseStream stream) {
    open.add(stream);
  }

  void remove(SseStream stream) {
    open.remove(stream);
  }

  int size() {
    return open.size();
  }

  /** Pings every stream, and ends those that have lived their lifetime or whose client left. */
  void tick() {
    Instant ended = clock.instant().minus(limits.streamLifetime());
    for (SseStream stream : open) {
      if (!stream.opened().isAfter(ended)) {
        stream.close();
      } else {
        writers.execute(() -> stream.comment("keep-alive"));
      }
      if (!stream.isOpen()) {
        open.remove(stream);
      }
    }
  }

  void closeAll() {
    open.forEach(SseStream::close);
    open.clear();
  }
}
