package io.vidlens.radar;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A webhook receiver on a local port (the JDK's HTTP server), as a customer would write one: it
 * checks each request's signature against the secret itself, answers the statuses it is given in
 * turn (then 200), and can hold its first request until released (a delivery in flight).
 */
final class WebhookReceiver implements AutoCloseable {

  record Received(String deliveryId, String timestamp, String body, boolean signatureValid) {}

  private final HttpServer server;
  private volatile String secret;
  private final Queue<Integer> statuses = new ConcurrentLinkedQueue<>();
  final List<Received> received = Collections.synchronizedList(new ArrayList<>());
  private volatile CountDownLatch holdFirst;

  WebhookReceiver(String secret) {
    this.secret = secret;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
    server.createContext(
        "/hook",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          String timestamp = exchange.getRequestHeaders().getFirst("X-Vidlens-Timestamp");
          String signature = exchange.getRequestHeaders().getFirst("X-Vidlens-Signature");
          boolean valid = ("sha256=" + hmac(timestamp + "." + body)).equals(signature);
          received.add(
              new Received(
                  exchange.getRequestHeaders().getFirst("X-Vidlens-Delivery"),
                  timestamp,
                  body,
                  valid));
          CountDownLatch hold = holdFirst;
          if (hold != null) {
            holdFirst = null;
            try {
              hold.await();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
          Integer status = statuses.poll();
          exchange.sendResponseHeaders(status == null ? 200 : status, -1);
          exchange.close();
        });
    server.start();
  }

  /**
   * Checks signatures with {@code secret} from now on (one the service shows once it has a URL).
   */
  WebhookReceiver verifyingWith(String secret) {
    this.secret = secret;
    return this;
  }

  String url() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/hook";
  }

  WebhookReceiver answering(Integer... statuses) {
    this.statuses.addAll(List.of(statuses));
    return this;
  }

  /** Holds the first request until {@code release} counts down. */
  WebhookReceiver holdingFirstUntil(CountDownLatch release) {
    this.holdFirst = release;
    return this;
  }

  List<Received> received() {
    synchronized (received) {
      return List.copyOf(received);
    }
  }

  private String hmac(String signed) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return HexFormat.of().formatHex(mac.doFinal(signed.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
