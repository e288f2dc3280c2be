package io.vidlens.platform;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.resilience.UpstreamFault;
import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.List;
import java.util.function.Function;
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

  private final PlatformTransport transport;
  private final InnerTubeRequests requests;
  private final VisitorSession visitors;
  private final UpstreamCache cache;
  private final ObjectMapper mapper;
  private final List<PlayerClient> playerClients;
  private final long unexpectedRetryAfterSeconds;

  /**
   * Parsed trees of the bodies the memory cache holds, keyed by the body's identity (weak keys): a
   * tree lives exactly as long as its cached text, so a hot answer is parsed once, not per request,
   * and never outlives its TTL. Callers only read the trees.
   */
  private final Cache<String, JsonNode> trees =
      Caffeine.newBuilder()
          .weakKeys()
          // A tree takes a few times its text: bounded near the text cache's default 64 MB.
          .maximumWeight(192L * 1024 * 1024)
          .<String, JsonNode>weigher((body, tree) -> body.length() * 3)
          .build();

  public PlatformClient(
      PlatformTransport transport,
      InnerTubeRequests requests,
      VisitorSession visitors,
      UpstreamCache cache,
      ObjectMapper mapper,
      List<PlayerClient> playerClients,
      long unexpectedRetryAfterSeconds) {
    if (playerClients.isEmpty()) {
      throw new IllegalArgumentException("At least one player client is needed");
    }
    this.transport = transport;
    this.requests = requests;
    this.visitors = visitors;
    this.cache = cache;
    this.mapper = mapper;
    this.playerClients = List.copyOf(playerClients);
    this.unexpectedRetryAfterSeconds = unexpectedRetryAfterSeconds;
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
        tree(cache.get(CacheKind.PLAYER, videoId, () -> loadPlayer(videoId)), "player");
    Availability.requireVideo(videoId, player);
    return player;
  }

  /** The web player answer filtered to {@code microformat} (and the thumbnails of videoDetails). */
  public JsonNode playerMicroformat(String videoId) {
    String body =
        cache.get(
            CacheKind.MICROFORMAT,
            videoId,
            () -> {
              InnerTubeClient web = requests.clients().web();
              return fetchJson(
                  web,
                  requests.webPlayerMicroformat(videoId, visitors.visitorData(web)),
                  this::unexpected);
            });
    JsonNode answer = tree(body, "player");
    Availability.requireMicroformat(videoId, answer);
    return answer;
  }

  /** The watch page: title, counts, engagement panels, the comment section's entry token. */
  public JsonNode next(String videoId) {
    return web(
        CacheKind.WATCH_PAGE, videoId, v -> requests.next(videoId, v), this::unexpected, "next");
  }

  /** A further page of next: comments, replies, the other comment sort order. */
  public JsonNode nextContinuation(String token) {
    return web(
        CacheKind.COMMENTS,
        token,
        v -> requests.nextContinuation(token, v),
        PlatformClient::invalidToken,
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
    JsonNode page =
        web(
            CacheKind.BROWSE,
            identity,
            v -> requests.browse(browseId, params, v),
            response -> Availability.notFound(browseId, "the platform rejected the ID"),
            "browse");
    Availability.requirePage(browseId, page);
    return page;
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
        response -> PlatformException.channelNotFound(url, "the platform knows no such URL"),
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
        () ->
            text(
                requests.feed(channelId),
                response -> PlatformException.channelNotFound(channelId, "no feed")));
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
    return cache.get(CacheKind.CAPTIONS, identity, () -> text(request, this::unexpected));
  }

  // ---- loading ----

  /**
   * Tries the configured mobile clients in order; a bot wall or a refused client moves on to the
   * next.
   */
  private String loadPlayer(String videoId) {
    PlatformException.Unavailable blocked = null;
    for (PlayerClient playerClient : playerClients) {
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
        // An unknown video answers reel_item_watch with {} (no playerResponse): keep it as such.
        return player.isObject() ? player.toString() : "{}";
      } catch (PlatformException.Unavailable e) {
        if (e.fault() != UpstreamFault.BOT_WALL) {
          throw e;
        }
        visitors.forget(client);
        blocked = e;
      }
    }
    if (blocked != null) {
      throw blocked;
    }
    throw new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused every configured player client; update vidlens.upstream.clients.*.version.",
        unexpectedRetryAfterSeconds);
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
    return tree(
        cache.get(kind, key, () -> fetchWeb(request.apply(webVisitor()), onClientError)), endpoint);
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

  private JsonNode tree(String body, String endpoint) {
    JsonNode parsed = trees.getIfPresent(body);
    if (parsed != null) {
      return parsed;
    }
    JsonNode tree = parseTree(body, endpoint);
    trees.put(body, tree);
    return tree;
  }

  private JsonNode parseTree(String body, String endpoint) {
    try {
      JsonNode tree = mapper.readTree(body);
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
