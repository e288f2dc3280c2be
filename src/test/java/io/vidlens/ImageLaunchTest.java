package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starts a node the way the container image does: through the image's entrypoint script ({@code
 * src/main/jib/usr/local/bin/vidlens-start}, pom.xml profile {@code image}) with the image's
 * environment, here pointed at this machine's Java and the test class path; then asks the image's
 * health check script whether the node is ready. The image itself is built and run by
 * src/image/smoke.sh in CI (docs/operations.md, "Containers").
 */
@Tag("server")
class ImageLaunchTest {

  static final Path START = Path.of("src/main/jib/usr/local/bin/vidlens-start");
  static final Path HEALTH = Path.of("src/main/jib/usr/local/bin/vidlens-healthcheck");

  @TempDir Path data;

  @Test
  void theImagesEntrypointStartsAReadyNodeWithTheImagesJvmFlagsAndNoWarnings() throws Exception {
    assumeTrue(
        Files.isExecutable(Path.of("/bin/sh")) && Files.isExecutable(Path.of("/bin/bash")),
        "The image's scripts need /bin/sh and /bin/bash");
    int port = freePort();
    Path log = data.resolve("node.log");
    ProcessBuilder start =
        new ProcessBuilder(
                "/bin/sh",
                START.toString(),
                "--server.port=" + port,
                "--vidlens.bootstrap-api-key=image-launch-key-0123456789")
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    Map<String, String> env = start.environment();
    env.put("VIDLENS_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
    env.put(
        "VIDLENS_CLASSPATH",
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
    // The image's environment (pom.xml: VIDLENS_DATA_DIR=/data), here a temporary folder.
    env.put("VIDLENS_DATA_DIR", data.toString());
    env.put("JAVA_OPTS", "-Xmx512m -XX:TieredStopAtLevel=1");
    Process node = start.start();
    try {
      assertThat(waitForHealth(node, port, Duration.ofMinutes(3)))
          .as("health check passed; node log:%n%s", tail(log))
          .isTrue();
      // The script execs Java: the node's own command line carries the image's JVM flags.
      List<String> arguments = commandLine(node.pid());
      assertThat(arguments)
          .contains(
              "-XX:G1HeapRegionSize=4m",
              "--enable-native-access=ALL-UNNAMED",
              "-Xmx512m",
              "io.vidlens.VidlensApplication",
              "serve");
      assertThat(Files.readString(log)).doesNotContain("WARNING: A restricted method");
      assertThat(data.resolve("vidlens.db")).exists();
    } finally {
      node.destroy();
      if (!node.waitFor(30, TimeUnit.SECONDS)) {
        node.destroyForcibly().waitFor();
      }
    }
    // Nobody listens now: the health check fails rather than hangs or passes.
    assertThat(health(port)).isNotZero();
  }

  private static boolean waitForHealth(Process node, int port, Duration within)
      throws IOException, InterruptedException {
    long deadline = System.nanoTime() + within.toNanos();
    while (System.nanoTime() < deadline && node.isAlive()) {
      if (health(port) == 0) {
        return true;
      }
      Thread.sleep(500);
    }
    return false;
  }

  private static int health(int port) throws IOException, InterruptedException {
    ProcessBuilder check =
        new ProcessBuilder("/bin/bash", HEALTH.toString())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD);
    check.environment().put("SERVER_PORT", Integer.toString(port));
    Process p = check.start();
    if (!p.waitFor(20, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return -1;
    }
    return p.exitValue();
  }

  /** The process's command line as the kernel holds it (ProcessHandle cuts a long one). */
  private static List<String> commandLine(long pid) throws IOException {
    Path cmdline = Path.of("/proc", Long.toString(pid), "cmdline");
    assumeTrue(Files.isReadable(cmdline), "needs /proc to read the node's command line");
    return List.of(Files.readString(cmdline).split("\u0000"));
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static String tail(Path log) throws IOException {
    List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
  }
}
