package io.vidlens.compute;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntSupplier;

/**
 * A fixed number of platform threads that run CPU-heavy tasks for requests. The caller's (virtual)
 * thread hands the task over and parks until it is done, so it never holds a carrier while the CPU
 * works, and no more tasks run at once than the pool has threads.
 *
 * <p>Admission is decided at once: a task of an account that already has {@code perAccount} tasks
 * running or waiting is refused with 429; a task that finds every thread and queue place taken is
 * refused with 503. A waiting task that gets no thread within {@code maxWait} is withdrawn and
 * refused with 503. Among waiting tasks, the next thread goes to the account with the fewest tasks
 * running, and among those to the one served longest ago, so one account's backlog never stands in
 * front of another account's single task.
 */
public final class ComputePool implements AutoCloseable {

  /** A task: returns a value or throws its own checked exception, which {@link #run} rethrows. */
  @FunctionalInterface
  public interface Work<T, E extends Exception> {
    T call() throws E;
  }

  private final String name;
  private final String work;
  private final String unavailableTitle;
  private final PoolSettings settings;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition ready = lock.newCondition();
  private final Map<String, Account> accounts = new HashMap<>();
  private final List<Thread> threads = new ArrayList<>();
  private final Map<ComputeRejected.Reason, Counter> rejections =
      new EnumMap<>(ComputeRejected.Reason.class);
  private final Timer waited;
  private final Timer ran;
  private int running;
  private int waiting;
  private long starts;
  private boolean closed;

  /**
   * @param name the pool's name (its threads' names and the {@code pool} tag of its meters)
   * @param work what a task is, in words for refusals ("image decodings")
   * @param unavailableTitle the error message of a 503 from this pool
   */
  public ComputePool(
      String name,
      String work,
      String unavailableTitle,
      PoolSettings settings,
      MeterRegistry registry) {
    this.name = name;
    this.work = work;
    this.unavailableTitle = unavailableTitle;
    this.settings = settings;
    for (ComputeRejected.Reason reason : ComputeRejected.Reason.values()) {
      rejections.put(
          reason,
          Counter.builder("vidlens.compute.rejections")
              .description("Tasks a compute pool refused, by reason")
              .tag("pool", name)
              .tag("reason", reason.tag())
              .register(registry));
    }
    Gauge.builder("vidlens.compute.active", this, ComputePool::active)
        .description("Tasks running on a compute pool's threads")
        .tag("pool", name)
        .register(registry);
    Gauge.builder("vidlens.compute.queued", this, ComputePool::queued)
        .description("Tasks waiting for a compute pool's thread")
        .tag("pool", name)
        .register(registry);
    Gauge.builder("vidlens.compute.threads", settings, PoolSettings::threads)
        .description("Threads of a compute pool")
        .tag("pool", name)
        .register(registry);
    waited =
        Timer.builder("vidlens.compute.wait")
            .description("Time a task waited for a compute pool's thread")
            .tag("pool", name)
            .register(registry);
    ran =
        Timer.builder("vidlens.compute.run")
            .description("Time a task ran on a compute pool's thread")
            .tag("pool", name)
            .register(registry);
    for (int i = 0; i < settings.threads(); i++) {
      // The lowest priority: with -XX:ThreadPriorityPolicy=1 the JVM maps it to a higher nice
      // value (docs/operations.md), so the request threads' carriers win a busy CPU.
      threads.add(
          Thread.ofPlatform()
              .daemon()
              .priority(Thread.MIN_PRIORITY)
              .name("compute-" + name + "-" + i)
              .start(this::serve));
    }
  }

  /**
   * Runs {@code task} for {@code account} on one of the pool's threads and returns what it returns;
   * the calling thread waits (parked) meanwhile. Refused at once with {@link ComputeRejected} when
   * the account's share or the pool is full, or after {@code maxWait} without a thread. What the
   * task throws is thrown here.
   */
  public <T, E extends Exception> T run(String account, Work<T, E> task) throws E {
    Job<T> job = admit(account, task);
    try {
      if (!job.started.await(settings.maxWait().toNanos(), TimeUnit.NANOSECONDS) && withdraw(job)) {
        throw refused(ComputeRejected.Reason.WAIT);
      }
      return rethrown(job.result);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      withdraw(job);
      throw refused(ComputeRejected.Reason.WAIT);
    }
  }

  /** Tasks running now. */
  public int active() {
    return read(() -> running);
  }

  /** Tasks waiting for a thread now. */
  public int queued() {
    return read(() -> waiting);
  }

  /** A count read under the lock, so that it is the one the last change under the lock left. */
  private int read(IntSupplier count) {
    lock.lock();
    try {
      return count.getAsInt();
    } finally {
      lock.unlock();
    }
  }

