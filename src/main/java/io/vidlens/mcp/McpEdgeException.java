package io.vidlens.mcp;

/**
 * A request the MCP transport refuses before any session sees it, answered as a JSON-RPC error
 * object ({@link JsonRpcErrors}) with this HTTP status and code. Carries no stack trace: it is an
 * answer, not a fault.
 */
final class McpEdgeException extends RuntimeException {

  private final int status;
  private final int code;

  McpEdgeException(int status, int code, String message) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
  }

  int status() {
    return status;
  }

  int code() {
    return code;
  }
}
