package io.vidlens.thumbnails;

import io.vidlens.catalog.VideosSeen;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Queues every video an operation has read. It hears {@link VideosSeen} after the publisher's
 * commit, off the request's thread (an API call never waits for it), with the publication kept in
 * the event publication registry until the queue is written: a node that stops first delivers it
 * after a restart, or another node does (docs/architecture.md, "Events"). A video already known is
 * not queued again ({@link CorpusQueue}), so a publication delivered twice does no harm.
 */
@Component
class CorpusListener {

  private final CorpusQueue queue;

  CorpusListener(CorpusQueue queue) {
    this.queue = queue;
  }

  @ApplicationModuleListener
  void seen(VideosSeen event) {
    queue.queue(event.videos());
  }
}
