package io.vidlens.thumbnails;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A server on 127.0.0.1 that misbehaves on purpose: it accepts connections, reads the request, and
 * then either says nothing, drips its status line and headers a byte at a time, or sends headers
 * promising a large body and drips the body. Every connection is closed when the server is.
 */
final class StallingServer implements AutoCloseable {

  enum Mode {
    SILENT,
    DRIP_HEADERS,
    DRIP_BODY
  }

  private final ServerSocket socket;
  private final Mode mode;
  private final List<Socket> open = new CopyOnWriteArrayList<>();
  private volatile boolean running = true;

  StallingServer(Mode mode) throws IOException {
    this.mode = mode;
    this.socket = new ServerSocket();
    socket.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
    Thread.ofVirtual().start(this::accept);
  }

  String url(String path) {
    return "http://127.0.0.1:" + socket.getLocalPort() + path;
  }

  private void accept() {
    while (running) {
      try {
        Socket s = socket.accept();
        open.add(s);
        Thread.ofVirtual().start(() -> serve(s));
      } catch (IOException e) {
        return;
      }
    }
  }

  private void serve(Socket s) {
    try (s) {
      readRequest(s.getInputStream());
      OutputStream out = s.getOutputStream();
      switch (mode) {
        case SILENT -> {
          while (running) {
            Thread.sleep(50);
          }
        }
        case DRIP_HEADERS -> {
          byte[] head =
              ("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nX-Padding: "
                      + "a".repeat(100_000)
                      + "\r\n\r\n")
                  .getBytes(StandardCharsets.US_ASCII);
          for (int i = 0; running && i < head.length; i++) {
            out.write(head[i]);
            out.flush();
            Thread.sleep(100);
          }
        }
        case DRIP_BODY -> {
          out.write(
              "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 1000000\r\n\r\n"
                  .getBytes(StandardCharsets.US_ASCII));
          out.flush();
          while (running) {
            out.write(0);
            out.flush();
            Thread.sleep(50);
          }
        }
      }
    } catch (IOException | InterruptedException e) {
      // the client hung up (as it should) or the server is closing
    }
  }

  private static void readRequest(InputStream in) throws IOException {
    int matched = 0;
    byte[] end = {'\r', '\n', '\r', '\n'};
    for (int b; matched < 4 && (b = in.read()) != -1; ) {
      matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
    }
  }

  @Override
  public void close() throws IOException {
    running = false;
    socket.close();
    for (Socket s : open) {
      s.close();
    }
  }
}
