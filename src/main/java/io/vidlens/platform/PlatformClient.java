package io.vidlens.platform;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.CaptionFile;
import io.vidlens.model.CaptionTrack;
import io.vidlens.model.Captions;
import io.vidlens.model.CommentPage;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.Retention;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.parse.CaptionFileParser;
import io.vidlens.platform.parse.CommentPageParser;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.ReelOverlayParser;
import io.vidlens.platform.parse.UrlQuery;
import io.vidlens.platform.parse.WatchPageParser;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.resilience.UpstreamFault;
import io.vidlens.platform.transport.AnswerTrees;
import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * What the catalog calls to read a video from the platform: each public method returns records of
 * {@code io.vidlens.model}, parsed here from the platform's answers (cached per kind, as JSON trees
 * or text); channels and playlists are read through {@link ChannelReads}. An answer no parser can
 * read is an {@link UnreadableAnswer}. Failures are typed: {@link PlatformException.NotFound} and
 * {@link PlatformException.NotFound} (404), {@link PlatformException.Unavailable} (503 with
 * retry-after), and 400 for a continuation token the platform rejects.
 *
 * <p>The transport given here must already be resilient (retry, breaker, bulkhead, pacing,
 * classification): see {@code PlatformConfiguration}.
 */
public class PlatformClient {

  private static final Logger log = LoggerFactory.getLogger(PlatformClient.class);

  /**
   * Answers that say nothing about the video, only about how the platform treats this requester:
   * the next player client is asked (and this client's visitor data forgotten). An open breaker is
   * here too, so that a breaker of one client leaves the others to answer.
   */
  private static final Set<UpstreamFault> NEXT_CLIENT =
      Set.of(
          UpstreamFault.BOT_WALL,
          UpstreamFault.EMPTY_ANSWER,
          UpstreamFault.WRONG_ANSWER,
          UpstreamFault.THROTTLED,
          UpstreamFault.CONSENT,
          UpstreamFault.CIRCUIT_OPEN);

  /** The same for the WEB client: asked once more with fresh visitor data. */
  private static final Set<UpstreamFault> FRESH_VISITOR =
      Set.of(
          UpstreamFault.BOT_WALL,
          UpstreamFault.EMPTY_ANSWER,
          UpstreamFault.WRONG_ANSWER,
          UpstreamFault.CONSENT);

  private final PlatformTransport transport;
  private final InnerTubeRequests requests;
  private final VisitorSession visitors;
  private final UpstreamCache cache;
  private final AnswerTrees trees;
  private final List<PlayerClient> playerClients;
  private final long unexpectedRetryAfterSeconds;
  private final PotProvider potProvider;
  private final AnswerClock answerClock;

