package io.vidlens.thumbnails;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Every {@code vidlens.thumbnails.sync-interval}, catches this node's open index up with the
 * vectors stored since (by other nodes, mostly: this node's indexer catches up after its own
 * rounds). It runs whether or not this node's indexer does, so a node that only serves searches
 * sees the others' work without a restart. It depends on the indexer, so Spring starts it after the
 * indexer and stops it before the indexer closes the index.
 */
@Component
class IndexSync implements SmartLifecycle {

  private static final Logger log = LoggerFactory.getLogger(IndexSync.class);

  private final ThumbnailIndexer indexer;
  private final IndexCatchUp catchUp;
  private final ThumbnailProperties properties;
  private volatile ScheduledExecutorService timer;

  IndexSync(ThumbnailIndexer indexer, IndexCatchUp catchUp, ThumbnailProperties properties) {
    this.indexer = indexer;
    this.catchUp = catchUp;
    this.properties = properties;
  }

  @Override
  public void start() {
    if (!properties.isEnabled()) {
      return;
    }
    Duration interval = properties.getSyncInterval();
    if (interval.isZero() || interval.isNegative()) {
      throw new IllegalArgumentException(
          "vidlens.thumbnails.sync-interval must be positive, not " + interval);
    }
    timer =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("thumbnail-index-sync").factory());
    timer.scheduleWithFixedDelay(
        this::tick, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
  }

  void tick() {
    try {
      // empty while the index is being opened or rebuilt: the loader catches up at the end of that
      indexer
          .index()
          .ifPresent(
              index -> {
                int applied = catchUp.run(index);
                if (applied > 0) {
                  log.debug("Thumbnail index caught up with {} stored vectors", applied);
                }
              });
    } catch (RuntimeException e) {
      // a thrown exception would cancel the schedule; the next tick retries from the same position
      log.warn(
          "Catching up the thumbnail index with the database failed; retrying in {}",
          properties.getSyncInterval(),
          e);
    }
  }

  @Override
  public void stop() {
    ScheduledExecutorService t = timer;
    timer = null;
    if (t == null) {
      return;
    }
    // No interrupt: one landing in Lucene's file I/O would close the index writer for good.
    t.shutdown();
    try {
      t.awaitTermination(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public boolean isRunning() {
    return timer != null;
  }
}