  public PoolSettings settings() {
    return settings;
  }

  @Override
  public void close() {
    lock.lock();
    try {
      closed = true;
      ready.signalAll();
    } finally {
      lock.unlock();
    }
  }

  private <T, E extends Exception> Job<T> admit(String account, Work<T, E> task) {
    lock.lock();
    try {
      if (closed) {
        throw refused(ComputeRejected.Reason.SATURATED);
      }
      Account holder = accounts.computeIfAbsent(account, Account::new);
      if (holder.running + holder.waiting.size() >= settings.perAccount()) {
        forgetIfIdle(holder);
        throw refused(ComputeRejected.Reason.ACCOUNT);
      }
      if (running + waiting >= settings.threads() + settings.queue()) {
        forgetIfIdle(holder);
        throw refused(ComputeRejected.Reason.SATURATED);
      }
      Job<T> job = new Job<>(holder, task);
      holder.waiting.add(job);
      waiting++;
      ready.signal();
      return job;
    } finally {
      lock.unlock();
    }
  }

  /** Takes a job that has not started off the queue; false when a thread already took it. */
  private boolean withdraw(Job<?> job) {
    lock.lock();
    try {
      if (!job.account.waiting.remove(job)) {
        return false;
      }
      waiting--;
      forgetIfIdle(job.account);
      return true;
    } finally {
      lock.unlock();
    }
  }

  private void serve() {
    while (true) {
      Job<?> job;
      lock.lock();
      try {
        while ((job = next()) == null) {
          if (closed) {
            return;
          }
          ready.awaitUninterruptibly();
        }
        job.account.waiting.remove(job);
        job.account.running++;
        job.account.lastStart = ++starts;
        waiting--;
        running++;
      } finally {
        lock.unlock();
      }
      waited.record(System.nanoTime() - job.admitted, TimeUnit.NANOSECONDS);
      long start = System.nanoTime();
      try {
        job.execute();
      } finally {
        ran.record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
        lock.lock();
        try {
          job.account.running--;
          running--;
          forgetIfIdle(job.account);
        } finally {
          lock.unlock();
        }
        // answered only once its place is free: a caller that asks again at once is not refused
        job.finish();
      }
    }
  }

  /** The first waiting job of the account with the fewest running, served longest ago. */
  private Job<?> next() {
    Account best = null;
    for (Account a : accounts.values()) {
      if (!a.waiting.isEmpty()
          && (best == null
              || a.running < best.running
              || (a.running == best.running && a.lastStart < best.lastStart))) {
        best = a;
      }
    }
    return best == null ? null : best.waiting.peekFirst();
  }

  private void forgetIfIdle(Account account) {
    if (account.running == 0 && account.waiting.isEmpty()) {
      accounts.remove(account.id, account);
    }
  }

  private ComputeRejected refused(ComputeRejected.Reason reason) {
    rejections.get(reason).increment();
    String details =
        switch (reason) {
          case ACCOUNT ->
              "At most "
                  + settings.perAccount()
                  + " "
                  + work
                  + " of one account run or wait at once on this server; wait for one to finish.";
          case SATURATED ->
              "All "
                  + (settings.threads() + settings.queue())
                  + " places for "
                  + work
                  + " on this server are taken; try again shortly.";
          case WAIT ->
              "This server is too busy with " + work + " to start yours; try again shortly.";
        };
    return new ComputeRejected(
        reason,
        unavailableTitle,
        details,
        Math.max(1, (settings.retryAfter().toMillis() + 999) / 1000));
  }

  @SuppressWarnings("unchecked")
  private static <T, E extends Exception> T rethrown(CompletableFuture<T> result) throws E {
    try {
      return result.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw (E) cause; // the task's own checked exception, declared by its Work<T, E>
    } catch (InterruptedException e) {
      // The task runs on; this request stops waiting for it.
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while a compute task ran", e);
    }
  }

  /** One account's tasks in this pool. */
  private static final class Account {
    final String id;
    final ArrayDeque<Job<?>> waiting = new ArrayDeque<>();
    int running;
    long lastStart;

    Account(String id) {
      this.id = id;
    }
  }

  private static final class Job<T> {
    final Account account;
    final Work<T, ?> task;
    final long admitted = System.nanoTime();
    final java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
    final CompletableFuture<T> result = new CompletableFuture<>();

    Job(Account account, Work<T, ?> task) {
      this.account = account;
      this.task = task;
    }

    private T value;
    private Throwable failure;

    void execute() {
      started.countDown();
      try {
        value = task.call();
      } catch (Throwable t) {
        failure = t;
      }
    }

    void finish() {
      if (failure != null) {
        result.completeExceptionally(failure);
      } else {
        result.complete(value);
      }
    }
  }
}