  /**
   * Player answers already parsed, keyed by the identity of the cached tree (weak keys): while the
   * cache serves the same tree, the same record is returned (the catalog keeps its merges by it).
   */
  private final Cache<JsonNode, PlayerResponse> parsedPlayers =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  /**
   * {@code potProvider}: for caption files that need a token ({@link PotProvider#none} if none).
   */
  public PlatformClient(
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
        AnswerClock.live(Clock.systemUTC()));
  }

  /**
   * {@code trees}: the parsed answers, shared with the transport's answer classifier so that each
   * answer is parsed once; {@code answerClock}: what the answers' relative times count from (see
   * {@link #readAt}).
   */
  public PlatformClient(
      PlatformTransport transport,
      InnerTubeRequests requests,
      VisitorSession visitors,
      UpstreamCache cache,
      AnswerTrees trees,
      List<PlayerClient> playerClients,
      long unexpectedRetryAfterSeconds,
      PotProvider potProvider,
      AnswerClock answerClock) {
    if (playerClients.isEmpty()) {
      throw new IllegalArgumentException("At least one player client is needed");
    }
    this.transport = transport;
    this.requests = requests;
    this.visitors = visitors;
    this.cache = cache;
    this.trees = trees;
    this.playerClients = List.copyOf(playerClients);
    this.unexpectedRetryAfterSeconds = unexpectedRetryAfterSeconds;
    this.potProvider = potProvider;
    this.answerClock = answerClock;
  }

  /**
   * What the relative times ("3 months ago") of an answer this client gave count back from: now, or
   * in replay mode when the exchange was recorded.
   */
  Instant readAt(JsonNode answer) {
    return answerClock.readAt(answer);
  }

  // ---- videos ----

  /**
   * The full player answer of a mobile client (videoDetails, captions, playabilityStatus), bare
   * (not wrapped in reel_item_watch's {@code playerResponse}).
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  JsonNode playerTree(String videoId) {
    JsonNode player =
        tree(
            cache.get(
                CacheKind.PLAYER,
                videoId,
                () -> loadPlayer(videoId, playerClients),
                this::playerRetention),
            "player");
    requireVideo(videoId, player);
    return player;
  }

  /**
   * The player answer of one mobile client (cached apart from {@link #player(String)}'s), for what
   * differs between clients, such as caption tracks: another client's track may not need a token.
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  JsonNode playerTree(String videoId, PlayerClient client) {
    JsonNode player =
        tree(
            cache.get(
                CacheKind.PLAYER,
                client.name() + "|" + videoId,
                () -> loadPlayer(videoId, List.of(client)),
                this::playerRetention),
            "player");
    requireVideo(videoId, player);
    return player;
  }

  /** The locale ({@code hl}, "en-GB") the platform answers in: names and menus are in it. */
  public String locale() {
    return requests.locale().hl();
  }

  /** The mobile clients asked for the player answer, in order. */
  List<PlayerClient> playerClients() {
    return playerClients;
  }

  /**
   * The web player answer filtered to {@code microformat} (and the thumbnails of videoDetails). An
   * empty answer is the platform doubting this requester (503), never a missing video: whether the
   * video exists is the mobile player's to say.
   */
  JsonNode microformatTree(String videoId) {
    InnerTubeClient web = requests.clients().web();
    String body =
        cache.get(
            CacheKind.MICROFORMAT,
            videoId,
            () ->
                withFreshVisitorOnce(
                    () ->
                        fetchJson(
                            web,
                            requests.webPlayerMicroformat(videoId, visitors.visitorData(web)),
                            this::unexpected)),
            answer ->
                Availability.isEmptyMicroformat(tree(answer, "player"))
                    ? Retention.NEVER
                    : Retention.KEEP);
    return tree(body, "player");
  }

  /**
   * The mobile player answer an earlier read left in the cache, without asking the platform; empty
   * when none is held or the one held says the video is missing.
   */
  Optional<JsonNode> heldPlayerTree(String videoId) {
    return cache
        .held(CacheKind.PLAYER, videoId)
        .map(body -> tree(body, "player"))
        .filter(player -> isVideo(videoId, player));
  }

  /** As {@link #heldPlayer} for the {@link #playerMicroformat} answer. */
  Optional<JsonNode> heldMicroformatTree(String videoId) {
    return cache.held(CacheKind.MICROFORMAT, videoId).map(body -> tree(body, "player"));
  }

  private boolean isVideo(String videoId, JsonNode player) {
    try {
      requireVideo(videoId, player);
      return true;
    } catch (PlatformException e) {
      return false;
    }
  }

  /** The watch page: title, counts, engagement panels, the comment section's entry token. */
  JsonNode nextTree(String videoId) {
    return web(
        CacheKind.WATCH_PAGE, videoId, v -> requests.next(videoId, v), this::unexpected, "next");
  }

  /**
   * A further page of next: comments, replies, the other comment sort order. An answer that holds
   * no header, thread or continuation is never kept, so that asking again asks the platform.
   */
  JsonNode nextContinuationTree(String token) {
    return tree(
        cache.get(
            CacheKind.COMMENTS,
            token,
            () ->
                withFreshVisitorOnce(
                    () ->
                        fetchWeb(
                            requests.nextContinuation(token, webVisitor()),
                            PlatformClient::invalidToken)),
            body ->
                CommentPageParser.incomplete(tree(body, "next"))
                    ? Retention.NEVER
                    : Retention.KEEP),
        "next");
  }

  /** The Shorts overlay from reel_item_watch (like button, channel header, sound). */
  JsonNode reelTree(String videoId) {
    return web(
        CacheKind.REEL,
        videoId,
        v -> requests.reelOverlay(videoId, v),
        this::unexpected,
        "reel_item_watch");
  }

  // ---- channels and playlists ----

  /**
   * A channel or playlist page, by browse ID and the tab's params (null for the home tab).
   *
   * @throws PlatformException.NotFound when a channel does not exist or was terminated
   */
  JsonNode browse(String browseId, String params) {
    String identity = browseId + "|" + (params == null ? "" : params);
    // A 4xx is not "does not exist": IDs are checked before they get here, so the platform
    // refusing one is its trouble (503). Only its ERROR alert is a 404.
    JsonNode page =
        web(
            CacheKind.BROWSE,
            identity,
            v -> requests.browse(browseId, params, v),
            this::unexpected,
            "browse",
            body -> Availability.isMissingPage(tree(body, "browse")));
    Availability.requirePage(browseId, page);
    return page;
  }

  /**
   * When the platform gave the {@link #browse} answer now held for these arguments (empty when none
   * is held): readings of counts are dated by it.
   */
  Optional<Instant> browseAnsweredAt(String browseId, String params) {
    return cache.storedAt(CacheKind.BROWSE, browseId + "|" + (params == null ? "" : params));
  }

  /** As {@link #browseAnsweredAt} for {@link #browseContinuation}. */
  Optional<Instant> continuationAnsweredAt(String token) {
    return cache.storedAt(CacheKind.BROWSE_CONTINUATION, token);
  }

  /** As {@link #browseAnsweredAt} for the mobile {@link #player(String)} answer. */
  public Optional<Instant> playerAnsweredAt(String videoId) {
    return cache.storedAt(CacheKind.PLAYER, videoId);
  }

  /** A further page of a channel tab or playlist, or the about panel. */
  JsonNode browseContinuation(String token) {
    return web(
        CacheKind.BROWSE_CONTINUATION,
        token,
        v -> requests.browseContinuation(token, v),
        PlatformClient::invalidToken,
        "browse");
  }

  /**
   * Resolves a channel, handle or legacy URL ({@code https://www.youtube.com/@handle}).
   *
   * @throws PlatformException.NotFound when the platform knows no such URL
   */
  JsonNode resolveUrl(String url) {
    return web(
        CacheKind.RESOLVED_URL,
        url,
        v -> requests.resolveUrl(url, v),
        response ->
            response.status() == 404
                ? PlatformException.channelNotFound(url, "the platform knows no such URL")
                : unexpected(response),
        "resolve_url");
  }

  /**
   * A channel's RSS feed (Atom XML).
   *
   * @throws PlatformException.NotFound when the platform has no feed for the channel
   */
  String feed(String channelId) {
    return cache.get(
        CacheKind.FEED,
        channelId,
        () -> text(requests.feed(channelId), response -> feedMissing(channelId, response)));
  }

  /**
   * A feed answered 4xx. The feed host also fails for channels that exist, so only a channel page
   * that says the channel is gone makes it a 404; a page that is there makes it upstream trouble.
   */
  private RuntimeException feedMissing(String channelId, UpstreamResponse response) {
    if (response.status() != 404) {
      return unexpected(response);
    }
    browse(
        channelId, BrowseTab.VIDEOS.params()); // throws the channel's 404 when the platform agrees
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details()
            + " (the channel's feed is missing although its page is there)",
        unexpectedRetryAfterSeconds);
  }

  /**
   * A caption file from a track's {@code baseUrl}, in {@code fmt} ({@code srv3}, {@code json3},
   * {@code vtt}, or null for srv1). An empty text is the platform's answer for tracks that need a
   * proof-of-origin token, not an absence of captions.
   *
   * @throws IllegalArgumentException when the URL is not a caption URL of the platform
   */
  String captionFileText(String url, String fmt) {
    UpstreamRequest request = requests.captionFile(url, fmt);
    // The URL's expire/signature change with every player answer; the track itself does not.
    String identity = ExchangeKey.of(request).fields().toString();
    // An empty file is the platform withholding the track (a proof-of-origin token is wanted), not
    // the track's content: it is never kept, so a later try (another client, a token) can succeed.
    return cache.get(
        CacheKind.CAPTIONS,
        identity,
        () -> text(request, this::unexpected),
        body -> body.isBlank() ? Retention.NEVER : Retention.KEEP);
  }

  /**
   * A caption file fetched with a proof-of-origin token from the configured provider, bound to the
   * video, added as clients of that provider do ({@code pot}, {@code potc=1}, and {@code c}: the
   * client the URL was issued to, as yt-dlp's subtitle token path sends the answering client's
   * name). A URL that names its client ({@code c=ANDROID}, {@code c=VISIONOS}) keeps it; one that
   * names none gets WEB, the client the provider's tokens are minted for. Empty when no provider is
   * configured.
   *
   * @throws PlatformException.Unavailable when the provider gives no token
   */
  Optional<String> captionFileWithToken(String url, String fmt, String videoId) {
    Optional<String> token = potProvider.token(videoId);
    if (token.isEmpty()) {
      return Optional.empty();
    }
    String withToken =
        url
            + "&potc=1&pot="
            + URLEncoder.encode(token.get(), StandardCharsets.UTF_8)
            + (CaptionUrls.clientName(url).isPresent()
                ? ""
                : "&c="
                    + URLEncoder.encode(requests.clients().web().name(), StandardCharsets.UTF_8));
    return Optional.of(captionFileText(withToken, fmt));
  }

  // ---- typed reads: what the catalog calls ----

  /**
   * The mobile player answer, parsed. Guest throttling ("This content isn't available, try again
   * later") arrives as a playability status and is a 503 here; the bot wall already is one in the
   * transport.
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   * @throws UnreadableAnswer when the answer cannot be read
   */
  public PlayerResponse player(String videoId) {
    return requesterAllowed(parsedPlayer(playerTree(videoId)));
  }

  /**
   * Whether the video exists, by the mobile player answer alone (not parsed).
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  public void requireVideo(String videoId) {
    playerTree(videoId);
  }

  /** The WEB player's microformat answer, parsed (see {@link #microformatTree}). */
  public PlayerResponse playerMicroformat(String videoId) {
    return parsedPlayer(microformatTree(videoId));
  }

  /**
   * The mobile player answer an earlier read left in the cache, parsed, without asking the
   * platform; empty when none is held or the one held says the video is missing.
   */
  public Optional<PlayerResponse> heldPlayer(String videoId) {
    return heldPlayerTree(videoId).map(this::parsedPlayer);
  }

  /** As {@link #heldPlayer} for the {@link #playerMicroformat} answer. */
  public Optional<PlayerResponse> heldPlayerMicroformat(String videoId) {
    return heldMicroformatTree(videoId).map(this::parsedPlayer);
  }

  /**
   * The video's details from the mobile and the WEB player answers (either may be null): the fields
   * each answer is the better source of.
   */
  public VideoDetails details(PlayerResponse mobile, PlayerResponse web) {
    return UnreadableAnswer.parsing(() -> PlayerParser.merge(mobile, web));
  }

  /**
   * The full translation menu of caption tracks, from the one client whose answer lists every
   * target (VISIONOS); the mobile answer lists 16 to 18.
   */
  public List<TranslationLanguage> fullTranslationMenu(String videoId) {
    return requesterAllowed(parsedPlayer(playerTree(videoId, PlayerClient.VISIONOS)))
        .captions()
        .translationLanguages();
  }

  /** The watch page: title, counts, engagement panels, the comment section's entry token. */
  public WatchPage watchPage(String videoId) {
    JsonNode tree = nextTree(videoId);
    return UnreadableAnswer.parsing(() -> WatchPageParser.parse(tree));
  }

  /**
   * A page of comments behind a continuation, its relative times counted from when it was answered.
   */
  public CommentPage commentPage(String token) {
    return commentPage(nextContinuationTree(token));
  }

  /**
   * As {@link #commentPage(String)}, or empty when the answer holds no header, thread or
   * continuation: the platform's incomplete answer (never cached), not "no comments".
   */
  public Optional<CommentPage> completeCommentPage(String token) {
    JsonNode tree = nextContinuationTree(token);
    if (UnreadableAnswer.parsing(() -> CommentPageParser.incomplete(tree))) {
      return Optional.empty();
    }
    return Optional.of(commentPage(tree));
  }

  private CommentPage commentPage(JsonNode tree) {
    return UnreadableAnswer.parsing(() -> CommentPageParser.parse(tree)).readAt(readAt(tree));
  }

  /** The Shorts overlay (like button, channel header, sound); empty when the answer has none. */
  public Optional<ReelOverlay> reelOverlay(String videoId) {
    JsonNode tree = reelTree(videoId);
    return UnreadableAnswer.parsing(() -> ReelOverlayParser.parse(tree));
  }

  /**
   * A caption file of a track (its URL, see {@link CaptionUrls#of}) in {@code fmt}. An empty file
   * means the platform wants a proof-of-origin token for it: the same track (language, kind,
   * translation) is tried from every player client's answer, then with a token from the configured
   * provider; when none gives it, a 503 says captions need a token and how to configure a provider.
   * A file in no known format is a changed answer (503). Neither is ever "no captions". {@code
   * fullMenuSeen} is given the full translation menu when a VISIONOS answer was read on the way.
   */
  public CaptionFile captionFile(
      String url, String fmt, Consumer<List<TranslationLanguage>> fullMenuSeen) {
    CaptionFile file = fetchCaptionFile(url, fmt);
    if (!file.empty()) {
      return known(file);
    }
    Optional<String> videoId = UrlQuery.param(url, "v");
    if (videoId.isEmpty()) {
      throw captionsNeedToken();
    }
    for (String other : sameTrackFromOtherClients(videoId.get(), url, fullMenuSeen)) {
      CaptionFile found = fetchCaptionFile(other, fmt);
      if (!found.empty()) {
        return known(found);
      }
    }
    Optional<String> withToken = captionFileWithToken(url, fmt, videoId.get());
    if (withToken.isPresent()) {
      CaptionFile found = UnreadableAnswer.parsing(() -> CaptionFileParser.parse(withToken.get()));
      if (!found.empty()) {
        return known(found);
      }
    }
    throw captionsNeedToken();
  }

  private CaptionFile fetchCaptionFile(String url, String fmt) {
    String body;
    try {
      body = captionFileText(url, fmt);
    } catch (IllegalArgumentException notACaptionUrl) {
      throw unexpected("A caption track pointed somewhere else than the platform's caption files.");
    }
    return UnreadableAnswer.parsing(() -> CaptionFileParser.parse(body));
  }

  private CaptionFile known(CaptionFile file) {
    if (file.format() == CaptionFile.Format.UNKNOWN) {
      throw unexpected("A caption file was in no known format.");
    }
    return file;
  }

  /**
   * The URLs of the track behind {@code url} (same language, kind and translation) in each player
   * client's answer, other than {@code url} itself. A client that cannot answer now is skipped: the
   * token path or the 503 follows.
   */
  private List<String> sameTrackFromOtherClients(
      String videoId, String url, Consumer<List<TranslationLanguage>> fullMenuSeen) {
    String lang = UrlQuery.param(url, "lang").orElse("");
    boolean asr = UrlQuery.param(url, "kind").map("asr"::equals).orElse(false);
    String tlang = UrlQuery.param(url, "tlang").orElse(null);
    List<String> urls = new java.util.ArrayList<>();
    for (PlayerClient client : playerClients) {
      Captions captions;
      try {
        captions = requesterAllowed(parsedPlayer(playerTree(videoId, client))).captions();
        if (client == PlayerClient.VISIONOS) {
          fullMenuSeen.accept(captions.translationLanguages());
        }
      } catch (PlatformException | UnreadableAnswer e) {
        log.debug("Player answer of {} for {} unavailable ({})", client, videoId, e.getMessage());
        continue;
      }
      for (CaptionTrack track : captions.tracks()) {
        if (track.languageCode().equals(lang) && track.autoGenerated() == asr) {
          String other = CaptionUrls.of(track.baseUrl(), tlang);
          if (!other.equals(url) && !urls.contains(other)) {
            urls.add(other);
          }
        }
      }
    }
    return urls;
  }

  /**
   * An empty caption file for a track that exists, from every client: the platform wants a
   * proof-of-origin token. The details say how an operator configures a token provider, or that the
   * configured one's token did not help.
   */
  private PlatformException.Unavailable captionsNeedToken() {
    String how =
        potProvider.configured()
            ? " The configured token provider's token was not accepted either. Try again later."
            : " This server has no token provider: its operator can configure one compatible with"
                + " bgutil-ytdlp-pot-provider as "
                + PotProvider.PROPERTY
                + ". Try again later.";
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform answered this video's caption file empty for every client: its"
            + " captions need a proof-of-origin token."
            + how,
        unexpectedRetryAfterSeconds);
  }

  /** Upstream trouble described by a sentence of ours. */
  private PlatformException.Unavailable unexpected(String details) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " " + details,
        unexpectedRetryAfterSeconds);
  }

  /** A player answer, parsed once per cached tree. */
  private PlayerResponse parsedPlayer(JsonNode tree) {
    PlayerResponse known = parsedPlayers.getIfPresent(tree);
    if (known != null) {
      return known;
    }
    PlayerResponse parsed = UnreadableAnswer.parsing(() -> PlayerParser.parse(tree));
    parsedPlayers.put(tree, parsed);
    return parsed;
  }

  /** Guest throttling in a playability status: the platform refuses this requester for now. */
  private PlayerResponse requesterAllowed(PlayerResponse player) {
    if (player.playability().requesterBlocked()) {
      throw new PlatformException.Unavailable(
          UpstreamFault.THROTTLED, UpstreamFault.THROTTLED.details(), unexpectedRetryAfterSeconds);
    }
    return player;
  }

  // ---- loading ----

  /**
   * Tries the given mobile clients in order. An answer that says nothing about the video (bot wall,
   * {@code {}}, another video's answer, throttling, consent) or a refused client version moves on
   * to the next client, forgetting the doubted client's visitor data; when none gives an answer,
   * the last trouble is the 503. One app's refusal (UNPLAYABLE "This video is not available", ERROR
   * "not available on this app") also moves on, as the extractors do: the next client may play it.
   * When every client refused, the video's UNPLAYABLE answer stands (kept briefly); app refusals
   * alone are a 503, never a 404 and never kept.
   */
  private String loadPlayer(String videoId, List<PlayerClient> clients) {
    PlatformException.Unavailable trouble = null;
    String refused = null; // the first client refusal ("This video is not available")
    String appRefusal = null; // the platform's words of the last app refusal
    // Clients that answered {}: their visitor data is dropped only if no client answers, since
    // ANDROID answers {} for an unknown video too (and the next client then says so).
    List<InnerTubeClient> empty = new java.util.ArrayList<>();
    for (PlayerClient playerClient : clients) {
      InnerTubeClient client = requests.clients().of(playerClient);
      try {
        UpstreamResponse response =
            transport.send(requests.player(playerClient, videoId, visitors.visitorData(client)));
        if (response.status() == 400 || response.status() == 403) {
          continue; // this client's version is refused: try the next one
        }
        if (!response.isSuccess()) {
          throw unexpected(response);
        }
        JsonNode answer = tree(response.body(), "player");
        JsonNode player =
            playerClient == PlayerClient.ANDROID ? answer.path("playerResponse") : answer;
        visitors.remember(client, player);
        if (Availability.isAppRefusal(player)) {
          appRefusal = Availability.refusalWords(player);
          continue;
        }
        if (Availability.isClientRefusal(player)) {
          refused = refused == null ? player.toString() : refused;
          continue;
        }
        return player.toString();
      } catch (PlatformException.Unavailable e) {
        if (!NEXT_CLIENT.contains(e.fault())) {
          throw e;
        }
        if (e.fault() == UpstreamFault.EMPTY_ANSWER) {
          empty.add(client);
        } else {
          visitors.forget(client);
        }
        trouble = e;
      }
    }
    empty.forEach(visitors::forget);
    if (trouble != null) {
      throw trouble; // a client that could not answer may still play it: not the video's word
    }
    if (refused != null) {
      return refused;
    }
    if (appRefusal != null) {
      throw appsRefused(appRefusal);
    }
    throw new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused every configured player client; update vidlens.upstream.clients.*.version.",
        unexpectedRetryAfterSeconds);
  }

  /** Every player client refused as an app ("not available on this app"): the 503. */
  private PlatformException.Unavailable appsRefused(String words) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused every configured player client as an outdated app (it said: \""
            + words.strip()
            + "\"); this says nothing about the video. Try again later; the operator can update"
            + " vidlens.upstream.clients.*.version.",
        unexpectedRetryAfterSeconds);
  }

  /**
   * The 404 of a definitively missing video; an answer without a playability status or an app's
   * refusal (only the cache-off path and older cached rows can hand one here) is upstream trouble.
   */
  private void requireVideo(String videoId, JsonNode player) {
    if (Availability.isAppRefusal(player)) {
      throw appsRefused(Availability.refusalWords(player));
    }
    if (Availability.isEmptyPlayer(player)) {
      throw new PlatformException.Unavailable(
          UpstreamFault.EMPTY_ANSWER,
          UpstreamFault.EMPTY_ANSWER.details(),
          unexpectedRetryAfterSeconds);
    }
    Availability.requireVideo(videoId, player);
  }

  /** How long a player answer may be kept: a definitive absence briefly, nothing empty at all. */
  private Retention playerRetention(String body) {
    JsonNode tree = tree(body, "player");
    if (Availability.isEmptyPlayer(tree) || Availability.isAppRefusal(tree)) {
      return Retention.NEVER; // only a row an older version stored can be this
    }
    // Every client refusing the video may pass with another client version: kept as briefly.
    return Availability.isMissingVideo(tree) || Availability.isClientRefusal(tree)
        ? Retention.NOT_FOUND
        : Retention.KEEP;
  }

  /**
   * Runs a WEB request; when the platform doubts the requester (bot wall, empty or wrong answer,
   * consent page), forgets the WEB visitor data and asks once more with fresh data. Throttling
   * forgets it too but is not retried at once: it is the address that is throttled.
   */
  private String withFreshVisitorOnce(Supplier<String> fetch) {
    try {
      return fetch.get();
    } catch (PlatformException.Unavailable e) {
      if (e.fault() == UpstreamFault.THROTTLED) {
        visitors.forget(requests.clients().web());
      }
      if (!FRESH_VISITOR.contains(e.fault())) {
        throw e;
      }
      visitors.forget(requests.clients().web());
      return fetch.get();
    }
  }

  /**
   * A WEB client's answer of {@code kind} for {@code key}, from the cache or fetched with the
   * current visitor data, as a tree.
   */
  private JsonNode web(
      CacheKind kind,
      String key,
      Function<String, UpstreamRequest> request,
      Function<UpstreamResponse, RuntimeException> onClientError,
      String endpoint) {
    return web(kind, key, request, onClientError, endpoint, body -> false);
  }

  /** As above; {@code notFound} tells a definitive absence, kept only for the not-found TTL. */
  private JsonNode web(
      CacheKind kind,
      String key,
      Function<String, UpstreamRequest> request,
      Function<UpstreamResponse, RuntimeException> onClientError,
      String endpoint,
      Predicate<String> notFound) {
    return tree(
        cache.get(
            kind,
            key,
            () -> withFreshVisitorOnce(() -> fetchWeb(request.apply(webVisitor()), onClientError)),
            body -> notFound.test(body) ? Retention.NOT_FOUND : Retention.KEEP),
        endpoint);
  }

  private String webVisitor() {
    return visitors.current(requests.clients().web()).orElse(null);
  }

  private String fetchWeb(
      UpstreamRequest request, Function<UpstreamResponse, RuntimeException> onClientError) {
    return fetchJson(requests.clients().web(), request, onClientError);
  }

  /**
   * Sends, maps a 4xx through {@code onClientError}, checks the body is JSON, keeps its visitor
   * data.
   */
  private String fetchJson(
      InnerTubeClient client,
      UpstreamRequest request,
      Function<UpstreamResponse, RuntimeException> onClientError) {
    UpstreamResponse response = transport.send(request);
    if (!response.isSuccess()) {
      throw response.status() >= 400 && response.status() < 500
          ? onClientError.apply(response)
          : unexpected(response);
    }
    visitors.remember(client, tree(response.body(), request.endpoint()));
    return response.body();
  }

  private String text(
      UpstreamRequest request, Function<UpstreamResponse, RuntimeException> onClientError) {
    UpstreamResponse response = transport.send(request);
    if (!response.isSuccess()) {
      throw response.status() >= 400 && response.status() < 500
          ? onClientError.apply(response)
          : unexpected(response);
    }
    return response.body();
  }

  /**
   * The tree of an answer body, parsed once per body instance ({@link AnswerTrees}): a hot answer
   * of the memory cache is parsed once, not per request.
   */
  private JsonNode tree(String body, String endpoint) {
    try {
      JsonNode tree = trees.parse(body, endpoint);
      if (tree == null || !tree.isObject()) {
        throw new PlatformException.Unavailable(
            UpstreamFault.UNEXPECTED_ANSWER,
            UpstreamFault.UNEXPECTED_ANSWER.details(),
            unexpectedRetryAfterSeconds);
      }
      return tree;
    } catch (JacksonException e) {
      throw new PlatformException.Unavailable(
          UpstreamFault.UNEXPECTED_ANSWER,
          UpstreamFault.UNEXPECTED_ANSWER.details() + " (" + endpoint + " did not answer JSON)",
          unexpectedRetryAfterSeconds);
    }
  }

  private RuntimeException unexpected(UpstreamResponse response) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " (HTTP " + response.status() + ")",
        unexpectedRetryAfterSeconds);
  }

  private static RuntimeException invalidToken(UpstreamResponse response) {
    return new PlatformException.InvalidContinuation();
  }
}
