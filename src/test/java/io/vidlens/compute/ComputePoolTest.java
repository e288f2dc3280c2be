package io.vidlens.compute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/**
 * The pool's promises with one thread and a task held on a latch: another account is still served,
 * an account over its share is told 429 at once, a full pool 503 at once, a task that waits too
 * long 503, and the next thread goes to the account served least.
 */
class ComputePoolTest {

  private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  private final ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor();
  private final CountDownLatch release = new CountDownLatch(1);
  private ComputePool pool;

  @AfterEach
  void stop() {
    release.countDown();
    callers.shutdownNow();
    if (pool != null) {
      pool.close();
    }
  }

  private ComputePool pool(int threads, int queue, int perAccount, Duration maxWait) {
    pool =
        new ComputePool(
            "test",
            "test tasks",
            "Test service unavailable",
            new PoolSettings(threads, queue, perAccount, maxWait, Duration.ofSeconds(2)),
            meters);
    return pool;
  }

  /** Account "a" holds the only thread until {@link #release}. */
  private Future<String> holdTheThread(String account) {
    Future<String> held =
        callers.submit(
            () ->
                pool.run(
                    account,
                    () -> {
                      release.await();
                      return "held";
                    }));
    waitFor(() -> pool.active() == 1, "the task to hold the thread");
    return held;
  }

  @Test
  void anotherAccountIsServedWhileOneAccountOverItsShareIsToldToWait() throws Exception {
    pool(1, 4, 1, Duration.ofMinutes(1));
    Future<String> held = holdTheThread("a");

    assertThatThrownBy(() -> pool.run("a", () -> "second of a"))
        .isInstanceOfSatisfying(
            ComputeRejected.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
              assertThat(e.reason()).isEqualTo(ComputeRejected.Reason.ACCOUNT);
              assertThat(e.getMessage()).isEqualTo("Rate limit exceeded");
              assertThat(e.retryAfterSeconds()).isEqualTo(2L);
              assertThat(e.details()).contains("At most 1 test tasks of one account");
            });

    Future<String> other = callers.submit(() -> pool.run("b", () -> "served b"));
    waitFor(() -> pool.queued() == 1, "b's task to wait for the thread");
    release.countDown();
    assertThat(other.get(30, TimeUnit.SECONDS)).isEqualTo("served b");
    assertThat(held.get(30, TimeUnit.SECONDS)).isEqualTo("held");
    assertThat(rejections("account")).isEqualTo(1);
  }

  @Test
  void aFullPoolIsToldAtOnceWith503() throws Exception {
    pool(1, 1, 2, Duration.ofMinutes(1));
    holdTheThread("a");
    Future<String> waiting = callers.submit(() -> pool.run("b", () -> "b"));
    waitFor(() -> pool.queued() == 1, "b's task to take the one queue place");

    assertThatThrownBy(() -> pool.run("c", () -> "c"))
        .isInstanceOfSatisfying(
            ComputeRejected.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
              assertThat(e.reason()).isEqualTo(ComputeRejected.Reason.SATURATED);
              assertThat(e.getMessage()).isEqualTo("Test service unavailable");
              assertThat(e.retryAfterSeconds()).isEqualTo(2L);
            });
    release.countDown();
    assertThat(waiting.get(30, TimeUnit.SECONDS)).isEqualTo("b");
    assertThat(rejections("saturated")).isEqualTo(1);
  }

  @Test
  void aTaskThatGetsNoThreadInTimeIsWithdrawnAnd503() throws Exception {
    pool(1, 4, 1, Duration.ofMillis(50));
    holdTheThread("a");
    List<String> ran = new CopyOnWriteArrayList<>();

    assertThatThrownBy(() -> pool.run("b", () -> ran.add("b")))
        .isInstanceOfSatisfying(
            ComputeRejected.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
              assertThat(e.reason()).isEqualTo(ComputeRejected.Reason.WAIT);
            });
    assertThat(pool.queued()).isZero();
    release.countDown();
    waitFor(() -> pool.active() == 0, "the held task to end");
    assertThat(pool.run("c", () -> "c")).isEqualTo("c");
    assertThat(ran).isEmpty(); // the withdrawn task never ran
    assertThat(rejections("wait")).isEqualTo(1);
  }

  @Test
  void theNextThreadGoesToTheAccountServedLeastNotToTheLongestBacklog() throws Exception {
    pool(1, 8, 4, Duration.ofMinutes(1));
    holdTheThread("a");
    List<String> order = new CopyOnWriteArrayList<>();
    Future<?> a2 = callers.submit(() -> pool.run("a", () -> order.add("a2")));
    waitFor(() -> pool.queued() == 1, "a2 to wait");
    Future<?> a3 = callers.submit(() -> pool.run("a", () -> order.add("a3")));
    waitFor(() -> pool.queued() == 2, "a3 to wait");
    Future<?> b1 = callers.submit(() -> pool.run("b", () -> order.add("b1")));
    waitFor(() -> pool.queued() == 3, "b1 to wait");

    release.countDown();
    for (Future<?> f : List.of(a2, a3, b1)) {
      f.get(30, TimeUnit.SECONDS);
    }
    assertThat(order).containsExactly("b1", "a2", "a3");
  }

  @Test
  void theWorkRunsOnThePoolsPlatformThreadAndItsExceptionReachesTheCaller() throws Exception {
    pool(2, 2, 2, Duration.ofMinutes(1));
    Future<Boolean> onVirtual =
        callers.submit(() -> pool.run("a", () -> Thread.currentThread().isVirtual()));
    assertThat(onVirtual.get(30, TimeUnit.SECONDS)).isFalse();
    assertThat(pool.run("a", () -> Thread.currentThread().getPriority()))
        .isEqualTo(Thread.MIN_PRIORITY);

    assertThatThrownBy(
            () ->
                pool.run(
                    "a",
                    () -> {
                      throw new IOException("bad bytes");
                    }))
        .isInstanceOf(IOException.class)
        .hasMessage("bad bytes");
    // The thread counts a task done just after handing its result over.
    waitFor(
        () ->
            pool.active() == 0
                && meters.get("vidlens.compute.run").tag("pool", "test").timer().count() == 3,
        "three tasks to be counted as run");
  }

  private double rejections(String reason) {
    return meters
        .get("vidlens.compute.rejections")
        .tag("pool", "test")
        .tag("reason", reason)
        .counter()
        .count();
  }

  private static void waitFor(BooleanSupplier condition, String what) {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > until) {
        throw new AssertionError("timed out waiting for " + what);
      }
      Thread.onSpinWait();
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }

  /**
   * A client that waits for each answer before asking again is never told to wait for one to
   * finish: the task's place is given back before its caller is answered (it was given back after,
   * so a low-priority pool thread could still hold it when the next request came).
   */
  @Test
  void aTaskHasLeftItsPlaceWhenItsCallerIsAnswered() throws Exception {
    pool(1, 0, 1, Duration.ofSeconds(5));
    for (int i = 0; i < 5_000; i++) {
      int n = i;
      assertThat(pool.run("a", () -> n)).isEqualTo(n);
      assertThat(pool.active()).as("after task " + n).isZero();
    }
  }
}
