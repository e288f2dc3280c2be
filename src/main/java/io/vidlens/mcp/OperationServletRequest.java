package io.vidlens.mcp;

import io.vidlens.api.ReadBody;
import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.http.HttpHeaders;

/**
 * The request a tool forwards to its operation's path: the operation's method, the caller's
 * Authorization header, a JSON body when it has one, and nothing else of the MCP request it rides
 * on. Its attributes are its own: the filters that already ran for the MCP request leave marks
 * there ("already filtered") that must not let the forward skip the gate. The container's own
 * attributes (the dispatch state) are read through.
 */
final class OperationServletRequest extends ReadBody {

  private final String method;
  private final Map<String, String> headers = new LinkedHashMap<>();
  private final Map<String, Object> attributes = new HashMap<>();
  private final Set<String> removed = new HashSet<>();

  OperationServletRequest(
      HttpServletRequest carrier, String method, String authorization, byte[] body) {
    super(carrier, body == null ? new byte[0] : body);
    this.method = method;
    headers.put(HttpHeaders.ACCEPT.toLowerCase(Locale.ROOT), "application/json");
    if (authorization != null) {
      headers.put(HttpHeaders.AUTHORIZATION.toLowerCase(Locale.ROOT), authorization);
    }
    if (body != null) {
      headers.put(HttpHeaders.CONTENT_TYPE.toLowerCase(Locale.ROOT), "application/json");
      headers.put(HttpHeaders.CONTENT_LENGTH.toLowerCase(Locale.ROOT), String.valueOf(body.length));
    }
  }

  @Override
  public String getMethod() {
    return method;
  }

  @Override
  public String getHeader(String name) {
    return headers.get(name.toLowerCase(Locale.ROOT));
  }

  @Override
  public Enumeration<String> getHeaders(String name) {
    String value = getHeader(name);
    return Collections.enumeration(value == null ? Set.of() : Set.of(value));
  }

  @Override
  public Enumeration<String> getHeaderNames() {
    return Collections.enumeration(headers.keySet());
  }

  @Override
  public long getDateHeader(String name) {
    return -1;
  }

  @Override
  public int getIntHeader(String name) {
    String value = getHeader(name);
    return value == null ? -1 : Integer.parseInt(value);
  }

  @Override
  public String getContentType() {
    return getHeader(HttpHeaders.CONTENT_TYPE);
  }

  @Override
  public String getCharacterEncoding() {
    return StandardCharsets.UTF_8.name();
  }

  @Override
  public Object getAttribute(String name) {
    if (attributes.containsKey(name)) {
      return attributes.get(name);
    }
    return removed.contains(name) || !container(name) ? null : super.getAttribute(name);
  }

  @Override
  public Enumeration<String> getAttributeNames() {
    return Collections.enumeration(attributes.keySet());
  }

  @Override
  public void setAttribute(String name, Object value) {
    if (value == null) {
      removeAttribute(name);
      return;
    }
    removed.remove(name);
    attributes.put(name, value);
  }

  @Override
  public void removeAttribute(String name) {
    attributes.remove(name);
    removed.add(name);
  }

  /** The servlet container's own state, which a dispatch reads from the request it forwards. */
  private static boolean container(String name) {
    return name.startsWith("org.apache.") || name.startsWith("jakarta.servlet.");
  }

  @Override
  public boolean isAsyncSupported() {
    return false;
  }
}
