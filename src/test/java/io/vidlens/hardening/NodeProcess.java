package io.vidlens.hardening;

import io.vidlens.VidlensApplication;
import io.vidlens.testing.ApiClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Vidlens node in a JVM of its own: the real main class on the test's class path, so that it can
 * be killed the way a machine or an OOM killer ends a node, with SIGKILL and no shutdown hooks. Its
 * output goes to {@code target/cluster-nodes/NAME-*.log}; its port is read from that log (it is
 * started on port 0).
 *
 * <p>It cannot outlive the test: {@link #close()} kills it (call it from {@code @AfterEach}), a
 * shutdown hook kills it when the test JVM exits, and on Linux a small watchdog shell kills it
 * within a second when the test JVM dies without running its hooks (a SIGKILL of the fork).
 */
final class NodeProcess implements AutoCloseable {

  private static final Pattern PORT = Pattern.compile("Tomcat started on port (\\d+)");

  private final String name;
  private final Process process;
  private final Path log;
  private final Thread hook;
  private final Process watchdog;
  private int port;

  private NodeProcess(String name, Process process, Path log, Process watchdog) {
    this.name = name;
    this.process = process;
    this.log = log;
    this.watchdog = watchdog;
    this.hook = new Thread(process::destroyForcibly, "kill-" + name);
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /**
   * Starts {@code VidlensApplication} with {@code args} (which must include {@code
   * --server.port=0}).
   */
  static NodeProcess start(String name, List<String> args) {
    try {
      Path dir = Path.of("target", "cluster-nodes").toAbsolutePath();
      Files.createDirectories(dir);
      Path log = dir.resolve(name + "-" + System.currentTimeMillis() + ".log");
      String marker = UUID.randomUUID().toString();
      String java =
          ProcessHandle.current()
              .info()
              .command()
              .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      List<String> command = new ArrayList<>();
      command.add(java);
      command.add(
          "-Dvidlens.test.node=" + marker); // lets the watchdog tell this process from a reused PID
      command.add("-Xmx1g");
      command.add(
          "-XX:TieredStopAtLevel=1"); // starts faster on the few shared cores of a test machine
      command.add("-XX:+UseSerialGC");
      command.add(VidlensApplication.class.getName());
      command.addAll(args);
      ProcessBuilder builder =
          new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
      // Surefire may hand the test JVM a one-jar manifest class path; it also names the full one.
      builder
          .environment()
          .put(
              "CLASSPATH",
              System.getProperty(
                  "surefire.test.class.path", System.getProperty("java.class.path")));
      Process process = builder.start();
      return new NodeProcess(name, process, log, watchdog(process.pid(), marker));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Kills {@code child} if this JVM dies first; ends by itself when the child is gone. Checks the
   * child's command line for {@code marker}, so a PID reused by another process is never touched.
   */
  private static Process watchdog(long child, String marker) throws IOException {
    if (!Files.isDirectory(Path.of("/proc/self")) || !Files.isExecutable(Path.of("/bin/sh"))) {
      return null;
    }
    long parent = ProcessHandle.current().pid();
    String mine = "grep -qa " + marker + " /proc/" + child + "/cmdline 2>/dev/null";
    String script =
        "while kill -0 "
            + parent
            + " 2>/dev/null && "
            + mine
            + "; do sleep 1; done; "
            + mine
            + " && kill -9 "
            + child;
    return new ProcessBuilder("/bin/sh", "-c", script)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
  }

  /** Waits until the node's port is in its log and its readiness probe answers 200. */
  NodeProcess awaitReady(Duration within) {
    Instant deadline = Instant.now().plus(within);
    while (Instant.now().isBefore(deadline)) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            name + " exited with " + process.exitValue() + " while starting:\n" + tail());
      }
      if (port == 0) {
        Matcher m = PORT.matcher(logText());
        if (m.find()) {
          port = Integer.parseInt(m.group(1));
        }
      }
      if (port != 0 && ready()) {
        return this;
      }
      sleep(Duration.ofMillis(250));
    }
    close();
    throw new IllegalStateException(name + " was not ready within " + within + ":\n" + tail());
  }

  private boolean ready() {
    try {
      return new ApiClient(port, null).get("/actuator/health/readiness").status() == 200;
    } catch (RuntimeException e) {
      return false;
    }
  }

  int port() {
    return port;
  }

  long pid() {
    return process.pid();
  }

  ApiClient client(String key) {
    return new ApiClient(port, key);
  }

  /** SIGKILL, and waits until the process is gone; returns its exit code (137). */
  int kill() {
    process.destroyForcibly();
    try {
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        throw new IllegalStateException(name + " still alive 30 s after SIGKILL");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    return process.exitValue();
  }

  boolean isAlive() {
    return process.isAlive();
  }

  Path log() {
    return log;
  }

  /** The last lines of the node's log, for failure messages. */
  String tail() {
    String[] lines = logText().split("\n");
    return String.join("\n", List.of(lines).subList(Math.max(0, lines.length - 40), lines.length));
  }

  private String logText() {
    try {
      return Files.readString(log, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "";
    }
  }

  @Override
  public void close() {
    if (process.isAlive()) {
      kill();
    }
    if (watchdog != null) {
      watchdog.destroyForcibly();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // the JVM is already shutting down: the hook runs anyway
    }
  }

  private static void sleep(Duration d) {
    try {
      Thread.sleep(d);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
