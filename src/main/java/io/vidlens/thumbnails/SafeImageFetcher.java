package io.vidlens.thumbnails;

import io.vidlens.outbound.GuardedHttpClients;
import io.vidlens.thumbnails.api.PublicAddresses.AddressRefused;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;

/**
 * Fetches an image URL without letting it reach inside the network (SSRF). Every hop (the URL and
 * each of at most {@code maxRedirects} redirects) must be http or https without credentials; its
 * host is resolved and <em>every</em> address checked by {@link AddressPolicy}; the connection then
 * goes to exactly those checked addresses (the client's DNS resolver is this check, so a second
 * lookup cannot answer differently: no DNS rebinding; {@link GuardedHttpClients}). No proxy, no
 * cookies, no automatic decompression (a gzip bomb stays small), no retries. The body is read up to
 * {@code maxBytes}.
 *
 * <p>One deadline, {@code timeout}, covers the whole exchange: every hop's connect, the wait for
 * the response headers and the body. A watchdog cancels the request (closing its connection) when
 * the deadline passes, so a server that accepts the connection and never answers, or drips its
 * headers a byte at a time, cannot hold a fetch longer. Once the body has been arriving for a
 * second, its average rate must stay at least {@code minBytesPerSecond}; a slower drip is cut off
 * at once rather than at the deadline.
 */
class SafeImageFetcher implements AutoCloseable {

  record Fetched(byte[] bytes, URI finalUri) {}

  private final CheckedAddresses addresses;
  private final long maxBytes;
  private final Duration timeout;
  private final int maxRedirects;
  private final long minBytesPerSecond;
  private final CloseableHttpClient http;
  private final ScheduledExecutorService watchdog;

  /** How often the watchdog looks at the fetches in flight. */
  private static final Duration TICK = Duration.ofMillis(100);

  SafeImageFetcher(
      AddressPolicy policy,
      NameResolver resolver,
      long maxBytes,
      Duration timeout,
      int maxRedirects) {
    this(policy, resolver, maxBytes, timeout, maxRedirects, 0, 32);
  }

