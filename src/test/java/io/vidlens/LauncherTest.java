package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The jar's start class runs on Java 17 and tells an older runtime what to install (issue 19 point
 * 1: the first thing a newcomer with the default Java sees), and on 21+ hands over to the service.
 */
class LauncherTest {

  @Test
  void theStartClassIsJava17BytecodeSoAnOldRuntimeCanReadIt() throws IOException {
    try (InputStream in = Launcher.class.getResourceAsStream("Launcher.class")) {
      byte[] head = in.readNBytes(8);
      int major = ((head[6] & 0xff) << 8) | (head[7] & 0xff);
      assertThat(major).as("class file major version (61 = Java 17)").isEqualTo(61);
    }
  }

  @Test
  void javaOlderThan21IsToldWhatToInstall() throws Exception {
    Optional<Path> old = olderJava();
    assumeTrue(old.isPresent(), "no Java older than 21 under /usr/lib/jvm to try the jar with");
    Run run = launch(old.get().toString());
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.output())
        .contains("Vidlens needs Java 21 or newer; this is Java")
        .doesNotContain("UnsupportedClassVersionError");
  }

  @Test
  void aCurrentJavaGetsTheServicesUsage() throws Exception {
    Run run = launch(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    assertThat(run.exit()).isZero();
    assertThat(run.output()).contains("Usage: java -jar vidlens.jar serve");
  }

  private record Run(int exit, String output) {}

  private static Run launch(String java) throws IOException, InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder(java, Launcher.class.getName(), "--help").redirectErrorStream(true);
    builder
        .environment()
        .put(
            "CLASSPATH",
            System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
    Process p = builder.start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Run(p.exitValue(), output);
  }

  /** A JDK or JRE older than 21 on this machine (Debian's default is 17), if any. */
  private static Optional<Path> olderJava() throws IOException {
    Path jvms = Path.of("/usr/lib/jvm");
    if (!Files.isDirectory(jvms)) {
      return Optional.empty();
    }
    try (Stream<Path> homes = Files.list(jvms)) {
      return homes
          .map(home -> home.resolve("bin/java"))
          .filter(Files::isExecutable)
          .filter(java -> release(java.getParent().getParent()).map(v -> v < 21).orElse(false))
          .min(Comparator.naturalOrder());
    }
  }

  /** The feature release a Java home's {@code release} file names. */
  private static Optional<Integer> release(Path home) {
    try {
      for (String line : Files.readAllLines(home.resolve("release"))) {
        if (line.startsWith("JAVA_VERSION=")) {
          String v = line.substring("JAVA_VERSION=".length()).replace("\"", "");
          String first = v.startsWith("1.") ? v.split("\\.")[1] : v.split("[.+-]")[0];
          return Optional.of(Integer.parseInt(first));
        }
      }
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }
}
