package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import io.vidlens.radar.api.BreakoutAlerted;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.context.event.EventListener;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tells an account's MCP sessions on this node about its watchlists' new breakout alerts, as a
 * {@code notifications/message} (level {@code notice}, logger {@code vidlens.radar}, data the alert
 * as JSON text) after the alert's commit (docs/mcp.md, "Notifications"). Best-effort: a session on
 * another node, or without an open event stream, misses it; webhooks are the durable path. Written
 * off the committing thread, so a slow client holds up only its own write.
 */
class BreakoutNotifications {

  static final String LOGGER = "vidlens.radar";

  private final McpTransport transport;
  private final JsonMapper json;

  BreakoutNotifications(McpTransport transport, JsonMapper json) {
    this.transport = transport;
    this.json = json;
  }

  /**
   * Registers the sending for after the alert's commit, by hand: as a transactional event listener
   * it became a publication of the event registry, whose bookkeeping asked for a second connection
   * while the detector's was still held (and every alert's row in the registry, for a message
   * nothing can replay); with SQLite's pool of four that starved (BreakoutNotificationsServerTest).
   */
  @EventListener
  void published(BreakoutAlerted alert) {
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void afterCommit() {
              alerted(alert);
            }
          });
    } else {
      alerted(alert);
    }
  }

  private void alerted(BreakoutAlerted alert) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("event", "video.breakout");
    data.put("watchlistId", alert.watchlistId());
    data.put("channelId", alert.channelId());
    data.put("videoId", alert.videoId());
    data.put("ratio", alert.ratio());
    data.put("detectedAt", alert.detectedAt().toString());
    data.put("alertId", alert.alertId());
    McpSchema.LoggingMessageNotification note =
        new McpSchema.LoggingMessageNotification(
            McpSchema.LoggingLevel.NOTICE, LOGGER, json.writeValueAsString(data));
    Thread.ofVirtual()
        .name("mcp-breakout-notification")
        .start(() -> transport.log(alert.accountId(), note));
  }
}
