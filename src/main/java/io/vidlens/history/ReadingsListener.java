package io.vidlens.history;

import io.vidlens.catalog.ChannelAsked;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.CountsRead;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Keeps the history from what the read layer tells: the counts it read go to {@code
 * count_readings}, a channel read for someone (not by this history's own refresh) is tracked. Each
 * runs after the publisher's commit, off its thread, with its publication in the registry until it
 * returns; a failure leaves the publication to be resubmitted (docs/architecture.md, "Events").
 * Both writes are idempotent (a reading of the same hour adds nothing; a channel asked again only
 * moves its date), so a publication delivered twice does no harm.
 */
@Component
class ReadingsListener {

  private final CountHistory history;
  private final TrackedChannels tracked;
  private final OwnRefreshes own;

  ReadingsListener(CountHistory history, TrackedChannels tracked, OwnRefreshes own) {
    this.history = history;
    this.tracked = tracked;
    this.own = own;
  }

  @ApplicationModuleListener
  void countsRead(CountsRead event) {
    history.store(event.readings());
  }

  @ApplicationModuleListener
  void channelAsked(ChannelAsked event) {
    if (ChannelId.isValid(event.channelId()) && !own.refreshing(event.channelId(), event.at())) {
      tracked.noteAsked(new ChannelId(event.channelId()), event.at());
    }
  }
}
