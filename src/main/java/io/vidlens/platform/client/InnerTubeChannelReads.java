package io.vidlens.platform.client;

import static io.vidlens.platform.UnreadableAnswer.parsed;

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
        parsed(root, ChannelRedirectParser::target).filter(ChannelId::isValid).map(ChannelId::new);
    if (target.isPresent()) {
      return new ChannelAnswer.Redirect(target.get());
    }
    ChannelPage page = pages.get(root, tree -> parsed(tree, ChannelPageParser::parse));
    return new ChannelAnswer.Page(page, root.has("contents"), platform.readAt(root));
  }

  @Override
  public ContentPage sortedContent(ChannelId channelId, String sortParams) {
    return parsed(platform.browse(channelId.value(), sortParams), ChannelContentParser::parse);
  }

  @Override
  public ContentPage continuation(String token) {
    return parsed(platform.browseContinuation(token), ChannelContentParser::parse);
  }

  @Override
  public Optional<AboutChannel> aboutPanel(String token) {
    return parsed(platform.browseContinuation(token), AboutPanelParser::parse);
  }

  @Override
  public Optional<ResolvedUrl> resolveUrl(String url) {
    return parsed(platform.resolveUrl(url), ResolveUrlParser::parse);
  }

  @Override
  public Optional<ChannelFeed> feed(ChannelId channelId) {
    return parsed(platform.feed(channelId), ChannelFeedParser::parse);
  }

  @Override
  public PlaylistPage playlist(String playlistId) {
    return parsed(
        platform.browse(UploadsPlaylist.browseId(playlistId), UploadsPlaylist.PAGE_PARAMS),
        PlaylistPageParser::parse);
  }

  @Override
  public ContentPage playlistFirstVideos(String playlistId) {
    return continuation(UploadsPlaylist.firstPageToken(playlistId));
  }

  @Override
  public List<ChannelMention> featuredChannels(ChannelId channelId) {
    return parsed(platform.browse(channelId.value(), null), FeaturedChannelsParser::parse);
  }

  @Override
  public List<ChannelMention> search(String query, SearchFilter filter) {
    return parsed(platform.search(query, filter.params()), SearchResultsParser::parse);
  }

  @Override
  public Optional<Instant> answeredAt(ChannelId channelId, BrowseTab tab) {
    return platform.browseAnsweredAt(channelId.value(), tab.params());
  }

  @Override
  public Optional<Instant> continuationAnsweredAt(String token) {
    return platform.continuationAnsweredAt(token);
  }
}
