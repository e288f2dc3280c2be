package io.vidlens.mcp;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The answer of an operation a tool forwarded to, held in memory: status, headers and body. It is
 * no view of the MCP request's own response, which carries the tool's events meanwhile, so nothing
 * the operation writes can reach the MCP client except through the tool's result.
 */
final class CapturedResponse implements HttpServletResponse {

  private final ByteArrayOutputStream body = new ByteArrayOutputStream();
  private final Map<String, List<String>> headers = new LinkedHashMap<>();
  private int status = SC_OK;
  private String contentType;
  private Charset charset = StandardCharsets.UTF_8;
  private Locale locale = Locale.ROOT;
  private PrintWriter writer;
  private ServletOutputStream stream;

  int status() {
    return status;
  }

  /** The body as written so far (the writer flushed first). */
  String text() {
    if (writer != null) {
      writer.flush();
    }
    return body.toString(charset);
  }

  @Override
  public void setStatus(int status) {
    this.status = status;
  }

  @Override
  public int getStatus() {
    return status;
  }

  @Override
  public void sendError(int status, String message) {
    this.status = status;
    body.reset();
  }

  @Override
  public void sendError(int status) {
    sendError(status, null);
  }

  @Override
  public void sendRedirect(String location) {
    sendRedirect(location, SC_FOUND, true);
  }

  @Override
  public void sendRedirect(String location, int status, boolean clearBuffer) {
    this.status = status;
    setHeader("Location", location);
    if (clearBuffer) {
      resetBuffer();
    }
  }

  @Override
  public void addCookie(Cookie cookie) {
    addHeader("Set-Cookie", cookie.getName());
  }

  @Override
  public boolean containsHeader(String name) {
    return headers.containsKey(key(name));
  }

  @Override
  public String encodeURL(String url) {
    return url;
  }

  @Override
  public String encodeRedirectURL(String url) {
    return url;
  }

  @Override
  public void setHeader(String name, String value) {
    headers.put(key(name), new ArrayList<>(List.of(value == null ? "" : value)));
  }

  @Override
  public void addHeader(String name, String value) {
    headers.computeIfAbsent(key(name), k -> new ArrayList<>()).add(value == null ? "" : value);
  }

  @Override
  public void setDateHeader(String name, long date) {
    setHeader(name, String.valueOf(date));
  }

  @Override
  public void addDateHeader(String name, long date) {
    addHeader(name, String.valueOf(date));
  }

  @Override
  public void setIntHeader(String name, int value) {
    setHeader(name, String.valueOf(value));
  }

  @Override
  public void addIntHeader(String name, int value) {
    addHeader(name, String.valueOf(value));
  }

  @Override
  public String getHeader(String name) {
    List<String> values = headers.get(key(name));
    return values == null || values.isEmpty() ? null : values.getFirst();
  }

  @Override
  public Collection<String> getHeaders(String name) {
    return List.copyOf(headers.getOrDefault(key(name), List.of()));
  }

  @Override
  public Collection<String> getHeaderNames() {
    return List.copyOf(headers.keySet());
  }

  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  @Override
  public String getCharacterEncoding() {
    return charset.name();
  }

  @Override
  public void setCharacterEncoding(String encoding) {
    if (encoding != null && writer == null) {
      charset = Charset.forName(encoding);
    }
  }

  @Override
  public String getContentType() {
    return contentType;
  }

  @Override
  public void setContentType(String type) {
    contentType = type;
    int at = type == null ? -1 : type.toLowerCase(Locale.ROOT).indexOf("charset=");
    if (at >= 0) {
      setCharacterEncoding(type.substring(at + "charset=".length()).strip());
    }
  }

  @Override
  public ServletOutputStream getOutputStream() {
    if (stream == null) {
      stream =
          new ServletOutputStream() {
            @Override
            public void write(int b) {
              body.write(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) {
              body.write(bytes, offset, length);
            }

            @Override
            public boolean isReady() {
              return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
              throw new IllegalStateException("A forwarded operation's answer is written blocking");
            }
          };
    }
    return stream;
  }

  @Override
  public PrintWriter getWriter() {
    if (writer == null) {
      writer = new PrintWriter(new OutputStreamWriter(body, charset), false);
    }
    return writer;
  }

  @Override
  public void setContentLength(int length) {}

  @Override
  public void setContentLengthLong(long length) {}

  @Override
  public void setBufferSize(int size) {}

  @Override
  public int getBufferSize() {
    return Integer.MAX_VALUE;
  }

  @Override
  public void flushBuffer() {
    if (writer != null) {
      writer.flush();
    }
  }

  @Override
  public void resetBuffer() {
    flushBuffer();
    body.reset();
  }

  /** Never: the whole answer is held until the tool reads it. */
  @Override
  public boolean isCommitted() {
    return false;
  }

  @Override
  public void reset() {
    resetBuffer();
    headers.clear();
    status = SC_OK;
    contentType = null;
  }

  @Override
  public void setLocale(Locale locale) {
    this.locale = locale;
  }

  @Override
  public Locale getLocale() {
    return locale;
  }
}
