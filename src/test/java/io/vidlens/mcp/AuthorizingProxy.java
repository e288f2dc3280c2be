package io.vidlens.mcp;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.Executors;

/**
 * A local pass-through to the server's {@code /mcp} that adds the API key: for MCP clients that
 * cannot send a header (the conformance suite's). Streams answers as they come (server-sent
 * events), and passes on the headers Streamable HTTP uses, the Origin among them.
 */
final class AuthorizingProxy implements AutoCloseable {

  private static final List<String> REQUEST_HEADERS =
      List.of(
          "Content-Type",
          "Accept",
          "Mcp-Session-Id",
          "Mcp-Protocol-Version",
          "Last-Event-ID",
          "Origin");
  private static final List<String> RESPONSE_HEADERS =
      List.of("Content-Type", "Mcp-Session-Id", "Cache-Control");

  private final HttpServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  AuthorizingProxy(int targetPort, String apiKey) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    server.createContext(
        "/", exchange -> forward(exchange, "http://127.0.0.1:" + targetPort, apiKey));
    server.start();
  }

  int port() {
    return server.getAddress().getPort();
  }

  private void forward(HttpExchange exchange, String target, String apiKey) throws IOException {
    try (exchange) {
      byte[] body = exchange.getRequestBody().readAllBytes();
      HttpRequest.Builder request =
          HttpRequest.newBuilder(URI.create(target + exchange.getRequestURI()))
              .method(
                  exchange.getRequestMethod(),
                  body.length == 0
                      ? HttpRequest.BodyPublishers.noBody()
                      : HttpRequest.BodyPublishers.ofByteArray(body))
              .header("Authorization", "Bearer " + apiKey);
      for (String name : REQUEST_HEADERS) {
        String value = exchange.getRequestHeaders().getFirst(name);
        if (value != null) {
          request.header(name, value);
        }
      }
      HttpResponse<InputStream> response =
          http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
      for (String name : RESPONSE_HEADERS) {
        response
            .headers()
            .firstValue(name)
            .ifPresent(v -> exchange.getResponseHeaders().add(name, v));
      }
      try (InputStream in = response.body()) {
        boolean empty = response.statusCode() == 202 || response.statusCode() == 204;
        exchange.sendResponseHeaders(response.statusCode(), empty ? -1 : 0);
        if (!empty) {
          OutputStream out = exchange.getResponseBody();
          byte[] buffer = new byte[8192];
          for (int n; (n = in.read(buffer)) >= 0; ) {
            out.write(buffer, 0, n);
            out.flush();
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
