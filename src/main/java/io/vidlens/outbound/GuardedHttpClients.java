package io.vidlens.outbound;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.io.HttpClientConnectionManager;
import org.apache.hc.core5.util.Timeout;

/**
 * An Apache HTTP client for URLs a client gave (SSRF): its DNS resolver is the caller's address
 * check, so the connection goes to exactly the addresses checked and no second lookup can answer
 * differently (no DNS rebinding). It follows no redirect (a caller that follows them checks each
 * hop first), retries nothing, keeps no cookies or credentials and does not decompress (a gzip bomb
 * stays small). One deadline covers the connect, each read and the wait for a pooled connection.
 */
public final class GuardedHttpClients {

  private GuardedHttpClients() {}

  /** Every address of a host, all of them checked; one that is not allowed fails the lookup. */
  @FunctionalInterface
  public interface CheckedResolver {
    InetAddress[] resolve(String host) throws UnknownHostException;
  }

  /**
   * The connections' settings: through {@code addresses} only, {@code timeout} to connect and for
   * each read. The caller may bound the pool before building it.
   */
  public static PoolingHttpClientConnectionManagerBuilder connections(
      CheckedResolver addresses, Duration timeout) {
    Timeout t = Timeout.of(timeout);
    return PoolingHttpClientConnectionManagerBuilder.create()
        .setDnsResolver(
            new DnsResolver() {
              @Override
              public InetAddress[] resolve(String host) throws UnknownHostException {
                return addresses.resolve(host);
              }

              @Override
              public String resolveCanonicalHostname(String host) {
                return host;
              }
            })
        .setDefaultConnectionConfig(
            ConnectionConfig.custom().setConnectTimeout(t).setSocketTimeout(t).build());
  }

  /**
   * The client over {@code connections} ({@link #connections}), naming itself {@code userAgent}.
   */
  public static CloseableHttpClient client(
      HttpClientConnectionManager connections, Duration timeout, String userAgent) {
    Timeout t = Timeout.of(timeout);
    return HttpClients.custom()
        .setConnectionManager(connections)
        .setDefaultRequestConfig(
            RequestConfig.custom().setResponseTimeout(t).setConnectionRequestTimeout(t).build())
        .disableRedirectHandling()
        .disableAutomaticRetries()
        .disableCookieManagement()
        .disableContentCompression()
        .disableAuthCaching()
        .setUserAgent(userAgent)
        .build();
  }
}
