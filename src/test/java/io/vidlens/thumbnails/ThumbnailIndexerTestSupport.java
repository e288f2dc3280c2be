package io.vidlens.thumbnails;

import java.time.Duration;
import java.time.Instant;

final class ThumbnailIndexerTestSupport {

  private ThumbnailIndexerTestSupport() {}

  /** Waits until no video of the channel is still queued or awaiting its details. */
  static void awaitEnriched(ThumbnailStore store, String channelId) {
    Instant until = Instant.now().plus(Duration.ofSeconds(120));
    while (store.pending(channelId) > 0) {
      if (Instant.now().isAfter(until)) {
        throw new AssertionError("the channel's videos were not enriched in time");
      }
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }
}
