package io.vidlens.history;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.ChannelId;
import org.springframework.stereotype.Component;

/**
 * One channel read again for its history: the channel page and about panel (subscribers, total
 * views, video count) and the newest page of its Videos and Shorts tabs (the views of its recent
 * uploads). The read layer tells the counts it read (the history's listener stores them); a tab
 * missing from the recordings or the platform is left out.
 */
@Component
record ChannelRefresh(Channels channels, ReadPolicy reads, OwnRefreshes own) {

  /** Reads the channel again; its reads are known as this refresh's own ({@link OwnRefreshes}). */
  void refresh(ChannelId channel) {
    own.during(channel.value(), () -> read(channel));
  }

  private void read(ChannelId channel) {
    channels.snapshot(channel);
    reads.optional(
        "The Videos tab of " + channel, () -> channels.newestPage(channel, ChannelTab.VIDEOS));
    if (channels.showsTab(channel, ChannelTab.SHORTS).orElse(true)) {
      reads.optional(
          "The Shorts tab of " + channel, () -> channels.newestPage(channel, ChannelTab.SHORTS));
    }
  }
}
