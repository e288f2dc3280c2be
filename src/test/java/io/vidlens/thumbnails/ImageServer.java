package io.vidlens.thumbnails;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;

/** A local HTTP server on 127.0.0.1 serving what a test puts at a path (bytes or a redirect). */
public final class ImageServer implements AutoCloseable {

  private record Reply(int status, String contentType, byte[] body, String location) {}

  private final HttpServer server;
  private final Map<String, Reply> replies = new ConcurrentHashMap<>();
  final java.util.concurrent.atomic.AtomicInteger requests =
      new java.util.concurrent.atomic.AtomicInteger();

  volatile boolean drawAnyThumbnail;

  /** Answers every platform thumbnail path ({@code /vi/...}) with a scene drawn from the path. */
  public ImageServer drawingAnyThumbnail() {
    drawAnyThumbnail = true;
    return this;
  }

  public ImageServer() {
    try {
      server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    server.createContext(
        "/",
        exchange -> {
          requests.incrementAndGet();
          Reply r = replies.get(exchange.getRequestURI().getPath());
          if (r == null
              && drawAnyThumbnail
              && exchange.getRequestURI().getPath().startsWith("/vi")) {
            // any platform thumbnail path: a scene drawn from the path (the same one every time)
            r =
                new Reply(
                    200,
                    "image/jpeg",
                    Drawings.encode(
                        Drawings.scene(
                            Math.abs(
                                exchange.getRequestURI().getPath().split("/")[2].hashCode()
                                    % 100_000)),
                        "jpg"),
                    null);
          }
          if (r == null) {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
            return;
          }
          if (r.location() != null) {
            exchange.getResponseHeaders().add("Location", r.location());
            exchange.sendResponseHeaders(r.status(), -1);
            exchange.close();
            return;
          }
          exchange.getResponseHeaders().add("Content-Type", r.contentType());
          exchange.sendResponseHeaders(r.status(), r.body().length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(r.body());
          }
        });
    server.start();
  }

  public String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  public String base() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  public ImageServer serve(String path, byte[] body, String contentType) {
    replies.put(path, new Reply(200, contentType, body, null));
    return this;
  }

  ImageServer redirect(String path, String location) {
    replies.put(path, new Reply(302, null, null, location));
    return this;
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
