package io.vidlens.platform;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelFeed;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelMention;
import io.vidlens.model.ContentPage;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.ResolvedUrl;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Channels and playlists as records, parsed from the platform's answers. A parser that cannot read
 * an answer raises {@link UnreadableAnswer}; the platform's typed failures pass unchanged.
 */
public interface ChannelReads {

  /**
   * A channel's tab ({@code browse}): its page, or the redirect to another channel it answers
   * instead.
   *
   * @throws PlatformException.NotFound when the channel does not exist or was terminated
   */
  ChannelAnswer channel(ChannelId channelId, BrowseTab tab);

  /** As above with the params of one of the channel's own tab links. */
  ChannelAnswer channel(ChannelId channelId, String linkParams);

  /** A tab's content in another order, behind the browse params of its sort menu. */
  ContentPage sortedContent(ChannelId channelId, String sortParams);

  /** A further page of a tab or playlist, or a tab in another order (a sort chip's token). */
  ContentPage continuation(String token);

  /** The about panel behind the channel header's token; empty when the answer holds none. */
  Optional<AboutChannel> aboutPanel(String token);

  /**
   * Where a channel, handle or legacy URL leads.
   *
   * @throws PlatformException.NotFound when the platform knows no such URL
   */
  Optional<ResolvedUrl> resolveUrl(String url);

  /** The channel's RSS feed; empty when it is not a feed. 404 when the platform has none. */
  Optional<ChannelFeed> feed(ChannelId channelId);

  /**
   * A playlist's first page (header and the first videos).
   *
   * @throws PlatformException.NotFound when the platform says it does not exist
   */
  PlaylistPage playlist(String playlistId);

  /** The first page of a playlist's videos, for a header that came without them. */
  ContentPage playlistFirstVideos(String playlistId);

  /** The channels the channel's home tab features (its channel shelves); none when it has none. */
  List<ChannelMention> featuredChannels(ChannelId channelId);

  /** The channels the platform's search for {@code query} names, in its order. */
  List<ChannelMention> search(String query, SearchFilter filter);

  /** When the platform gave the tab's answer now held; empty when not known. */
  Optional<Instant> answeredAt(ChannelId channelId, BrowseTab tab);

  /** As {@link #answeredAt} for a continuation's answer. */
  Optional<Instant> continuationAnsweredAt(String token);
}
