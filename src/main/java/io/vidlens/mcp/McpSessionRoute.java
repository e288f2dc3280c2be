package io.vidlens.mcp;

import io.vidlens.api.HeaderRewritingResponse;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.regex.Pattern;

/**
 * Puts this node's route in front of the MCP session IDs it hands out ({@code vidlens-1.<id>}) and
 * takes it off the IDs clients send back, so a proxy can send every later request of a session to
 * the node that holds it (deploy/nginx.conf maps the prefix to the node). A session lives in the
 * memory of the node that answered its {@code initialize}, and that request carries no session ID
 * yet: a hash of the ID could not know which node made it. The node's transport never sees the
 * route.
 *
 * @param route this node's name in the proxy's map ({@code vidlens.mcp.route}); letters, digits,
 *     {@code -} and {@code _}
 */
record McpSessionRoute(String route) implements Filter {

  static final String SESSION_HEADER = "Mcp-Session-Id";
  private static final Pattern ROUTE = Pattern.compile("[A-Za-z0-9_-]{1,40}");

  McpSessionRoute {
    if (!ROUTE.matcher(route).matches()) {
      throw new IllegalArgumentException(
          "vidlens.mcp.route must be 1 to 40 letters, digits, '-' or '_', not '" + route + "'");
    }
  }

  /** The ID a client is given for the transport's {@code id}. */
  String outgoing(String id) {
    return route + "." + id;
  }

  /**
   * The transport's ID for what a client sent: its own route taken off. Another node's ID is left
   * as it is, so the transport answers it as the unknown session it is here.
   */
  String incoming(String sent) {
    String prefix = route + ".";
    return sent != null && sent.startsWith(prefix) ? sent.substring(prefix.length()) : sent;
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    chain.doFilter(
        new Incoming((HttpServletRequest) request),
        new HeaderRewritingResponse(
            (HttpServletResponse) response, SESSION_HEADER, this::outgoing));
  }

  private final class Incoming extends HttpServletRequestWrapper {
    Incoming(HttpServletRequest request) {
      super(request);
    }

    @Override
    public String getHeader(String name) {
      String value = super.getHeader(name);
      return SESSION_HEADER.equalsIgnoreCase(name) ? incoming(value) : value;
    }

    @Override
    public Enumeration<String> getHeaders(String name) {
      if (!SESSION_HEADER.equalsIgnoreCase(name)) {
        return super.getHeaders(name);
      }
      String value = getHeader(name);
      return value == null
          ? Collections.emptyEnumeration()
          : Collections.enumeration(java.util.List.of(value));
    }
  }
}
