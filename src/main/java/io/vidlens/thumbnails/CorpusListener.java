package io.vidlens.thumbnails;

import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.VideoId;
import java.time.Clock;
import java.util.List;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Queues every video an operation has read. It hears {@link VideosSeen} after the publisher's
 * commit, off the request's thread (an API call never waits for it), with the publication kept in
 * the event publication registry until the queue is written: a node that stops first delivers it
 * after a restart, or another node does (docs/architecture.md, "Events"). A video already known is
 * not queued again, so a publication delivered twice does no harm.
 */
@Component
class CorpusListener {

  private final ThumbnailStore store;
  private final ThumbnailIndexer indexer;
  private final Clock clock;

  CorpusListener(ThumbnailStore store, ThumbnailIndexer indexer, Clock clock) {
    this.store = store;
    this.indexer = indexer;
    this.clock = clock;
  }

  @ApplicationModuleListener
  void seen(VideosSeen event) {
    queue(event.videos());
  }

  /** Queues the videos with a valid ID and wakes the indexer (the crawl calls it directly). */
  void queue(List<VideosSeen.Video> videos) {
    List<VideosSeen.Video> valid =
        videos.stream().filter(v -> VideoId.isValid(v.videoId())).toList();
    if (!valid.isEmpty()) {
      store.enqueue(valid, clock.millis());
      indexer.wake();
    }
  }
}
