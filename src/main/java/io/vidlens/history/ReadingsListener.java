package io.vidlens.history;

import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.CountsRead;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Stores the counts the read layer read in {@code count_readings}. It runs after the publisher's
 * commit, off its thread, with its publication in the registry until it returns; a failure leaves
 * the publication to be resubmitted (docs/architecture.md, "Events"). The write is idempotent (a
 * reading of the same hour adds nothing), so a publication delivered twice does no harm.
 */
@Component
class ReadingsListener {

  private final CountHistory history;

  ReadingsListener(CountHistory history) {
    this.history = history;
  }

  @ApplicationModuleListener
  void countsRead(CountsRead event) {
    history.store(event.readings());
  }
}
