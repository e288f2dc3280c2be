package io.vidlens.channel;

import io.vidlens.api.PageTokens;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ContentSort;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.ChannelId;
import io.vidlens.model.Listing;
import org.springframework.stereotype.Component;

/**
 * A channel's Videos, Shorts or Playlists tab for API callers, page by page in one sort order: the
 * catalog reads the pages ({@link Channels}); further pages travel as the platform's continuation
 * wrapped in a {@link PageTokens} token whose scope binds channel, tab and sort. Every page read
 * tells the thumbnail corpus its videos.
 */
@Component
record ChannelListings(Channels channels, PageTokens tokens, ReadEvents events) {

  /** Tells the thumbnail corpus about the videos and shorts of a page read for {@code channel}. */
  void seen(ChannelId channel, Listing listing) {
    events.videosSeen(VideosSeen.listed(channel.value(), listing.items()));
  }

  /**
   * A page for an API caller: the first without {@code token}, else the one the token points at.
   */
  Listing page(ChannelId channel, ChannelTab tab, ContentSort sort, String token) {
    String scope = tab.wire() + ":" + channel.value() + ":" + sort.wire();
    Listing listing =
        token == null || token.isBlank()
            ? channels.first(channel, tab, sort)
            : channels.next(tokens.open(token.trim(), scope, "the channel, tab and sort"));
    seen(channel, listing);
    return new Listing(listing.items(), tokens.issue(scope, listing.continuation()));
  }
}
