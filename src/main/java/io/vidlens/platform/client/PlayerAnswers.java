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
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The player answers: the mobile clients' (asked in order until one speaks about the video), the
 * WEB microformat, one client's own for its caption tracks; parsed once per cached answer, a video
 * that is missing a 404 and a requester the platform refuses a 503.
 */
final class PlayerAnswers {

  private final UpstreamAnswers answers;
  private final PlayerChain chain;
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
    this.chain = new PlayerChain(answers);
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
                    () -> chain.load(videoId, clients),
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
                            answers.fetchWebRenewing(
                                () ->
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

  /**
   * The 404 of a definitively missing video; an answer without a playability status or an app's
   * refusal (only the cache-off path and older cached rows can hand one here) is upstream trouble.
   */
  private void requireVideo(VideoId videoId, JsonNode player) {
    if (Availability.isAppRefusal(player)) {
      throw chain.appsRefused(Availability.refusalWords(player));
    }
    if (Availability.isReloadRefusal(player)) {
      throw chain.reloadRefused(Availability.refusalWords(player));
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
    if (Availability.isEmptyPlayer(tree)
        || Availability.isAppRefusal(tree)
        || Availability.isReloadRefusal(tree)) {
      return Retention.NEVER; // only a row an older version stored can be this
    }
    // Every client refusing the video may pass with another client version: kept as briefly.
    return Availability.isMissingVideo(tree) || Availability.isClientRefusal(tree)
        ? Retention.NOT_FOUND
        : Retention.KEEP;
  }
}
