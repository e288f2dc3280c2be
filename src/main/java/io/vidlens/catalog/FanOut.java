package io.vidlens.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;
import org.slf4j.MDC;

/**
 * The one way Vidlens runs independent reads at once: a virtual thread per task, at most {@code
 * parallelism} running together, each with the caller's log context (the request ID), results in
 * the order of the tasks.
 */
public final class FanOut {

  private FanOut() {}

  /** How one task ended: its value, or what it threw. */
  public sealed interface Outcome<T> {

    record Done<T>(T value) implements Outcome<T> {}

    record Failed<T>(RuntimeException error) implements Outcome<T> {}
  }

  /**
   * Every task's value in order; the first task that failed, in that order, has its exception
   * rethrown as it was (after all have ended).
   */
  public static <T> List<T> all(List<Supplier<T>> tasks, int parallelism) {
    List<T> values = new ArrayList<>(tasks.size());
    for (Outcome<T> outcome : settle(tasks, parallelism)) {
      switch (outcome) {
        case Outcome.Done<T> done -> values.add(done.value());
        case Outcome.Failed<T> failed -> throw failed.error();
      }
    }
    return values;
  }

  /** Every task's outcome in order; a failure of one task is its outcome, not the caller's. */
  public static <T> List<Outcome<T>> settle(List<Supplier<T>> tasks, int parallelism) {
    return settle(tasks, parallelism, () -> {});
  }

  /**
   * As {@link #settle(List, int)}; {@code afterEach} runs on the caller's thread once per task, in
   * the tasks' order, as soon as that task and those before it have ended (progress reports), and
   * what it throws is the caller's.
   */
  public static <T> List<Outcome<T>> settle(
      List<Supplier<T>> tasks, int parallelism, Runnable afterEach) {
    if (tasks.size() == 1) {
      Outcome<T> only = outcome(tasks.getFirst());
      afterEach.run();
      return List.of(only);
    }
    Semaphore slots = new Semaphore(Math.max(1, parallelism));
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      List<Future<Outcome<T>>> futures = new ArrayList<>(tasks.size());
      for (Supplier<T> task : tasks) {
        Supplier<Outcome<T>> bounded =
            withLogContext(
                () -> {
                  slots.acquireUninterruptibly();
                  try {
                    return outcome(task);
                  } finally {
                    slots.release();
                  }
                });
        futures.add(threads.submit(bounded::get));
      }
      List<Outcome<T>> outcomes = new ArrayList<>(futures.size());
      for (Future<Outcome<T>> future : futures) {
        outcomes.add(await(future));
        afterEach.run();
      }
      return outcomes;
    }
  }

  private static <T> Outcome<T> outcome(Supplier<T> task) {
    try {
      return new Outcome.Done<>(task.get());
    } catch (RuntimeException e) {
      return new Outcome.Failed<>(e);
    }
  }

  private static <T> Outcome<T> await(Future<Outcome<T>> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted while waiting for parallel reads", e);
    } catch (ExecutionException e) {
      // outcome() catches RuntimeExceptions: what is left is an Error, rethrown as it was
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /** The task with the caller's log context (the request ID), so its log lines name the request. */
  public static <T> Supplier<T> withLogContext(Supplier<T> task) {
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
}