  /**
   * @param minBytesPerSecond the slowest body accepted (0: no minimum)
   * @param connections connections kept open at most (the fetches this fetcher runs at once)
   */
  SafeImageFetcher(
      AddressPolicy policy,
      NameResolver resolver,
      long maxBytes,
      Duration timeout,
      int maxRedirects,
      long minBytesPerSecond,
      int connections) {
    this.addresses = new CheckedAddresses(policy, resolver);
    this.maxBytes = maxBytes;
    this.timeout = timeout;
    this.maxRedirects = maxRedirects;
    this.minBytesPerSecond = minBytesPerSecond;
    this.watchdog =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("image-fetch-watchdog").factory());
    this.http =
        GuardedHttpClients.client(
            GuardedHttpClients.connections(this::addresses, timeout)
                .setMaxConnTotal(connections)
                .setMaxConnPerRoute(connections)
                .build(),
            timeout,
            "Vidlens thumbnail fetcher");
  }

  Fetched fetch(String url) throws ImageRejected {
    URI uri = checkedUri(url);
    FetchExchange exchange = new FetchExchange(timeout, minBytesPerSecond);
    ScheduledFuture<?> watching =
        watchdog.scheduleAtFixedRate(
            exchange::check, TICK.toNanos(), TICK.toNanos(), TimeUnit.NANOSECONDS);
    try {
      return fetch(uri, exchange);
    } finally {
      watching.cancel(false);
    }
  }

  private Fetched fetch(URI first, FetchExchange exchange) throws ImageRejected {
    URI uri = first;
    for (int hop = 0; ; hop++) {
      checkHost(uri);
      exchange.throwIfCut();
      HttpGet get = new HttpGet(uri);
      get.setHeader("Accept", "image/webp,image/jpeg,image/png;q=0.9,*/*;q=0.1");
      get.setHeader("Accept-Encoding", "identity");
      exchange.start(get);
      try {
        URI current = uri;
        Hop outcome = http.execute(get, response -> redirectOrBody(response, current, exchange));
        Optional<URI> next = outcome.redirect();
        if (next.isEmpty()) {
          return outcome.body();
        }
        if (hop >= maxRedirects) {
          throw new ImageRejected("too many redirects (at most " + maxRedirects + ")");
        }
        uri = next.get();
      } catch (AddressRefused e) {
        throw new ImageRejected(
            "the image URL leads to an address that is not allowed (" + e.getMessage() + ")");
      } catch (UnknownHostException e) {
        exchange.throwIfCut();
        throw new ImageRejected("the image host could not be resolved");
      } catch (FetchExchange.Abort e) {
        throw e.rejection;
      } catch (IOException e) {
        // The socket timeout equals the deadline and can fire just before the watchdog's tick:
        // past the deadline, the client hears about the deadline either way.
        exchange.check();
        exchange.throwIfCut(); // the watchdog closed the connection: say why
        throw new ImageRejected("the image could not be downloaded (" + inWords(e) + ")", true);
      }
    }
  }

  /** What went wrong with the connection, in words a client can act on (never a class name). */
  static String inWords(IOException e) {
    return switch (e) {
      case ConnectException c -> "the image server refused the connection";
      case InterruptedIOException t -> "the image server did not answer in time";
      case javax.net.ssl.SSLException ssl -> "the image server's TLS could not be verified";
      case org.apache.hc.core5.http.NoHttpResponseException n ->
          "the image server closed the connection without an answer";
      default -> "the connection to the image server failed";
    };
  }

  /** One hop's outcome: a redirect to follow, or the body. */
  private record Hop(Optional<URI> redirect, Fetched body) {}

  private Hop redirectOrBody(ClassicHttpResponse response, URI current, FetchExchange exchange)
      throws IOException {
    int status = response.getCode();
    if (status == 301 || status == 302 || status == 303 || status == 307 || status == 308) {
      Header location = response.getFirstHeader("Location");
      if (location == null || location.getValue().isBlank()) {
        throw new FetchExchange.Abort(new ImageRejected("a redirect without a location"));
      }
      try {
        URI next = current.resolve(new URI(location.getValue().trim()));
        return new Hop(Optional.of(checkedUriOrAbort(next.toString())), null);
      } catch (URISyntaxException | IllegalArgumentException e) {
        throw new FetchExchange.Abort(new ImageRejected("a redirect to an invalid URL"));
      }
    }
    if (status != 200) {
      throw new FetchExchange.Abort(
          new ImageRejected(
              "the image server answered HTTP " + status, status >= 500 || status == 429));
    }
    HttpEntity entity = response.getEntity();
    if (entity == null) {
      throw new FetchExchange.Abort(new ImageRejected("the image server sent no body"));
    }
    if (entity.getContentLength() > maxBytes) {
      throw new FetchExchange.Abort(
          new ImageRejected("the image is larger than " + maxBytes + " bytes"));
    }
    exchange.bodyStarts();
    return new Hop(
        Optional.empty(),
        new Fetched(
            readBounded(entity.getContent(), entity.getContentLength(), exchange), current));
  }

  private byte[] readBounded(InputStream in, long declaredLength, FetchExchange exchange)
      throws IOException {
    int initial = (int) Math.clamp(declaredLength, 16 * 1024, Math.min(maxBytes, 1 << 20));
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(initial);
    byte[] buffer = new byte[16 * 1024];
    try (in) {
      for (int n; (n = in.read(buffer)) != -1; ) {
        out.write(buffer, 0, n);
        if (out.size() > maxBytes) {
          throw new FetchExchange.Abort(
              new ImageRejected("the image is larger than " + maxBytes + " bytes"));
        }
        exchange.read(out.size());
      }
    }
    return out.toByteArray();
  }

  /** The URL's own rules: http(s), a host, no user info, no fragment games. */
  static URI checkedUri(String url) throws ImageRejected {
    URI uri;
    try {
      uri = new URI(url.trim());
    } catch (URISyntaxException e) {
      throw new ImageRejected("the image URL is not valid");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new ImageRejected("only http and https image URLs are allowed");
    }
    if (uri.getHost() == null || uri.getHost().isBlank()) {
      throw new ImageRejected("the image URL has no host");
    }
    if (uri.getRawUserInfo() != null) {
      throw new ImageRejected("image URLs with credentials are not allowed");
    }
    return uri;
  }

  private static URI checkedUriOrAbort(String url) {
    try {
      return checkedUri(url);
    } catch (ImageRejected e) {
      throw new FetchExchange.Abort(e);
    }
  }

  /** Fails early (before any connection) for a host whose addresses are not all allowed. */
  private void checkHost(URI uri) throws ImageRejected {
    try {
      addresses(uri.getHost());
    } catch (AddressRefused e) {
      throw new ImageRejected(
          "the image URL leads to an address that is not allowed (" + e.getMessage() + ")");
    } catch (UnknownHostException e) {
      throw new ImageRejected("the image host could not be resolved");
    }
  }

  /** Every address of {@code host}, all checked ({@link CheckedAddresses}). */
  InetAddress[] addresses(String host) throws UnknownHostException {
    return addresses.resolve(host);
  }

  @Override
  public void close() throws IOException {
    watchdog.shutdownNow();
    http.close();
  }
}
