package io.vidlens.history;

import io.vidlens.catalog.ChannelWatchChanged;
import io.vidlens.model.ChannelId;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;

/**
 * Follows the channels the radar's watchlists watch (catalog's {@code ChannelWatchChanged}), after
 * the publisher's commit and through the publication registry like {@link ReadingsListener}; both
 * writes are idempotent, so a redelivered event does no harm.
 */
@Component
class WatchListener {

  private final FollowedChannels followed;

  WatchListener(FollowedChannels followed) {
    this.followed = followed;
  }

  @ApplicationModuleListener
  void watchChanged(ChannelWatchChanged event) {
    if (!ChannelId.isValid(event.channelId())) {
      return;
    }
    ChannelId channel = new ChannelId(event.channelId());
    if (event.watched()) {
      followed.follow(channel, event.at());
    } else {
      followed.unfollow(channel);
    }
  }
}
