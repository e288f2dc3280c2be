package io.vidlens.thumbnails;

import io.vidlens.model.VideosSeen;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Queues every video an operation has read. The publishing request thread only hands the event to
 * one background thread, which writes the queue (the database) in order: an API call never waits
 * for it. A video already known is not queued again.
 */
@Component
class CorpusListener implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(CorpusListener.class);

  private final ThumbnailStore store;
  private final ThumbnailIndexer indexer;
  private final Clock clock;
  private final ExecutorService writer =
      Executors.newSingleThreadExecutor(Thread.ofVirtual().name("thumbnail-queue").factory());

  CorpusListener(ThumbnailStore store, ThumbnailIndexer indexer, Clock clock) {
    this.store = store;
    this.indexer = indexer;
    this.clock = clock;
  }

  @EventListener
  void seen(VideosSeen event) {
    List<VideosSeen.Video> valid =
        event.videos().stream().filter(v -> io.vidlens.model.VideoId.isValid(v.videoId())).toList();
    if (valid.isEmpty()) {
      return;
    }
    writer.execute(
        () -> {
          try {
            store.enqueue(valid, clock.millis());
            indexer.wake();
          } catch (RuntimeException e) {
            log.warn("Could not queue {} videos for thumbnail indexing", valid.size(), e);
          }
        });
  }

  /** Waits for queued writes (the crawl command and tests). */
  void flush() {
    try {
      writer.submit(() -> {}).get();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    writer.shutdown();
  }
}
