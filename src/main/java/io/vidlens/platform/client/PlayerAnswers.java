package io.vidlens.platform.client;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.TranslationLanguage;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.Retention;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The player answers: the mobile clients' (asked in order until one speaks about the video), the
 * WEB microformat, one client's own for its caption tracks; parsed once per cached answer, a video
 * that is missing a 404 and a requester the platform refuses a 503.
 */
final class PlayerAnswers {

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

  private final UpstreamAnswers answers;
  private final List<PlayerClient> playerClients;

  /**
   * Player answers already parsed, keyed by the identity of the cached tree (weak keys): while the
   * cache serves the same tree, the same record is returned (the catalog keeps its merges by it).
   */
  private final Cache<JsonNode, PlayerResponse> parsedPlayers =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  PlayerAnswers(UpstreamAnswers answers, List<PlayerClient> playerClients) {
    if (playerClients.isEmpty()) {
      throw new IllegalArgumentException("At least one player client is needed");
    }
    this.answers = answers;
    this.playerClients = List.copyOf(playerClients);
  }

  /**
   * The full player answer of a mobile client (videoDetails, captions, playabilityStatus), bare
   * (not wrapped in reel_item_watch's {@code playerResponse}).
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  JsonNode playerTree(VideoId videoId) {
    return cachedPlayerTree(videoId, videoId.value(), playerClients);
  }

  /**
   * The player answer of one mobile client (cached apart from {@link #player(VideoId)}'s), for what
   * differs between clients, such as caption tracks: another client's track may not need a token.
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  JsonNode playerTree(VideoId videoId, PlayerClient client) {
    return cachedPlayerTree(videoId, client.name() + "|" + videoId.value(), List.of(client));
  }

  /** The player answer of the first of {@code clients} that answers, cached under {@code key}. */
  private JsonNode cachedPlayerTree(VideoId videoId, String key, List<PlayerClient> clients) {
    JsonNode player =
        answers.tree(
            answers
                .cache()
                .get(
                    CacheKind.PLAYER,
                    key,
                    () -> loadPlayer(videoId, clients),
                    this::playerRetention),
            "player");
    requireVideo(videoId, player);
    return player;
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
  JsonNode microformatTree(VideoId videoId) {
    InnerTubeClient web = answers.requests().clients().web();
    String body =
        answers
            .cache()
            .get(
                CacheKind.MICROFORMAT,
                videoId.value(),
                () ->
                    answers.withFreshVisitorOnce(
                        () ->
                            answers.fetchJson(
                                web,
                                answers
                                    .requests()
                                    .webPlayerMicroformat(
                                        videoId.value(), answers.visitors().visitorData(web)),
                                answers::unexpected)),
                answer ->
                    Availability.isEmptyMicroformat(answers.tree(answer, "player"))
                        ? Retention.NEVER
                        : Retention.KEEP);
    return answers.tree(body, "player");
  }

  /**
   * The mobile player answer an earlier read left in the cache, without asking the platform; empty
   * when none is held or the one held says the video is missing.
   */
  Optional<JsonNode> heldPlayerTree(VideoId videoId) {
    return answers
        .cache()
        .held(CacheKind.PLAYER, videoId.value())
        .map(body -> answers.tree(body, "player"))
        .filter(player -> isVideo(videoId, player));
  }

  /** As {@link #heldPlayer} for the {@link #playerMicroformat} answer. */
  Optional<JsonNode> heldMicroformatTree(VideoId videoId) {
    return answers
        .cache()
        .held(CacheKind.MICROFORMAT, videoId.value())
        .map(body -> answers.tree(body, "player"));
  }

  private boolean isVideo(VideoId videoId, JsonNode player) {
    try {
      requireVideo(videoId, player);
      return true;
    } catch (PlatformException e) {
      return false;
    }
  }

  /** When the platform gave the mobile {@link #player(VideoId)} answer now held. */
  Optional<Instant> playerAnsweredAt(VideoId videoId) {
    return answers.cache().storedAt(CacheKind.PLAYER, videoId.value());
  }

  /**
   * The mobile player answer, parsed. Guest throttling ("This content isn't available, try again
   * later") arrives as a playability status and is a 503 here; the bot wall already is one in the
   * transport.
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   * @throws UnreadableAnswer when the answer cannot be read
   */
  PlayerResponse player(VideoId videoId) {
    return requesterAllowed(parsedPlayer(playerTree(videoId)));
  }

  /**
   * Whether the video exists, by the mobile player answer alone (not parsed).
   *
   * @throws PlatformException.NotFound for an unknown, removed or private video
   */
  void requireVideo(VideoId videoId) {
    playerTree(videoId);
  }

  /** The WEB player's microformat answer, parsed (see {@link #microformatTree}). */
  PlayerResponse playerMicroformat(VideoId videoId) {
    return parsedPlayer(microformatTree(videoId));
  }

  /**
   * The mobile player answer an earlier read left in the cache, parsed, without asking the
   * platform; empty when none is held or the one held says the video is missing.
   */
  Optional<PlayerResponse> heldPlayer(VideoId videoId) {
    return heldPlayerTree(videoId).map(this::parsedPlayer);
  }

  /** As {@link #heldPlayer} for the {@link #playerMicroformat} answer. */
  Optional<PlayerResponse> heldPlayerMicroformat(VideoId videoId) {
    return heldMicroformatTree(videoId).map(this::parsedPlayer);
  }

  /**
   * The video's details from the mobile and the WEB player answers (either may be null): the fields
   * each answer is the better source of.
   */
  VideoDetails details(PlayerResponse mobile, PlayerResponse web) {
    return UnreadableAnswer.parsing(() -> PlayerParser.merge(mobile, web));
  }

  /**
   * The full translation menu of caption tracks, from the one client whose answer lists every
   * target (VISIONOS); the mobile answer lists 16 to 18.
   */
  List<TranslationLanguage> fullTranslationMenu(VideoId videoId) {
    return requesterAllowed(parsedPlayer(playerTree(videoId, PlayerClient.VISIONOS)))
        .captions()
        .translationLanguages();
  }

  /** A player answer, parsed once per cached tree. */
  PlayerResponse parsedPlayer(JsonNode tree) {
    PlayerResponse known = parsedPlayers.getIfPresent(tree);
    if (known != null) {
      return known;
    }
    PlayerResponse parsed = UnreadableAnswer.parsing(() -> PlayerParser.parse(tree));
    parsedPlayers.put(tree, parsed);
    return parsed;
  }

  /** Guest throttling in a playability status: the platform refuses this requester for now. */
  PlayerResponse requesterAllowed(PlayerResponse player) {
    if (player.playability().requesterBlocked()) {
      throw new PlatformException.Unavailable(
          UpstreamFault.THROTTLED,
          UpstreamFault.THROTTLED.details(),
          answers.unexpectedRetryAfterSeconds());
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
  private String loadPlayer(VideoId videoId, List<PlayerClient> clients) {
    PlatformException.Unavailable trouble = null;
    String refused = null; // the first client refusal ("This video is not available")
    String appRefusal = null; // the platform's words of the last app refusal
    // Clients that answered {}: their visitor data is dropped only if no client answers, since
    // ANDROID answers {} for an unknown video too (and the next client then says so).
    List<InnerTubeClient> empty = new java.util.ArrayList<>();
    for (PlayerClient playerClient : clients) {
      InnerTubeClient client = answers.requests().clients().of(playerClient);
      try {
        UpstreamResponse response =
            answers
                .transport()
                .send(
                    answers
                        .requests()
                        .player(
                            playerClient, videoId.value(), answers.visitors().visitorData(client)));
        if (response.status() == 400 || response.status() == 403) {
          continue; // this client's version is refused: try the next one
        }
        if (!response.isSuccess()) {
          throw answers.unexpected(response);
        }
        JsonNode answer = answers.tree(response.body(), "player");
        JsonNode player =
            playerClient == PlayerClient.ANDROID ? answer.path("playerResponse") : answer;
        answers.visitors().remember(client, player);
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
          answers.visitors().forget(client);
        }
        trouble = e;
      }
    }
    empty.forEach(answers.visitors()::forget);
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
        answers.unexpectedRetryAfterSeconds());
  }

  /** Every player client refused as an app ("not available on this app"): the 503. */
  private PlatformException.Unavailable appsRefused(String words) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform refused every configured player client as an outdated app (it said: \""
            + words.strip()
            + "\"); this says nothing about the video. Try again later; the operator can update"
            + " vidlens.upstream.clients.*.version.",
        answers.unexpectedRetryAfterSeconds());
  }

  /**
   * The 404 of a definitively missing video; an answer without a playability status or an app's
   * refusal (only the cache-off path and older cached rows can hand one here) is upstream trouble.
   */
  private void requireVideo(VideoId videoId, JsonNode player) {
    if (Availability.isAppRefusal(player)) {
      throw appsRefused(Availability.refusalWords(player));
    }
    if (Availability.isEmptyPlayer(player)) {
      throw new PlatformException.Unavailable(
          UpstreamFault.EMPTY_ANSWER,
          UpstreamFault.EMPTY_ANSWER.details(),
          answers.unexpectedRetryAfterSeconds());
    }
    Availability.requireVideo(videoId.value(), player);
  }

  /** How long a player answer may be kept: a definitive absence briefly, nothing empty at all. */
  private Retention playerRetention(String body) {
    JsonNode tree = answers.tree(body, "player");
    if (Availability.isEmptyPlayer(tree) || Availability.isAppRefusal(tree)) {
      return Retention.NEVER; // only a row an older version stored can be this
    }
    // Every client refusing the video may pass with another client version: kept as briefly.
    return Availability.isMissingVideo(tree) || Availability.isClientRefusal(tree)
        ? Retention.NOT_FOUND
        : Retention.KEEP;
  }
}
