package io.vidlens.mcp;

import io.modelcontextprotocol.server.McpSyncServer;
import org.springframework.context.ApplicationListener;
import org.springframework.context.event.ContextClosedEvent;

/**
 * Closes the MCP sessions when the node closes, before the web server's graceful shutdown: a
 * client's open event stream ({@code GET /mcp}) is a request that never completes by itself, so the
 * graceful shutdown would otherwise wait out its whole timeout (30 s) for it on every stop. The
 * closed event comes before any component is stopped; a lifecycle stop would not do, since a stop
 * is not always the end (the test framework stops a cached context while it is not in use and
 * starts it again), and a closed MCP server cannot be opened again.
 */
final class McpSessionsClosing implements ApplicationListener<ContextClosedEvent> {

  private final McpSyncServer server;

  McpSessionsClosing(McpSyncServer server) {
    this.server = server;
  }

  @Override
  public void onApplicationEvent(ContextClosedEvent event) {
    server.closeGracefully();
  }
}
