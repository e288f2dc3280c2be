package io.vidlens.mcp;

import io.modelcontextprotocol.server.McpSyncServer;
import org.springframework.context.SmartLifecycle;

/**
 * Closes the MCP sessions when the node stops, before the web server's graceful shutdown: a
 * client's open event stream ({@code GET /mcp}) is a request that never completes by itself, so the
 * graceful shutdown would otherwise wait out its whole timeout (30 s) for it on every stop.
 */
final class McpSessionsClosing implements SmartLifecycle {

  private final McpSyncServer server;
  private volatile boolean running;

  McpSessionsClosing(McpSyncServer server) {
    this.server = server;
  }

  @Override
  public void start() {
    running = true;
  }

  @Override
  public void stop() {
    running = false;
    server.closeGracefully();
  }

  @Override
  public boolean isRunning() {
    return running;
  }

  /** Stopped in the first phase, before the web server's graceful shutdown (DEFAULT - 1024). */
  @Override
  public int getPhase() {
    return DEFAULT_PHASE;
  }
}
