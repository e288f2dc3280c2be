package io.vidlens.platform;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelFeed;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ContentPage;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.ResolvedUrl;
import io.vidlens.platform.parse.AboutPanelParser;
import io.vidlens.platform.parse.ChannelContentParser;
import io.vidlens.platform.parse.ChannelFeedParser;
import io.vidlens.platform.parse.ChannelPageParser;
import io.vidlens.platform.parse.ChannelRedirectParser;
import io.vidlens.platform.parse.PlaylistPageParser;
import io.vidlens.platform.parse.ResolveUrlParser;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Channels and playlists as records: the platform client's answers run through the parsers, and the
 * protocol's details (tab params, a playlist's browse ID and first-page token) kept here. A parser
 * that cannot read an answer raises {@link UnreadableAnswer}; the platform's typed failures pass
 * unchanged.
 */
@Component
public class ChannelReads {

  /** A channel ID ("UC" and 22 characters): a redirect elsewhere is no redirect. */
  private static final Pattern CHANNEL_ID = Pattern.compile("UC[A-Za-z0-9_-]{22}");

  private final PlatformClient platform;

  /**
   * Channel pages already parsed, keyed by the identity of the cached browse tree (weak keys):
   * channel about, videos and analytics read the same page, and parsing it per request was a tenth
   * of a soak's CPU (JFR). A page expires with its tree.
   */
  private final Cache<JsonNode, ChannelPage> pages =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  public ChannelReads(PlatformClient platform) {
    this.platform = platform;
  }

  /**
   * A channel's tab ({@code browse}): its page, or the redirect to another channel it answers
   * instead.
   *
   * @throws PlatformException.NotFound when the channel does not exist or was terminated
   */
  public ChannelAnswer channel(String channelId, BrowseTab tab) {
    return channel(channelId, tab.params());
  }

  /** As above with the params of one of the channel's own tab links. */
  public ChannelAnswer channel(String channelId, String linkParams) {
    JsonNode root = platform.browse(channelId, linkParams);
    Optional<String> target =
        parsing(() -> ChannelRedirectParser.target(root))
            .filter(id -> CHANNEL_ID.matcher(id).matches());
    if (target.isPresent()) {
      return new ChannelAnswer.Redirect(target.get());
    }
    ChannelPage page = pages.get(root, tree -> parsing(() -> ChannelPageParser.parse(tree)));
    return new ChannelAnswer.Page(page, root.has("contents"), platform.readAt(root));
  }

  /** A tab's content in another order, behind the browse params of its sort menu. */
  public ContentPage sortedContent(String channelId, String sortParams) {
    JsonNode root = platform.browse(channelId, sortParams);
    return parsing(() -> ChannelContentParser.parse(root));
  }

  /** A further page of a tab or playlist, or a tab in another order (a sort chip's token). */
  public ContentPage continuation(String token) {
    JsonNode root = platform.browseContinuation(token);
    return parsing(() -> ChannelContentParser.parse(root));
  }

  /** The about panel behind the channel header's token; empty when the answer holds none. */
  public Optional<AboutChannel> aboutPanel(String token) {
    JsonNode root = platform.browseContinuation(token);
    return parsing(() -> AboutPanelParser.parse(root));
  }

  /**
   * Where a channel, handle or legacy URL leads.
   *
   * @throws PlatformException.NotFound when the platform knows no such URL
   */
  public Optional<ResolvedUrl> resolveUrl(String url) {
    JsonNode root = platform.resolveUrl(url);
    return parsing(() -> ResolveUrlParser.parse(root));
  }

  /** The channel's RSS feed; empty when it is not a feed. 404 when the platform has none. */
  public Optional<ChannelFeed> feed(String channelId) {
    String body = platform.feed(channelId);
    return parsing(() -> ChannelFeedParser.parse(body));
  }

  /**
   * A playlist's first page (header and the first videos).
   *
   * @throws PlatformException.NotFound when the platform says it does not exist
   */
  public PlaylistPage playlist(String playlistId) {
    JsonNode root =
        platform.browse(UploadsPlaylist.browseId(playlistId), UploadsPlaylist.PAGE_PARAMS);
    return parsing(() -> PlaylistPageParser.parse(root));
  }

  /** The first page of a playlist's videos, for a header that came without them. */
  public ContentPage playlistFirstVideos(String playlistId) {
    return continuation(UploadsPlaylist.firstPageToken(playlistId));
  }

  /** When the platform gave the tab's answer now held; empty when not known. */
  public Optional<Instant> answeredAt(String channelId, BrowseTab tab) {
    return platform.browseAnsweredAt(channelId, tab.params());
  }

  /** As {@link #answeredAt} for a continuation's answer. */
  public Optional<Instant> continuationAnsweredAt(String token) {
    return platform.continuationAnsweredAt(token);
  }

  private static <T> T parsing(Supplier<T> parser) {
    return UnreadableAnswer.parsing(parser);
  }
}
