package io.vidlens.platform.request;

import java.net.URI;
import java.util.Objects;

/**
 * Where requests go: the web host (www.youtube.com: web client, feeds, caption files) and the API
 * host (youtubei.googleapis.com: mobile clients). Configurable so tests can point both at a local
 * stub server; hosts never take part in replay matching.
 */
public record UpstreamEndpoints(URI web, URI api) {

  public static final UpstreamEndpoints PLATFORM =
      new UpstreamEndpoints(
          URI.create("https://www.youtube.com"), URI.create("https://youtubei.googleapis.com"));

  public UpstreamEndpoints {
    web = trimmed(Objects.requireNonNull(web, "web"));
    api = trimmed(Objects.requireNonNull(api, "api"));
  }

  public URI web(String pathAndQuery) {
    return URI.create(web + pathAndQuery);
  }

  public URI api(String pathAndQuery) {
    return URI.create(api + pathAndQuery);
  }

  private static URI trimmed(URI uri) {
    String text = uri.toString();
    return text.endsWith("/") ? URI.create(text.substring(0, text.length() - 1)) : uri;
  }
}
