package io.vidlens.outbound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The client the webhooks and the image fetches go out with: it connects only where the check
 * answered, and a redirect is handed to the caller rather than followed.
 */
class GuardedHttpClientsTest {

  private HttpServer server;
  private final AtomicInteger requests = new AtomicInteger();

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/",
        exchange -> {
          requests.incrementAndGet();
          exchange.getResponseHeaders().add("Location", "http://169.254.169.254/latest/");
          exchange.sendResponseHeaders(302, -1);
          exchange.close();
        });
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private String url() {
    return "http://receiver.example:" + server.getAddress().getPort() + "/hook";
  }

  private static CloseableHttpClient client(GuardedHttpClients.CheckedResolver addresses) {
    Duration timeout = Duration.ofSeconds(5);
    return GuardedHttpClients.client(
        GuardedHttpClients.connections(addresses, timeout).build(), timeout, "test");
  }

  @Test
  void connectsToTheAddressTheCheckAnsweredAndHandsARedirectBack() throws IOException {
    try (CloseableHttpClient http =
            client(host -> new InetAddress[] {server.getAddress().getAddress()});
        ClassicHttpResponse response = http.executeOpen(null, new HttpGet(url()), null)) {
      assertThat(response.getCode()).isEqualTo(302);
      assertThat(response.getFirstHeader("Location").getValue()).contains("169.254.169.254");
    }
    assertThat(requests).hasValue(1);
  }

  @Test
  void aHostTheCheckRefusesIsNeverConnectedTo() throws IOException {
    try (CloseableHttpClient http =
        client(
            host -> {
              throw new UnknownHostException("not a public address");
            })) {
      assertThatThrownBy(() -> http.executeOpen(null, new HttpGet(url()), null).close())
          .isInstanceOf(UnknownHostException.class)
          .hasMessageContaining("not a public address");
    }
    assertThat(requests).hasValue(0);
  }
}
