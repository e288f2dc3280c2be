package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No file under {@code src/main/java} is over {@value #MAX_LINES} lines: a class that long does
 * more than one job and is split. Data tables are the exception (a word list is long because the
 * language is), each named in {@link #DATA_TABLES} with why it is data.
 */
class SourceSizeTest {

  static final int MAX_LINES = 400;

  private static final Path MAIN = Path.of("src/main/java");

  /** The only files allowed over the limit: data, one entry a line, with the reason. */
  private static final Map<String, String> DATA_TABLES =
      Map.of(
          "io/vidlens/text/StopWords.java",
          "Vidlens's own English stop words and the platform's boilerplate, one word a line");

  @Test
  void noMainSourceFileIsOverTheLimitUnlessItIsData() {
    Map<String, Integer> offenders = overLimit();
    offenders.keySet().removeIf(DATA_TABLES::containsKey);
    assertThat(offenders)
        .as(
            "files in src/main/java over %d lines (file=lines): split them; a data table goes in"
                + " DATA_TABLES with why it is data",
            MAX_LINES)
        .isEmpty();
  }

  @Test
  void everyExceptionIsStillOverTheLimit() {
    // an exception that has shrunk below the limit is taken off the list, so the list stays true
    Map<String, Integer> over = overLimit();
    assertThat(DATA_TABLES.keySet()).allMatch(over::containsKey);
  }

  private static Map<String, Integer> overLimit() {
    Map<String, Integer> over = new TreeMap<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      files
          .filter(f -> f.toString().endsWith(".java"))
          .forEach(
              f -> {
                int lines = lines(f);
                if (lines > MAX_LINES) {
                  over.put(MAIN.relativize(f).toString().replace('\\', '/'), lines);
                }
              });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return over;
  }

  private static int lines(Path file) {
    try (Stream<String> lines = Files.lines(file)) {
      return (int) lines.count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
