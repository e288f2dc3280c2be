package io.vidlens.platform.transport;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The operator's outbound HTTP proxies, used in turn (round robin). A proxy the platform blocked
 * (429, captcha page, bot wall) is set aside for a configured time, so the others carry the load
 * meanwhile. With no proxies configured every request goes direct.
 */
public class ProxyPool {

  /** One proxy: {@code id} is "host:port" (never the credentials), for logs and set-aside. */
  public record Route(String id, String host, int port, String username, String password) {

    public InetSocketAddress address() {
      return InetSocketAddress.createUnresolved(host, port);
    }

    public boolean hasCredentials() {
      return username != null;
    }
  }

  private final List<Route> routes;
  private final List<Egress> egresses;
  private final Duration setAsideFor;
  private final Clock clock;
  private final AtomicInteger next = new AtomicInteger();
  private final Map<String, Instant> setAsideUntil = new ConcurrentHashMap<>();

  public ProxyPool(List<String> proxies, Duration setAsideFor, Clock clock) {
    List<Route> parsed = new ArrayList<>();
    for (String proxy : proxies == null ? List.<String>of() : proxies) {
      if (proxy != null && !proxy.isBlank()) {
        parsed.add(parse(proxy.trim()));
      }
    }
    this.routes = List.copyOf(parsed);
    this.egresses =
        routes.isEmpty() ? List.of(Egress.direct()) : routes.stream().map(Egress::through).toList();
    this.setAsideFor = setAsideFor;
    this.clock = clock;
  }

  public static ProxyPool direct() {
    return new ProxyPool(List.of(), Duration.ZERO, Clock.systemUTC());
  }

  public boolean isDirect() {
    return routes.isEmpty();
  }

  public List<Route> routes() {
    return routes;
  }

  /**
   * The egress identities: the direct route when no proxy is configured, else one per proxy (the
   * direct route is then never used). The same objects for the pool's life, cookie jars included.
   */
  public List<Egress> egresses() {
    return egresses;
  }

  /** Whether the identity may be used now: the direct route always, a proxy unless set aside. */
  public boolean isAvailable(Egress egress) {
    return egress.isDirect() || isAvailable(egress.id(), clock.instant());
  }

  /**
   * The next proxy not set aside, in turn.
   *
   * @throws UpstreamFailure THROTTLED when every proxy is set aside, with the wait until the first
   *     comes back
   */
  public Route next() {
    if (routes.isEmpty()) {
      throw new IllegalStateException("No proxies configured");
    }
    Instant now = clock.instant();
    for (int i = 0; i < routes.size(); i++) {
      Route candidate = routes.get(Math.floorMod(next.getAndIncrement(), routes.size()));
      if (isAvailable(candidate.id(), now)) {
        return candidate;
      }
    }
    throw new UpstreamFailure(
        UpstreamFault.THROTTLED,
        "Every upstream proxy is set aside after being blocked",
        null,
        untilFirstReturn().orElse(setAsideFor),
        null);
  }

  /** Sets a blocked proxy aside; does nothing for a direct route (null). */
  public void setAside(String routeId) {
    if (routeId != null && !routes.isEmpty()) {
      setAsideUntil.put(routeId, clock.instant().plus(setAsideFor));
    }
  }

  /** Whether a request could go out through some proxy now (false with no proxies). */
  public boolean hasAvailable() {
    Instant now = clock.instant();
    return routes.stream().anyMatch(r -> isAvailable(r.id(), now));
  }

  /** How long until the first set-aside proxy may be used again, if any is set aside. */
  public Optional<Duration> untilFirstReturn() {
    Instant now = clock.instant();
    return setAsideUntil.values().stream()
        .filter(until -> until.isAfter(now))
        .min(Instant::compareTo)
        .map(until -> Duration.between(now, until));
  }

  private boolean isAvailable(String id, Instant now) {
    Instant until = setAsideUntil.get(id);
    return until == null || !until.isAfter(now);
  }

  /** {@code http://[user:password@]host:port}, or just {@code host:port}. */
  static Route parse(String proxy) {
    URI uri = URI.create(proxy.contains("://") ? proxy : "http://" + proxy);
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http")) {
      // java.net.http speaks to proxies in plain HTTP (CONNECT for https targets) only.
      throw new IllegalArgumentException(
          "vidlens.upstream.proxies: only http:// proxies are supported, got " + redact(uri));
    }
    if (uri.getHost() == null || uri.getPort() < 0) {
      throw new IllegalArgumentException(
          "vidlens.upstream.proxies: expected http://host:port, got " + redact(uri));
    }
    String user = null;
    String password = null;
    if (uri.getUserInfo() != null) {
      int colon = uri.getUserInfo().indexOf(':');
      user = colon < 0 ? uri.getUserInfo() : uri.getUserInfo().substring(0, colon);
      password = colon < 0 ? "" : uri.getUserInfo().substring(colon + 1);
    }
    return new Route(
        uri.getHost() + ":" + uri.getPort(), uri.getHost(), uri.getPort(), user, password);
  }

  private static String redact(URI uri) {
    return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
  }
}
