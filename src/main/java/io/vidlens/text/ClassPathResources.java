package io.vidlens.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads a file shipped on the class path (a model, a lexicon, a word list) once, at first use: one
 * that is missing is a broken build, not a condition to carry on from, so it fails loudly with what
 * should have shipped it.
 */
public final class ClassPathResources {

  private ClassPathResources() {}

  /** What reads the resource's bytes into the thing wanted. */
  @FunctionalInterface
  public interface Reader<T> {
    T read(InputStream in) throws IOException;
  }

  /**
   * {@code resource} (a class-path name without a leading slash) as {@code reader} reads it.
   *
   * @throws IllegalStateException saying {@code whenMissing} when the class path has no such file
   * @throws UncheckedIOException when it cannot be read
   */
  public static <T> T read(String resource, String whenMissing, Reader<T> reader) {
    try (InputStream in = ClassPathResources.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(whenMissing);
      }
      return reader.read(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
