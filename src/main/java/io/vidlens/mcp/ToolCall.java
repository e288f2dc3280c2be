package io.vidlens.mcp;

import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema.ProgressNotification;
import jakarta.servlet.http.HttpServletRequest;
import java.math.BigDecimal;
import java.util.Map;

/**
 * One call of a tool: its arguments, the caller's Authorization header and account (from the HTTP
 * request that carried the call), the exchange to send progress on and that request itself, within
 * which the tool performs its operations ({@link ServedOperations}).
 */
record ToolCall(
    Map<String, Object> arguments,
    String authorization,
    String accountId,
    McpSyncServerExchange exchange,
    Object progressToken,
    HttpServletRequest carrier) {

  /** An argument as text, or null when absent. */
  String text(String name) {
    Object value = arguments == null ? null : arguments.get(name);
    if (value == null) {
      return null;
    }
    if (value instanceof Number number) {
      return new BigDecimal(number.toString()).stripTrailingZeros().toPlainString();
    }
    return value.toString();
  }

  /** Tells the client how far the call is, when it asked to be told (it sent a progress token). */
  void progress(double progress, Double total, String message) {
    if (progressToken != null) {
      exchange.progressNotification(
          new ProgressNotification(progressToken, progress, total, message));
    }
  }
}
