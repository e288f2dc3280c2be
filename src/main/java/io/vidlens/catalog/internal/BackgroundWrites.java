package io.vidlens.catalog.internal;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * Writes the history of counts off the request's thread: one writer thread, a bounded queue, and a
 * write that fails or finds the queue full is logged and dropped. A client's answer never waits
 * for, or fails with, the history.
 */
@Component
public class BackgroundWrites implements DisposableBean {

  private static final Logger log = LoggerFactory.getLogger(BackgroundWrites.class);

  private final Executor executor;
  private final ThreadPoolExecutor pool;
  private final AtomicLong dropped = new AtomicLong();

  public BackgroundWrites() {
    this.pool =
        new ThreadPoolExecutor(
            1,
            1,
            0,
            TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(10_000),
            Thread.ofPlatform().daemon().name("count-history").factory(),
            (task, executor) -> {
              if (dropped.incrementAndGet() % 1000 == 1) {
                log.warn("History writes fall behind: {} dropped so far", dropped.get());
              }
            });
    this.executor = pool;
  }

  private BackgroundWrites(Executor executor) {
    this.executor = executor;
    this.pool = null;
  }

  /** Runs every write at once on the caller's thread (tests, tools). */
  public static BackgroundWrites inline() {
    return new BackgroundWrites(Runnable::run);
  }

  /** Runs {@code write} later; a failure is logged, never thrown. */
  public void submit(String what, Runnable write) {
    executor.execute(
        () -> {
          try {
            write.run();
          } catch (RuntimeException e) {
            log.warn("Could not store {}: {}", what, e.toString());
          }
        });
  }

  /** Waits until the writes submitted so far are done (at most {@code timeout}). */
  public void flush(Duration timeout) {
    if (pool == null) {
      return;
    }
    Future<?> marker = pool.submit(() -> {});
    try {
      marker.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      log.warn("History writes not flushed: {}", e.toString());
    }
  }

  @Override
  public void destroy() throws InterruptedException {
    if (pool != null) {
      pool.shutdown();
      pool.awaitTermination(5, TimeUnit.SECONDS);
    }
  }
}
