package io.vidlens.platform.transport;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.PasswordAuthentication;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

/**
 * The live transport: {@link HttpClient} over HTTP/2 (falling back to 1.1), gzip accepted and
 * decoded, with connect and request timeouts. A request pinned to an {@link Egress} leaves through
 * that identity's route with its cookies; an unpinned one through the next proxy of the {@link
 * ProxyPool}. One HttpClient is kept per route.
 */
public class HttpTransport implements PlatformTransport, AutoCloseable {

  /** Headers HttpClient sets itself and refuses from callers. */
  private static final Set<String> RESTRICTED =
      Set.of("connection", "content-length", "host", "expect", "upgrade", "accept-encoding");

  private static final String DIRECT = "";

  private final ProxyPool proxies;
  private final Duration connectTimeout;
  private final Duration requestTimeout;
  private final Map<String, HttpClient> clients = new ConcurrentHashMap<>();

  public HttpTransport(ProxyPool proxies, Duration connectTimeout, Duration requestTimeout) {
    this.proxies = proxies;
    this.connectTimeout = connectTimeout;
    this.requestTimeout = requestTimeout;
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    Egress egress = request.egress();
    ProxyPool.Route route;
    if (egress != null) {
      route = egress.route();
    } else {
      route = proxies.isDirect() ? null : proxies.next();
    }
    String routeId = route == null ? null : route.id();
    HttpClient client =
        clients.computeIfAbsent(
            route == null ? DIRECT : route.id(),
            id -> newClient(route, egress == null ? null : egress.cookies()));
    try {
      HttpResponse<byte[]> response =
          client.send(toHttpRequest(request), HttpResponse.BodyHandlers.ofByteArray());
      String contentType = response.headers().firstValue("Content-Type").orElse("");
      String encoding = response.headers().firstValue("Content-Encoding").orElse("");
      String body = decode(response.body(), encoding, contentType);
      return new UpstreamResponse(response.statusCode(), contentType, body, routeId);
    } catch (HttpTimeoutException e) {
      throw new UpstreamFailure(
          UpstreamFault.TIMEOUT, "No answer in time from " + request.endpoint(), routeId, null, e);
    } catch (IOException e) {
      throw new UpstreamFailure(
          UpstreamFault.CONNECTION,
          "Connection failed for " + request.endpoint() + ": " + e.getClass().getSimpleName(),
          routeId,
          null,
          e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UpstreamFailure(
          UpstreamFault.CONNECTION,
          "Interrupted while calling " + request.endpoint(),
          routeId,
          null,
          e);
    }
  }

  private HttpRequest toHttpRequest(UpstreamRequest request) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(request.url()).timeout(requestTimeout);
    request
        .headers()
        .forEach(
            (name, value) -> {
              if (!RESTRICTED.contains(name.toLowerCase(Locale.ROOT))) {
                builder.header(name, value);
              }
            });
    builder.header("Accept-Encoding", "gzip");
    if (request.body() == null) {
      builder.method(request.method(), HttpRequest.BodyPublishers.noBody());
    } else {
      builder.method(
          request.method(),
          HttpRequest.BodyPublishers.ofString(request.body().toString(), StandardCharsets.UTF_8));
    }
    return builder.build();
  }

  private HttpClient newClient(ProxyPool.Route route, CookieHandler cookies) {
    HttpClient.Builder builder =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_2)
            .connectTimeout(connectTimeout)
            // The consent interstitial arrives as a redirect; following it lets the classifier see
            // it.
            .followRedirects(HttpClient.Redirect.NORMAL);
    if (cookies != null) {
      // One client per identity, so its cookie jar is that identity's alone.
      builder.cookieHandler(cookies);
    }
    if (route != null) {
      builder.proxy(ProxySelector.of(route.address()));
      if (route.hasCredentials()) {
        // Basic proxy auth over CONNECT also needs -Djdk.http.auth.tunneling.disabledSchemes= (see
        // docs/platform.md).
        builder.authenticator(
            new Authenticator() {
              @Override
              protected PasswordAuthentication getPasswordAuthentication() {
                if (getRequestorType() != RequestorType.PROXY) {
                  return null;
                }
                return new PasswordAuthentication(route.username(), route.password().toCharArray());
              }
            });
      }
    }
    return builder.build();
  }

  static String decode(byte[] raw, String contentEncoding, String contentType) throws IOException {
    byte[] bytes = raw;
    if ("gzip".equalsIgnoreCase(contentEncoding.trim()) && raw.length > 0) {
      try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(raw))) {
        bytes = in.readAllBytes();
      }
    }
    return new String(bytes, charsetOf(contentType));
  }

  private static Charset charsetOf(String contentType) {
    for (String part : contentType.split(";")) {
      String p = part.trim();
      if (p.toLowerCase(Locale.ROOT).startsWith("charset=")) {
        try {
          return Charset.forName(p.substring(8).replace("\"", "").trim());
        } catch (RuntimeException e) {
          return StandardCharsets.UTF_8;
        }
      }
    }
    return StandardCharsets.UTF_8;
  }

  @Override
  public void close() {
    clients.values().forEach(HttpClient::close);
    clients.clear();
  }
}
