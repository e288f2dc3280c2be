package io.vidlens.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where the recorded platform exchanges are: {@code ../shared/recordings/youtube} beside the
 * project, or the folder named by the system property {@code vidlens.recordings}. They are never
 * copied into the repository; without them, recording-backed tests skip with a message.
 */
public final class Recordings {

  private Recordings() {}

  public static Path root() {
    String configured = System.getProperty("vidlens.recordings");
    Path path =
        configured != null && !configured.isBlank()
            ? Path.of(configured)
            : Path.of("..", "shared", "recordings", "youtube");
    return path.toAbsolutePath().normalize();
  }

  public static boolean available() {
    return Files.isDirectory(root());
  }

  /** Skips the calling test, visibly, when the recordings are not on this machine. */
  public static Path require() {
    boolean present = available();
    if (!present) {
      System.err.println(
          "SKIPPED: platform recordings not found at "
              + root()
              + " (clone ../shared beside the project to run recording-backed tests)");
    }
    assumeTrue(present, "platform recordings not found at " + root());
    return root();
  }

  /** Every recording file (JSON exchanges) under {@code folder}, relative to the root. */
  public static List<Path> files(String folder) {
    Path dir = require().resolve(folder);
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".json"))
          .filter(p -> !p.getFileName().toString().equals("index.json"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
