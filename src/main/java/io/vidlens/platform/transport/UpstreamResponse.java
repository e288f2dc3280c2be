package io.vidlens.platform.transport;

/**
 * The platform's answer: status, content type and the body as text (decoded from gzip). {@code
 * route} names the proxy the answer came through (null when direct or replayed), so that a blocked
 * proxy can be set aside; it is not part of a recording.
 */
public record UpstreamResponse(int status, String contentType, String body, String route) {

  public UpstreamResponse {
    contentType = contentType == null ? "" : contentType;
    body = body == null ? "" : body;
  }

  public UpstreamResponse(int status, String contentType, String body) {
    this(status, contentType, body, null);
  }

  public boolean isSuccess() {
    return status >= 200 && status < 300;
  }

  public boolean isHtml() {
    return contentType.toLowerCase().startsWith("text/html");
  }
}
