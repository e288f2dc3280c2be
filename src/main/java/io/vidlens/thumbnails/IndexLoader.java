package io.vidlens.thumbnails;

import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Opens this node's index of the configured embedder, up to date with the database. An index on
 * disk resumes from the last change it applied (kept in its commit) and is trusted when it then
 * holds as many vectors as the database; a missing one, one that disagrees, one from a database
 * older than itself (a restored backup) or the in-memory exact reference is rebuilt from the stored
 * vectors.
 */
@Component
record IndexLoader(ThumbnailStore store, IndexCatchUp catchUp, ImageEmbedder embedder) {

  private static final Logger log = LoggerFactory.getLogger(IndexLoader.class);

  /**
   * Catch-ups tried while other nodes keep storing; past them the index is trusted as it follows
   * the feed.
   */
  private static final int SETTLE_ATTEMPTS = 3;

  ThumbnailIndex open(Path folder, boolean keepExact) {
    boolean existed = ThumbnailIndex.exists(folder);
    ThumbnailIndex index = new ThumbnailIndex(folder, keepExact);
    try {
      if (!existed || keepExact || !caughtUp(index)) {
        rebuild(index);
      }
      return index;
    } catch (RuntimeException e) {
      try {
        index.close();
      } catch (java.io.IOException closing) {
        e.addSuppressed(closing);
      }
      throw e;
    }
  }

  /** Catches up from the index's own position; whether it then agrees with the database. */
  private boolean caughtUp(ThumbnailIndex index) {
    for (int attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
      ThumbnailStore.FeedPosition before = store.feedPosition(embedder.id());
      if (index.applied() > before.lastSeq()) {
        log.info(
            "The thumbnail index has applied changes the database does not have (restored from a backup?)");
        return false;
      }
      catchUp.run(index);
      ThumbnailStore.FeedPosition after = store.feedPosition(embedder.id());
      if (after.lastSeq() == index.applied()) {
        // nothing stored meanwhile: the index and the count describe the same moment
        return index.size() == after.indexed();
      }
    }
    return true;
  }

  private void rebuild(ThumbnailIndex index) {
    // Read before the scan: whatever is stored during it has a higher number and is caught up
    // afterwards (putting a video twice only replaces its document).
    long from = store.feedPosition(embedder.id()).lastSeq();
    log.info(
        "Building the thumbnail index from the database (the index had {} videos)", index.size());
    long start = System.nanoTime();
    index.clear();
    store.forEachIndexed(embedder.id(), index::put);
    index.applied(from);
    index.commit();
    catchUp.run(index);
    log.info(
        "Thumbnail index built: {} videos in {} ms",
        index.size(),
        (System.nanoTime() - start) / 1_000_000);
  }
}
