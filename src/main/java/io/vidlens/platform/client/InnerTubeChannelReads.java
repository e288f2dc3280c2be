package io.vidlens.platform.client;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelFeed;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelMention;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ContentPage;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.ResolvedUrl;
import io.vidlens.platform.BrowseTab;
import io.vidlens.platform.ChannelAnswer;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.SearchFilter;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.parse.AboutPanelParser;
import io.vidlens.platform.parse.ChannelContentParser;
import io.vidlens.platform.parse.ChannelFeedParser;
import io.vidlens.platform.parse.ChannelPageParser;
import io.vidlens.platform.parse.ChannelRedirectParser;
import io.vidlens.platform.parse.FeaturedChannelsParser;
import io.vidlens.platform.parse.PlaylistPageParser;
import io.vidlens.platform.parse.ResolveUrlParser;
import io.vidlens.platform.parse.SearchResultsParser;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * The {@link ChannelReads} over InnerTube: the client's browse answers run through the parsers, and
 * the protocol's details (tab params, a playlist's browse ID and first-page token) kept here.
 */
@Component
public class InnerTubeChannelReads implements ChannelReads {

  private final BrowseAnswers platform;

  /**
   * Channel pages already parsed, keyed by the identity of the cached browse tree (weak keys):
   * channel about, videos and analytics read the same page, and parsing it per request was a tenth
   * of a soak's CPU (JFR). A page expires with its tree.
   */
  private final Cache<JsonNode, ChannelPage> pages =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  public InnerTubeChannelReads(InnerTubePlatformClient platform) {
    this.platform = platform.browseAnswers();
  }

  @Override
  public ChannelAnswer channel(ChannelId channelId, BrowseTab tab) {
    return channel(channelId, tab.params());
  }

  @Override
  public ChannelAnswer channel(ChannelId channelId, String linkParams) {
    JsonNode root = platform.browse(channelId.value(), linkParams);
    // Only a channel ID is a redirect: one elsewhere (a playlist, a URL) is none.
    Optional<ChannelId> target =
        parsing(() -> ChannelRedirectParser.target(root))
            .filter(ChannelId::isValid)
            .map(ChannelId::new);
    if (target.isPresent()) {
      return new ChannelAnswer.Redirect(target.get());
    }
    ChannelPage page = pages.get(root, tree -> parsing(() -> ChannelPageParser.parse(tree)));
    return new ChannelAnswer.Page(page, root.has("contents"), platform.readAt(root));
  }

  @Override
  public ContentPage sortedContent(ChannelId channelId, String sortParams) {
    JsonNode root = platform.browse(channelId.value(), sortParams);
    return parsing(() -> ChannelContentParser.parse(root));
  }

  @Override
  public ContentPage continuation(String token) {
    JsonNode root = platform.browseContinuation(token);
    return parsing(() -> ChannelContentParser.parse(root));
  }

  @Override
  public Optional<AboutChannel> aboutPanel(String token) {
    JsonNode root = platform.browseContinuation(token);
    return parsing(() -> AboutPanelParser.parse(root));
  }

  @Override
  public Optional<ResolvedUrl> resolveUrl(String url) {
    JsonNode root = platform.resolveUrl(url);
    return parsing(() -> ResolveUrlParser.parse(root));
  }

  @Override
  public Optional<ChannelFeed> feed(ChannelId channelId) {
    String body = platform.feed(channelId);
    return parsing(() -> ChannelFeedParser.parse(body));
  }

  @Override
  public PlaylistPage playlist(String playlistId) {
    JsonNode root =
        platform.browse(UploadsPlaylist.browseId(playlistId), UploadsPlaylist.PAGE_PARAMS);
    return parsing(() -> PlaylistPageParser.parse(root));
  }

  @Override
  public ContentPage playlistFirstVideos(String playlistId) {
    return continuation(UploadsPlaylist.firstPageToken(playlistId));
  }

  @Override
  public List<ChannelMention> featuredChannels(ChannelId channelId) {
    JsonNode root = platform.browse(channelId.value(), null);
    return parsing(() -> FeaturedChannelsParser.parse(root));
  }

  @Override
  public List<ChannelMention> search(String query, SearchFilter filter) {
    JsonNode root = platform.search(query, filter.params());
    return parsing(() -> SearchResultsParser.parse(root));
  }

  @Override
  public Optional<Instant> answeredAt(ChannelId channelId, BrowseTab tab) {
    return platform.browseAnsweredAt(channelId.value(), tab.params());
  }

  @Override
  public Optional<Instant> continuationAnsweredAt(String token) {
    return platform.continuationAnsweredAt(token);
  }

  private static <T> T parsing(Supplier<T> parser) {
    return UnreadableAnswer.parsing(parser);
  }
}
