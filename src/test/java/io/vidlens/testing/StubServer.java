package io.vidlens.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

/**
 * A local HTTP server on 127.0.0.1 and an ephemeral port: the socket under {@link
 * FakePlatform#serve()}, the proof-of-origin token provider and the HTTP transport tests.
 */
public final class StubServer implements AutoCloseable {

  /** What the stub saw: method, path with query, headers of interest, body. */
  public record Seen(
      String method, String pathAndQuery, String acceptEncoding, String contentType, String body) {}

  @FunctionalInterface
  public interface Handler {
    void handle(HttpExchange exchange) throws IOException;
  }

  private final HttpServer server;
  private final List<Seen> seen = new CopyOnWriteArrayList<>();

  public StubServer(Handler handler) {
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    server.createContext(
        "/",
        exchange -> {
          try (exchange) {
            byte[] body = exchange.getRequestBody().readAllBytes();
            seen.add(
                new Seen(
                    exchange.getRequestMethod(),
                    exchange.getRequestURI().toString(),
                    exchange.getRequestHeaders().getFirst("Accept-Encoding"),
                    exchange.getRequestHeaders().getFirst("Content-Type"),
                    new String(body, StandardCharsets.UTF_8)));
            handler.handle(exchange);
          }
        });
    server.start();
  }

  public URI base() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  public List<Seen> seen() {
    return seen;
  }

  public static void answer(HttpExchange exchange, int status, String contentType, byte[] body)
      throws IOException {
    exchange.getResponseHeaders().set("Content-Type", contentType);
    exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    if (body.length > 0) {
      exchange.getResponseBody().write(body);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
