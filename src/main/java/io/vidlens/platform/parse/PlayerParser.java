package io.vidlens.platform.parse;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Parses a {@code youtubei/v1/player} answer, or a {@code reel/reel_item_watch} answer (which wraps
 * the same body in {@code playerResponse}).
 */
public final class PlayerParser {

  private PlayerParser() {}

  public static PlayerResponse parse(JsonNode root) {
    JsonNode player =
        root != null && root.has("playerResponse") ? root.get("playerResponse") : root;
    return new PlayerResponse(
        PlayabilityParser.parse(player),
        details(Nodes.at(player, "videoDetails")),
        microformat(Nodes.at(player, "microformat", "playerMicroformatRenderer")),
        CaptionsParser.parse(player),
        Nodes.bool(player, "playabilityStatus", "playableInEmbed"));
  }

  private static Optional<PlayerVideoDetails> details(JsonNode d) {
    if (!d.isObject()) {
      return Optional.empty();
    }
    return Optional.of(
        new PlayerVideoDetails(
            Nodes.string(d, "videoId"),
            Nodes.string(d, "title"),
            Nodes.number(d, "lengthSeconds"),
            Nodes.strings(d, "keywords"),
            Nodes.string(d, "channelId"),
            Nodes.string(d, "author"),
            Nodes.string(d, "shortDescription"),
            Thumbnails.of(d, "thumbnail"),
            Nodes.bool(d, "allowRatings"),
            Nodes.number(d, "viewCount"),
            Nodes.bool(d, "isPrivate"),
            Nodes.bool(d, "isUnpluggedCorpus"),
            Nodes.bool(d, "isLiveContent"),
            Nodes.bool(d, "isLive"),
            Nodes.bool(d, "isCrawlable")));
  }

  private static Optional<PlayerMicroformat> microformat(JsonNode m) {
    if (!m.isObject()) {
      return Optional.empty();
    }
    String profile = Nodes.string(m, "ownerProfileUrl");
    return Optional.of(
        new PlayerMicroformat(
            Nodes.string(m, "externalVideoId"),
            PlatformText.of(m, "title"),
            PlatformText.of(m, "description"),
            Nodes.number(m, "lengthSeconds"),
            profile,
            Handles.fromUrl(profile),
            Nodes.string(m, "externalChannelId"),
            Nodes.string(m, "ownerChannelName"),
            Nodes.bool(m, "isFamilySafe"),
            Nodes.strings(m, "availableCountries"),
            Nodes.bool(m, "isUnlisted"),
            Nodes.number(m, "viewCount"),
            Nodes.number(m, "likeCount"),
            Nodes.string(m, "category"),
            Nodes.string(m, "publishDate"),
            Nodes.string(m, "uploadDate"),
            Nodes.bool(m, "isShortsEligible"),
            Nodes.string(m, "liveBroadcastDetails", "startTimestamp"),
            Thumbnails.of(m, "thumbnail"),
            Nodes.string(m, "canonicalUrl")));
  }
}
