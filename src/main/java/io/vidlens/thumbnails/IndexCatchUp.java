package io.vidlens.thumbnails;

import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import org.springframework.stereotype.Component;

/**
 * Brings a local index up to date with the database: puts, in order, every vector stored after the
 * last change the index has applied ({@link ThumbnailIndex#applied()}), whichever node stored it,
 * then commits. This is the only way documents reach a running index, for this node's own work as
 * for the others', so a newer version of a video is never overwritten by an older one. Putting is
 * by video ID, so a change read twice (after a crash before the commit, or a rebuild that already
 * saw it) replaces the document instead of duplicating it.
 */
@Component
class IndexCatchUp {

  /** Rows read per query; a commit after each page lets searches see a long catch-up progress. */
  static final int PAGE = 500;

  private final ThumbnailStore store;
  private final String embedderId;
  // The indexer (after its rounds) and the periodic sync both call in: one at a time, so the
  // feed is applied in order and the recorded position only moves forward.
  private final ReentrantLock lock = new ReentrantLock();

  IndexCatchUp(ThumbnailStore store, ImageEmbedder embedder) {
    this.store = store;
    this.embedderId = embedder.id();
  }

  /** Applies every change after the index's position; returns how many videos were put. */
  int run(ThumbnailIndex index) {
    lock.lock();
    try {
      int applied = 0;
      while (true) {
        List<ThumbnailStore.Change> page = store.changedSince(index.applied(), PAGE);
        if (page.isEmpty()) {
          return applied;
        }
        for (ThumbnailStore.Change change : page) {
          CorpusVideo video = change.video();
          // Another embedder's vector (nodes mid-way through a switch of models) belongs to that
          // embedder's index: skipped here, and the old vector this index holds stays searchable.
          if (video.embedding() != null && embedderId.equals(video.embedder())) {
            index.put(video);
            applied++;
          }
        }
        index.applied(page.getLast().seq());
        index.commit();
        if (page.size() < PAGE) {
          return applied;
        }
      }
    } finally {
      lock.unlock();
    }
  }
}
