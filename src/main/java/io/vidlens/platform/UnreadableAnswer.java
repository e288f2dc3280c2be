package io.vidlens.platform;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A parser could not read an answer of the platform (the platform changed a page). The platform
 * raises it and does not judge it: the caller's read policy names what could not be read and makes
 * it upstream trouble (503), never a 500 and never "not found".
 */
public final class UnreadableAnswer extends RuntimeException {

  UnreadableAnswer(RuntimeException cause) {
    super(cause.getMessage(), cause);
  }

  /** Runs a parser; a parser's own failure (not a typed platform failure) becomes this. */
  public static <T> T parsing(Supplier<T> parser) {
    try {
      return parser.get();
    } catch (PlatformException | UnreadableAnswer e) {
      throw e;
    } catch (RuntimeException e) {
      throw new UnreadableAnswer(e);
    }
  }

  /**
   * {@code parser} applied to an answer already read, as {@link #parsing(Supplier)}: a failure to
   * read the answer stays what it is, only the parser's own becomes this.
   */
  public static <A, T> T parsed(A answer, Function<A, T> parser) {
    return parsing(() -> parser.apply(answer));
  }
}
