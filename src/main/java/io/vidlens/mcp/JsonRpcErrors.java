package io.vidlens.mcp;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a transport error as the JSON-RPC error object clients parse ({@code {"jsonrpc":"2.0",
 * "id":…,"error":{"code":…,"message":…}}}), never a serialized exception. The codes are JSON-RPC's
 * (-32700 parse error, -32600 invalid request, -32602 invalid params, -32603 internal error) and
 * the implementation-defined -32001 for an unknown session and -32000 for a refusal by a limit, as
 * the reference SDKs use them.
 */
final class JsonRpcErrors {

  static final int PARSE_ERROR = -32700;
  static final int INVALID_REQUEST = -32600;
  static final int INVALID_PARAMS = -32602;
  static final int INTERNAL_ERROR = -32603;
  static final int SESSION_NOT_FOUND = -32001;
  static final int LIMITED = -32000;

  private JsonRpcErrors() {}

  static void write(
      HttpServletResponse response, JsonMapper json, McpEdgeException error, Object id)
      throws IOException {
    if (response.isCommitted()) {
      return; // a stream already started; nothing can be said on it now
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("jsonrpc", "2.0");
    body.put("id", id);
    body.put("error", Map.of("code", error.code(), "message", error.getMessage()));
    response.resetBuffer();
    response.setStatus(error.status());
    response.setContentType("application/json");
    response.setCharacterEncoding("UTF-8");
    response.getWriter().write(json.writeValueAsString(body));
  }

  static McpEdgeException invalidRequest(String message) {
    return new McpEdgeException(400, INVALID_REQUEST, message);
  }

  static McpEdgeException sessionNotFound() {
    // The same answer for a session that never existed, expired, or is another account's: the
    // answer must not tell a guesser that an ID is in use.
    return new McpEdgeException(
        404, SESSION_NOT_FOUND, "Session not found; send initialize to start a new one.");
  }
}
