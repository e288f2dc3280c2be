package io.vidlens.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCMessage;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the transport checks of a request before a session sees it, each refusal a JSON-RPC error
 * with the spec's code: the Origin (matched whole), the {@code MCP-Protocol-Version} header (400
 * for one the server does not speak), the Accept and Content-Type headers, the body (JSON, one
 * message, {@code "jsonrpc": "2.0"}) and the size of an {@code initialize}'s {@code clientInfo}.
 * Refusals never quote what the client sent, so nothing of it reaches a log or a reflected page.
 */
record McpMessages(
    JsonMapper json,
    McpJsonMapper mapper,
    OriginCheck origins,
    OriginCheck hosts,
    List<String> versions,
    McpLimits limits) {

  static final String PROTOCOL_VERSION = "MCP-Protocol-Version";

  /**
   * The largest body read. An MCP message to this server is small (a tool call's arguments are IDs,
   * links and short text; the largest, a bulk call's list of IDs, a few KB); the SDK allowed 16 MB.
   * A larger body is refused by its Content-Length before it is read or parsed: a flood of 1 MB
   * bodies cost the node a parse each (docs/performance.md, "MCP attacks").
   */
  static final int MAX_BODY_BYTES = 256 * 1024;

  McpMessages {
    versions = List.copyOf(versions);
  }

  void checkHeaders(HttpServletRequest request) {
    if (!origins.permits(request.getHeader("Origin"))) {
      throw new McpEdgeException(
          403,
          JsonRpcErrors.INVALID_REQUEST,
          "This Origin may not use the MCP server (vidlens.mcp.allowed-origins).");
    }
    // Host values are checked only when some are listed (a server bound to a loopback address
    // behind no proxy: a rebound name arrives with the attacker's Host).
    if (!hosts.allowed().isEmpty() && !hosts.permits(hostOrBlank(request))) {
      throw new McpEdgeException(
          403,
          JsonRpcErrors.INVALID_REQUEST,
          "This Host may not use the MCP server (vidlens.mcp.allowed-hosts).");
    }
    String version = request.getHeader(PROTOCOL_VERSION);
    if (version != null && !versions.contains(version.strip())) {
      throw JsonRpcErrors.invalidRequest(
          "Unsupported MCP-Protocol-Version; this server speaks "
              + String.join(", ", versions)
              + ".");
    }
  }

  /** The Host header; a request without one is refused when hosts are listed. */
  private static String hostOrBlank(HttpServletRequest request) {
    String host = request.getHeader("Host");
    return host == null || host.isBlank() ? "\u0000" : host;
  }

  void checkPostAccept(HttpServletRequest request) {
    String accept = accept(request);
    if (!accept.contains("*/*")
        && !(accept.contains("application/json") && accept.contains("text/event-stream"))) {
      throw new McpEdgeException(
          406,
          JsonRpcErrors.INVALID_REQUEST,
          "Accept must list both application/json and text/event-stream.");
    }
  }

  void checkGetAccept(HttpServletRequest request) {
    String accept = accept(request);
    if (!accept.contains("*/*") && !accept.contains("text/event-stream")) {
      throw new McpEdgeException(
          406, JsonRpcErrors.INVALID_REQUEST, "Accept must list text/event-stream.");
    }
  }

  /** The body as one JSON-RPC message object, or the error saying what is wrong with it. */
  JsonNode read(HttpServletRequest request) {
    String type = request.getContentType();
    if (type == null || !type.toLowerCase().startsWith("application/json")) {
      throw new McpEdgeException(
          415, JsonRpcErrors.INVALID_REQUEST, "Content-Type must be application/json.");
    }
    JsonNode body;
    try {
      body =
          request.getAttribute(CancellationFilter.MESSAGE) instanceof JsonNode read
              ? read
              : json.readTree(body(request));
    } catch (JacksonException e) {
      throw new McpEdgeException(
          400, JsonRpcErrors.PARSE_ERROR, "Parse error: the body is not JSON.");
    }
    if (body == null || body.isMissingNode()) {
      throw new McpEdgeException(400, JsonRpcErrors.PARSE_ERROR, "Parse error: the body is empty.");
    }
    if (body.isArray()) {
      throw JsonRpcErrors.invalidRequest(
          "Batches are not supported; send one JSON-RPC message per request.");
    }
    if (!body.isObject()) {
      throw JsonRpcErrors.invalidRequest("The body must be one JSON-RPC message object.");
    }
    if (!"2.0".equals(body.path("jsonrpc").asString(""))) {
      throw JsonRpcErrors.invalidRequest("\"jsonrpc\" must be \"2.0\".");
    }
    return body;
  }

  /**
   * The message the SDK's sessions take, converted from the tree already read: a request has a
   * method and an id, a notification a method alone, a response a result or an error.
   */
  JSONRPCMessage parse(JsonNode body) {
    try {
      if (body.has("method")) {
        return body.has("id")
            ? mapper.convertValue(body, McpSchema.JSONRPCRequest.class)
            : mapper.convertValue(body, McpSchema.JSONRPCNotification.class);
      }
      if (body.has("result") || body.has("error")) {
        return mapper.convertValue(body, McpSchema.JSONRPCResponse.class);
      }
    } catch (RuntimeException e) {
      // described below
    }
    throw JsonRpcErrors.invalidRequest(
        "Not a JSON-RPC request, notification or response: check method, id and params.");
  }

  /**
   * Refuses an absurd {@code clientInfo}: the session would keep it for its whole life (the SDK
   * logged it too), so a few large ones could fill the heap.
   */
  void checkClientInfo(JsonNode initialize) {
    JsonNode info = initialize.path("params").path("clientInfo");
    if (!info.isMissingNode()
        && json.writeValueAsString(info).length() > limits.maxClientInfoChars()) {
      throw new McpEdgeException(
          400,
          JsonRpcErrors.INVALID_PARAMS,
          "clientInfo is too large: at most "
              + limits.maxClientInfoChars()
              + " characters of JSON (vidlens.mcp.limits.max-client-info-chars).");
    }
  }

  /** The message's id, when it has a plain one, for the error answering it. */
  static Object id(JsonNode body) {
    JsonNode id = body == null ? null : body.get("id");
    if (id == null || !id.isValueNode() || id.isNull()) {
      return null;
    }
    return id.isNumber() ? id.numberValue() : id.asString();
  }

  private static String body(HttpServletRequest request) {
    if (request.getContentLengthLong() > MAX_BODY_BYTES) {
      throw tooLarge();
    }
    try (InputStream in = request.getInputStream()) {
      byte[] bytes = in.readNBytes(MAX_BODY_BYTES + 1);
      if (bytes.length > MAX_BODY_BYTES) {
        throw tooLarge();
      }
      return new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw JsonRpcErrors.invalidRequest("The body could not be read.");
    }
  }

  private static McpEdgeException tooLarge() {
    return new McpEdgeException(
        413,
        JsonRpcErrors.INVALID_REQUEST,
        "The body is larger than " + MAX_BODY_BYTES + " bytes.");
  }

  private static String accept(HttpServletRequest request) {
    String accept = request.getHeader("Accept");
    return accept == null ? "" : accept.toLowerCase();
  }
}
