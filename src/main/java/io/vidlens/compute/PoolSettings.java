package io.vidlens.compute;

import java.time.Duration;

/**
 * The size of one pool.
 *
 * @param threads platform threads that run the work (the tasks running at once)
 * @param queue tasks that may wait for a thread beyond those running
 * @param perAccount tasks of one account running or waiting at once (its fair share)
 * @param maxWait the longest a task waits for a thread before it is refused (503)
 * @param retryAfter what a refusal tells the caller to wait
 */
public record PoolSettings(
    int threads, int queue, int perAccount, Duration maxWait, Duration retryAfter) {

  public PoolSettings {
    if (threads < 1 || queue < 0 || perAccount < 1) {
      throw new IllegalArgumentException(
          "a compute pool needs threads >= 1, queue >= 0 and per-account >= 1");
    }
    if (maxWait.isNegative() || retryAfter.isNegative()) {
      throw new IllegalArgumentException("a compute pool's max-wait and retry-after are >= 0");
    }
  }

  /**
   * One thread per core; as many waiting as running, twice over; one account at most as many as
   * there are threads, so another account's task is always next in line.
   */
  public static PoolSettings forCores(int cores) {
    int threads = Math.max(1, cores);
    return new PoolSettings(
        threads, 2 * threads, threads, Duration.ofSeconds(3), Duration.ofSeconds(1));
  }
}
