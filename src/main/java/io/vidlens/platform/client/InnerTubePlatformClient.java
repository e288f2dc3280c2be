package io.vidlens.platform.client;

import io.vidlens.model.CaptionFile;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CommentPage;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.RelatedVideo;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.resilience.VisitorSession;
import io.vidlens.platform.transport.AnswerTrees;
import io.vidlens.platform.transport.PlatformTransport;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The {@link PlatformClient} over InnerTube: one reader per kind of answer (players, watch pages
 * and comments, caption files, and the browse answers {@link InnerTubeChannelReads} parses), all
 * asking through one {@link UpstreamAnswers}.
 *
 * <p>The transport given here must already be resilient (retry, breaker, bulkhead, pacing,
 * classification): see {@code config.PlatformConfiguration}.
 */
public class InnerTubePlatformClient implements PlatformClient {

  private final InnerTubeRequests requests;
  private final PlayerAnswers players;
  private final WatchPageAnswers watchPages;
  private final BrowseAnswers browse;
  private final CaptionFiles captions;

  /**
   * {@code potProvider}: for caption files that need a token ({@link PotProvider#none} if none).
   */
  public InnerTubePlatformClient(
      PlatformTransport transport,
      InnerTubeRequests requests,
      VisitorSession visitors,
      UpstreamCache cache,
      ObjectMapper mapper,
      List<PlayerClient> playerClients,
      long unexpectedRetryAfterSeconds,
      PotProvider potProvider) {
    this(
        transport,
        requests,
        visitors,
        cache,
        new AnswerTrees(mapper),
        playerClients,
        unexpectedRetryAfterSeconds,
        potProvider,
        AnswerClock.live(Clock.systemUTC()),
        null,
        Clock.systemUTC());
  }

  /**
   * {@code trees}: the parsed answers, shared with the transport's answer classifier so that each
   * answer is parsed once; {@code answerClock}: what the answers' relative times count from; {@code
   * rereadWebVersion}: reads the current WEB client version and puts it in use (the discovery's),
   * run when the platform refuses the one in use with HTTP 400, at most once a minute by {@code
   * clock}; null: never.
   */
  public InnerTubePlatformClient(
      PlatformTransport transport,
      InnerTubeRequests requests,
      VisitorSession visitors,
      UpstreamCache cache,
      AnswerTrees trees,
      List<PlayerClient> playerClients,
      long unexpectedRetryAfterSeconds,
      PotProvider potProvider,
      AnswerClock answerClock,
      Runnable rereadWebVersion,
      Clock clock) {
    WebVersionRenewal webVersions =
        rereadWebVersion == null
            ? WebVersionRenewal.none()
            : new WebVersionRenewal(
                rereadWebVersion, () -> requests.clients().web().version(), clock);
    UpstreamAnswers answers =
        new UpstreamAnswers(
            transport, requests, visitors, cache, trees, unexpectedRetryAfterSeconds, webVersions);
    this.requests = requests;
    this.players = new PlayerAnswers(answers, playerClients);
    this.watchPages = new WatchPageAnswers(answers, answerClock);
    this.browse = new BrowseAnswers(answers, answerClock);
    this.captions = new CaptionFiles(answers, players, potProvider);
  }

  /** The channel and playlist answers, for {@link InnerTubeChannelReads}. */
  BrowseAnswers browseAnswers() {
    return browse;
  }

  // ---- the answers as the platform gave them, for the tests (feed also for config's)

  JsonNode playerTree(VideoId videoId) {
    return players.playerTree(videoId);
  }

  JsonNode playerTree(VideoId videoId, PlayerClient client) {
    return players.playerTree(videoId, client);
  }

  JsonNode microformatTree(VideoId videoId) {
    return players.microformatTree(videoId);
  }

  JsonNode nextTree(VideoId videoId) {
    return watchPages.nextTree(videoId);
  }

  JsonNode nextContinuationTree(String token) {
    return watchPages.nextContinuationTree(token);
  }

  JsonNode browse(String browseId, String params) {
    return browse.browse(browseId, params);
  }

  JsonNode browseContinuation(String token) {
    return browse.browseContinuation(token);
  }

  JsonNode resolveUrl(String url) {
    return browse.resolveUrl(url);
  }

  public String feed(ChannelId channelId) {
    return browse.feed(channelId);
  }

  String captionFileText(String url, String fmt) {
    return captions.captionFileText(url, fmt);
  }

  Instant readAt(JsonNode answer) {
    return browse.readAt(answer);
  }

  // ---- the typed reads

  @Override
  public String locale() {
    return requests.locale().hl();
  }

  @Override
  public Optional<Instant> playerAnsweredAt(VideoId videoId) {
    return players.playerAnsweredAt(videoId);
  }

  @Override
  public PlayerResponse player(VideoId videoId) {
    return players.player(videoId);
  }

  @Override
  public void requireVideo(VideoId videoId) {
    players.requireVideo(videoId);
  }

  @Override
  public PlayerResponse playerMicroformat(VideoId videoId) {
    return players.playerMicroformat(videoId);
  }

  @Override
  public Optional<PlayerResponse> heldPlayer(VideoId videoId) {
    return players.heldPlayer(videoId);
  }

  @Override
  public Optional<PlayerResponse> heldPlayerMicroformat(VideoId videoId) {
    return players.heldPlayerMicroformat(videoId);
  }

  @Override
  public VideoDetails details(PlayerResponse mobile, PlayerResponse web) {
    return players.details(mobile, web);
  }

  @Override
  public List<TranslationLanguage> fullTranslationMenu(VideoId videoId) {
    return players.fullTranslationMenu(videoId);
  }

  @Override
  public WatchPage watchPage(VideoId videoId) {
    return watchPages.watchPage(videoId);
  }

  @Override
  public List<RelatedVideo> relatedVideos(VideoId videoId) {
    return watchPages.relatedVideos(videoId);
  }

  @Override
  public CommentPage commentPage(String token) {
    return watchPages.commentPage(token);
  }

  @Override
  public Optional<CommentPage> completeCommentPage(String token) {
    return watchPages.completeCommentPage(token);
  }

  @Override
  public Optional<ReelOverlay> reelOverlay(VideoId videoId) {
    return watchPages.reelOverlay(videoId);
  }

  @Override
  public CaptionFile captionFile(
      String url, String fmt, Consumer<List<TranslationLanguage>> fullMenuSeen) {
    return captions.captionFile(url, fmt, fullMenuSeen);
  }
}
