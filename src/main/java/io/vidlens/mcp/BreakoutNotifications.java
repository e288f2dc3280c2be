package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import io.vidlens.radar.api.BreakoutAlerted;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.transaction.event.TransactionalEventListener;
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

  @TransactionalEventListener
  void alerted(BreakoutAlerted alert) {
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
