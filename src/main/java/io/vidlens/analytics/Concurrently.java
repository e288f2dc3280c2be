package io.vidlens.analytics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.slf4j.MDC;

/**
 * Runs independent platform reads at once, one virtual thread each (the platform client's bulkhead
 * bounds how many reach the platform together). Results come back in the order of the tasks; the
 * first task that failed, in that order, has its exception rethrown as it was.
 */
final class Concurrently {

  private Concurrently() {}

  static <T> List<T> all(List<Supplier<T>> tasks) {
    if (tasks.size() == 1) {
      return List.of(tasks.getFirst().get());
    }
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      List<Future<T>> futures = new ArrayList<>();
      for (Supplier<T> task : tasks) {
        futures.add(threads.submit(withLogContext(task)::get));
      }
      List<T> out = new ArrayList<>(futures.size());
      for (Future<T> f : futures) {
        out.add(result(f));
      }
      return out;
    }
  }

  /** The task with the caller's log context (the request ID), so its log lines name the request. */
  static <T> Supplier<T> withLogContext(Supplier<T> task) {
    Map<String, String> context = MDC.getCopyOfContextMap();
    return () -> {
      Map<String, String> previous = MDC.getCopyOfContextMap();
      if (context != null) {
        MDC.setContextMap(context);
      }
      try {
        return task.get();
      } finally {
        if (previous != null) {
          MDC.setContextMap(previous);
        } else {
          MDC.clear();
        }
      }
    };
  }

  /** The result of a finished task, its own exception rethrown as it was. */
  static <T> T result(Future<T> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while reading the platform", e);
    } catch (ExecutionException e) {
      return rethrow(e.getCause());
    }
  }

  /** Rethrows a task's failure as it was (a checked one, which the tasks never throw, wrapped). */
  static <T> T rethrow(Throwable cause) {
    if (cause instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    throw new IllegalStateException(cause);
  }
}
