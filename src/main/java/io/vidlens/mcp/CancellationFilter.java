package io.vidlens.mcp;

import io.vidlens.api.ReadBody;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the JSON-RPC message of a small {@code POST /mcp} before the transport does: a {@code
 * tools/call} is named (session and request ID, a request attribute the transport context carries
 * to the tool), and a {@code notifications/cancelled} marks the call it names as cancelled ({@link
 * CallCancellations}). The body is passed on unchanged; a message it cannot read is the transport's
 * to refuse.
 */
record CancellationFilter(CallCancellations cancellations, JsonMapper json) implements Filter {

  static final String SESSION_HEADER = "Mcp-Session-Id";

  /** The message as read here, so that the transport does not parse the same body again. */
  static final String MESSAGE = CancellationFilter.class.getName() + ".message";

  /** Calls and cancellations are a few hundred bytes; bigger bodies are left alone. */
  private static final int MAX_READ = 64 * 1024;

  @Override
  public void doFilter(ServletRequest servletRequest, ServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    HttpServletRequest request = (HttpServletRequest) servletRequest;
    long length = request.getContentLengthLong();
    if (!"POST".equals(request.getMethod()) || length <= 0 || length > MAX_READ) {
      chain.doFilter(request, response);
      return;
    }
    byte[] body = request.getInputStream().readNBytes(MAX_READ);
    read(request, body);
    chain.doFilter(new ReadBody(request, body), response);
  }

  private void read(HttpServletRequest request, byte[] body) {
    JsonNode message;
    try {
      message = json.readTree(body);
    } catch (JacksonException e) {
      return;
    }
    if (message == null || !message.isObject()) {
      return;
    }
    request.setAttribute(MESSAGE, message);
    String session = request.getHeader(SESSION_HEADER);
    String method = message.path("method").asString("");
    if (method.equals("tools/call") && message.has("id")) {
      request.setAttribute(
          CallCancellations.CALL, CallCancellations.key(session, message.get("id").toString()));
    } else if (method.equals("notifications/cancelled")) {
      JsonNode id = message.path("params").path("requestId");
      if (!id.isMissingNode() && !id.isNull()) {
        cancellations.cancel(CallCancellations.key(session, id.toString()));
      }
    }
  }
}
