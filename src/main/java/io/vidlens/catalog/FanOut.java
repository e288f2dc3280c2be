package io.vidlens.catalog;

import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.work.UpstreamWork;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.slf4j.MDC;

/**
 * The one way Vidlens runs independent reads at once: a virtual thread per task, at most {@code
 * parallelism} running together and never more than {@link #maxInFlight()} (4 unless {@code
 * vidlens.upstream.fan-out-max-in-flight} says otherwise: the platform sees a burst of requests
 * from one identity as a bot), each with the caller's log context (the request ID), results in the
 * order of the tasks.
 *
 * <p>The tasks draw from the egress identities' request budget through the platform client. Once
 * one task is refused because the budget is spent ({@link UpstreamFault#RATE_LIMITED}, a 503 with
 * retry-after), the tasks not yet started are not started: they end with that same refusal at once,
 * instead of each asking for a request the budget would refuse.
 */
public final class FanOut {

  /** Upstream-bound tasks one fan-out runs at once unless configured otherwise. */
  public static final int DEFAULT_MAX_IN_FLIGHT = 4;

  private static volatile int maxInFlight = DEFAULT_MAX_IN_FLIGHT;

  private FanOut() {}

  /** The bound on tasks in flight of any one fan-out. */
  public static int maxInFlight() {
    return maxInFlight;
  }

  /** Sets the bound (from configuration at start-up); at least 1. */
  static void maxInFlight(int bound) {
    maxInFlight = Math.max(1, bound);
  }

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
    Semaphore slots = new Semaphore(Math.max(1, Math.min(parallelism, maxInFlight)));
    AtomicReference<RuntimeException> budgetSpent = new AtomicReference<>();
    // Wrapped here, on the caller's thread, so each task carries the caller's log context.
    List<Supplier<T>> wrapped = tasks.stream().map(FanOut::withLogContext).toList();
    List<CompletableFuture<Outcome<T>>> results =
        wrapped.stream().map(t -> new CompletableFuture<Outcome<T>>()).toList();
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      // One dispatcher starts the tasks in their order as slots free up, so "not yet started"
      // means the tasks after the refusal, whatever order threads happen to be scheduled in.
      threads.submit(
          () -> {
            for (int i = 0; i < wrapped.size(); i++) {
              slots.acquireUninterruptibly();
              RuntimeException spent = budgetSpent.get();
              if (spent != null) {
                slots.release();
                results.get(i).complete(new Outcome.Failed<>(spent));
                continue;
              }
              Supplier<T> task = wrapped.get(i);
              CompletableFuture<Outcome<T>> result = results.get(i);
              threads.submit(
                  () -> {
                    try {
                      Outcome<T> outcome = outcome(task);
                      if (outcome instanceof Outcome.Failed<T> failed
                          && isBudgetSpent(failed.error())) {
                        budgetSpent.compareAndSet(null, failed.error());
                      }
                      result.complete(outcome);
                    } catch (Throwable error) {
                      result.completeExceptionally(error);
                    } finally {
                      slots.release();
                    }
                  });
            }
          });
      List<Outcome<T>> outcomes = new ArrayList<>(results.size());
      for (CompletableFuture<Outcome<T>> result : results) {
        outcomes.add(await(result));
        afterEach.run();
      }
      return outcomes;
    }
  }

  private static boolean isBudgetSpent(RuntimeException error) {
    return error instanceof PlatformException.Unavailable unavailable
        && unavailable.fault() == UpstreamFault.RATE_LIMITED;
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

  /**
   * The task with the caller's log context (the request ID), so its log lines name the request, and
   * the caller's {@link UpstreamWork}, so its platform reads are counted and paced as the caller's.
   */
  public static <T> Supplier<T> withLogContext(Supplier<T> caller) {
    Supplier<T> task = UpstreamWork.carry(caller);
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
