package io.vidlens.platform;

import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.Retention;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.parse.CommentPageParser;
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
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * What features call to read the platform. Each method returns the platform's answer as a JSON tree
 * (or text for the feed and caption files), cached per kind; the parsers turn the trees into
 * records. Failures are typed: {@link PlatformException.NotFound} and {@link
 * PlatformException.NotFound} (404), {@link PlatformException.Unavailable} (503 with retry-after),
 * and 400 for a continuation token the platform rejects.
 *
 * <p>The transport given here must already be resilient (retry, breaker, bulkhead, pacing,
 * classification): see {@code PlatformConfiguration}.
 */
public class PlatformClient {

  /**
   * The params of the channel page the catalog reads (its Videos tab), so that asking whether a
   * channel exists usually hits the cache.
   */
  static final String CHANNEL_PAGE_PARAMS = "EgZ2aWRlb3PyBgQKAjoA";

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
        mapper,
        playerClients,
        unexpectedRetryAfterSeconds,
        potProvider,
        AnswerClock.live(Clock.systemUTC()));
  }

  /** {@code answerClock}: what the answers' relative times count from (see {@link #readAt}). */
  public PlatformClient(
      PlatformTransport transport,
      InnerTubeRequests requests,
      VisitorSession visitors,
      UpstreamCache cache,
      ObjectMapper mapper,
      List<PlayerClient> playerClients,
      long unexpectedRetryAfterSeconds,
      PotProvider potProvider,
      AnswerClock answerClock) {
    this(
        transport,
        requests,
        visitors,
        cache,
        new AnswerTrees(mapper),
        playerClients,
        unexpectedRetryAfterSeconds,
        potProvider,
        answerClock);
  }

  /**
   * {@code trees}: the parsed answers, shared with the transport's answer classifier so that each
   * answer is parsed once.
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
  public Instant readAt(JsonNode answer) {
    return answerClock.readAt(answer);
  }

  // ---- videos ----

  /**
   * The full player answer of a mobile client (videoDetails, captions, playabilityStatus), bare
   * (not wrapped in reel_item_watch's {@code playerResponse}).
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  public JsonNode player(String videoId) {
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
  public JsonNode player(String videoId, PlayerClient client) {
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
  public List<PlayerClient> playerClients() {
    return playerClients;
  }

  /**
   * The web player answer filtered to {@code microformat} (and the thumbnails of videoDetails). An
   * empty answer is the platform doubting this requester (503), never a missing video: whether the
   * video exists is the mobile player's to say.
   */
  public JsonNode playerMicroformat(String videoId) {
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
  public Optional<JsonNode> heldPlayer(String videoId) {
    return cache
        .held(CacheKind.PLAYER, videoId)
        .map(body -> tree(body, "player"))
        .filter(player -> isVideo(videoId, player));
  }

  /** As {@link #heldPlayer} for the {@link #playerMicroformat} answer. */
  public Optional<JsonNode> heldPlayerMicroformat(String videoId) {
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
  public JsonNode next(String videoId) {
    return web(
        CacheKind.WATCH_PAGE, videoId, v -> requests.next(videoId, v), this::unexpected, "next");
  }

  /**
   * A further page of next: comments, replies, the other comment sort order. An answer that holds
   * no header, thread or continuation is never kept, so that asking again asks the platform.
   */
  public JsonNode nextContinuation(String token) {
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
  public JsonNode reel(String videoId) {
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
  public JsonNode browse(String browseId, String params) {
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
  public Optional<Instant> browseAnsweredAt(String browseId, String params) {
    return cache.storedAt(CacheKind.BROWSE, browseId + "|" + (params == null ? "" : params));
  }

  /** As {@link #browseAnsweredAt} for {@link #browseContinuation}. */
  public Optional<Instant> continuationAnsweredAt(String token) {
    return cache.storedAt(CacheKind.BROWSE_CONTINUATION, token);
  }

  /** As {@link #browseAnsweredAt} for the mobile {@link #player(String)} answer. */
  public Optional<Instant> playerAnsweredAt(String videoId) {
    return cache.storedAt(CacheKind.PLAYER, videoId);
  }

  /** A further page of a channel tab or playlist, or the about panel. */
  public JsonNode browseContinuation(String token) {
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
  public JsonNode resolveUrl(String url) {
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
  public String feed(String channelId) {
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
    browse(channelId, CHANNEL_PAGE_PARAMS); // throws the channel's 404 when the platform agrees
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
  public String captionFile(String url, String fmt) {
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
  public Optional<String> captionFileWithToken(String url, String fmt, String videoId) {
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
    return Optional.of(captionFile(withToken, fmt));
  }

  /** Whether a token provider is configured. */
  public boolean tokenProviderConfigured() {
    return potProvider.configured();
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
