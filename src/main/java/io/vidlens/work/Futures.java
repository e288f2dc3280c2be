package io.vidlens.work;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** Waiting for work another thread does. */
public final class Futures {

  private Futures() {}

  /**
   * The result of {@code running}, waited for; its failure is rethrown as it was thrown (not
   * wrapped in a {@link CompletionException}), so callers catch what the work throws.
   */
  public static <T> T join(CompletableFuture<T> running) {
    try {
      return running.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }
}
