package io.vidlens.history;

import io.vidlens.catalog.ChannelAsked;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Tracks a channel the read layer read for someone, not by this history's own refresh ({@link
 * OwnRefreshes}). It runs after the publisher's commit, off its thread, with its publication in the
 * registry until it returns (docs/architecture.md, "Events"). A channel asked again only moves its
 * date, so a publication delivered twice does no harm.
 */
@Component
class AskedChannelsListener {

  private final TrackedChannels tracked;
  private final OwnRefreshes own;

  AskedChannelsListener(TrackedChannels tracked, OwnRefreshes own) {
    this.tracked = tracked;
    this.own = own;
  }

  @ApplicationModuleListener
  void channelAsked(ChannelAsked event) {
    if (ChannelId.isValid(event.channelId()) && !own.refreshing(event.channelId(), event.at())) {
      tracked.noteAsked(new ChannelId(event.channelId()), event.at());
    }
  }
}
