package io.vidlens.platform.config;

import io.vidlens.platform.cache.UpstreamCache;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Deletes expired upstream cache rows at a fixed interval, on one daemon thread. */
class CachePurger implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(CachePurger.class);

  private final ScheduledExecutorService scheduler;

  CachePurger(UpstreamCache cache, Duration interval) {
    this.scheduler =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("upstream-cache-purge").daemon().factory());
    long millis = Math.max(1_000, interval.toMillis());
    scheduler.scheduleWithFixedDelay(
        () -> {
          int purged = cache.purgeExpired();
          if (purged > 0) {
            log.debug("Purged {} expired upstream cache rows", purged);
          }
        },
        millis,
        millis,
        TimeUnit.MILLISECONDS);
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
  }
}
