package io.vidlens.channel;

import io.vidlens.catalog.Channels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelSnapshot;
import org.springframework.stereotype.Component;

/**
 * Get About: the channel page (the Videos tab's {@code browse}, shared with Get Videos) and the
 * about panel behind the continuation token of its header, as the catalog reads them.
 */
@Component
class ChannelAboutService {

  private final Channels channels;

  ChannelAboutService(Channels channels) {
    this.channels = channels;
  }

  AboutAnswer about(ChannelId channel) {
    ChannelSnapshot snapshot = channels.snapshot(channel);
    return switch (snapshot.page()) {
      case ChannelPage.AgeRestricted gate -> AboutAnswer.ageRestricted(channel.value(), gate);
      case ChannelPage.Found found -> AboutAnswer.of(found.channel(), snapshot.panel());
      case ChannelPage.Unavailable unavailable ->
          throw new IllegalStateException("channelPage() answers 404 for these");
    };
  }
}
