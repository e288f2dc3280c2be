package io.vidlens.platform.transport;

import java.net.URI;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * One request to the platform, exactly as it is sent and as it is written into a recording: method,
 * absolute URL, headers in sending order, and the JSON body (null for a GET). {@code egress} pins
 * the identity it leaves through (set by the resilience layer, which fills that identity's visitor
 * data); null lets the live transport pick the next proxy itself. It is not part of a recording.
 */
public record UpstreamRequest(
    String method, URI url, Map<String, String> headers, JsonNode body, Egress egress) {

  public UpstreamRequest {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(url, "url");
    // Keep the order: recordings list headers as they were sent.
    headers =
        headers == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headers));
  }

  public UpstreamRequest(String method, URI url, Map<String, String> headers, JsonNode body) {
    this(method, url, headers, body, null);
  }

  /** The same request, to leave through {@code egress} with the given headers and body. */
  public UpstreamRequest via(Egress egress, Map<String, String> headers, JsonNode body) {
    return new UpstreamRequest(method, url, headers, body, egress);
  }

  public static UpstreamRequest get(URI url, Map<String, String> headers) {
    return new UpstreamRequest("GET", url, headers, null);
  }

  public static UpstreamRequest post(URI url, Map<String, String> headers, JsonNode body) {
    return new UpstreamRequest("POST", url, headers, Objects.requireNonNull(body, "body"));
  }

  /**
   * A short name for the endpoint, as the recording files are named: {@code player}, {@code next},
   * {@code browse}, {@code reel_item_watch}, {@code resolve_url}, {@code feed}...
   */
  public String endpoint() {
    String path = url.getPath() == null ? "" : url.getPath();
    if (path.startsWith("/feeds/")) {
      return "feed";
    }
    String last = path.substring(path.lastIndexOf('/') + 1);
    String name = last.replaceAll("[^A-Za-z0-9_]", "_");
    return name.isEmpty() ? "root" : name;
  }

  @Override
  public String toString() {
    return method + " " + url;
  }
}
