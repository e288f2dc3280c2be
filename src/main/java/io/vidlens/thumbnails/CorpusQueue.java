package io.vidlens.thumbnails;

import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.VideoId;
import java.time.Clock;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The way into the corpus: queues videos for the indexer and wakes it. Both the {@link
 * CorpusListener} (videos an operation read) and the crawl ({@link ThumbnailCrawl}) queue through
 * it. A video already known is not queued again.
 */
@Component
record CorpusQueue(ThumbnailStore store, ThumbnailIndexer indexer, Clock clock) {

  /** Queues the videos with a valid ID and wakes the indexer. */
  void queue(List<VideosSeen.Video> videos) {
    List<VideosSeen.Video> valid =
        videos.stream().filter(v -> VideoId.isValid(v.videoId())).toList();
    if (!valid.isEmpty()) {
      store.enqueue(valid, clock.millis());
      indexer.wake();
    }
  }
}
