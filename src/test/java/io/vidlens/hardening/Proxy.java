package io.vidlens.hardening;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The shipped proxy, deploy/nginx.conf, run by the machine's nginx in the foreground with only its
 * addresses changed: the nodes' on this machine, a free port to listen on, and its files in a
 * directory of its own. Each request is logged as {@code session upstream status}, so a test can
 * see which node answered what.
 */
final class Proxy implements AutoCloseable {

  static final Path NGINX = Path.of("/usr/sbin/nginx");

  private final Process process;
  private final Path dir;
  final int port;

  private Proxy(Process process, Path dir, int port) {
    this.process = process;
    this.dir = dir;
    this.port = port;
  }

  /** Skips the test, saying why, where nginx is not installed. */
  static void assumeInstalled() {
    boolean installed = Files.isExecutable(NGINX);
    if (!installed) {
      System.err.println("SKIPPED: no nginx at " + NGINX + " (apt-get install nginx)");
    }
    assumeTrue(installed, "no nginx at " + NGINX);
  }

  /** Starts the shipped configuration with each node name sent to the local port it maps to. */
  static Proxy start(Map<String, Integer> nodes) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("vidlens-proxy-");
    int port = freePort();
    String conf = Files.readString(Path.of("deploy/nginx.conf"));
    for (Map.Entry<String, Integer> node : nodes.entrySet()) {
      conf =
          conf.replace("server " + node.getKey() + ":8080", "server 127.0.0.1:" + node.getValue());
    }
    conf = conf.replace("listen 8080;", "listen 127.0.0.1:" + port + ";");
    String files =
        """
        http {
          log_format routes '$http_mcp_session_id $upstream_addr $status';
          access_log %1$s/access.log routes;
          client_body_temp_path %1$s/body;
          proxy_temp_path %1$s/proxy;
          fastcgi_temp_path %1$s/fastcgi;
          uwsgi_temp_path %1$s/uwsgi;
          scgi_temp_path %1$s/scgi;
        """
            .formatted(dir);
    conf =
        "pid %1$s/nginx.pid;\nerror_log %1$s/error.log warn;\n".formatted(dir)
            + conf.replace("http {\n", files);
    Files.writeString(dir.resolve("nginx.conf"), conf);
    Process process =
        new ProcessBuilder(
                NGINX.toString(),
                "-p",
                dir.toString(),
                "-c",
                dir.resolve("nginx.conf").toString(),
                "-g",
                "daemon off; user root;")
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("nginx.out").toFile())
            .start();
    Proxy proxy = new Proxy(process, dir, port);
    proxy.awaitListening(Duration.ofSeconds(20));
    return proxy;
  }

  private void awaitListening(Duration within) throws InterruptedException, IOException {
    long deadline = System.nanoTime() + within.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            "nginx stopped: " + Files.readString(dir.resolve("nginx.out")));
      }
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), 500);
        return;
      } catch (IOException e) {
        Thread.sleep(100);
      }
    }
    throw new IllegalStateException("nginx did not listen on " + port);
  }

  /** The requests logged so far, each {@code [session ID or "-", upstream address, status]}. */
  List<String[]> requests() throws IOException {
    Path log = dir.resolve("access.log");
    return Files.exists(log)
        ? Files.readAllLines(log).stream().map(line -> line.split(" ")).toList()
        : List.of();
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  @Override
  public void close() {
    process.destroy(); // SIGTERM: nginx's fast shutdown
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Where nginx keeps its configuration and logs, for a failure's message. */
  @Override
  public String toString() {
    return dir.toString();
  }
}
