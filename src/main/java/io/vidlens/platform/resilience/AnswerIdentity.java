package io.vidlens.platform.resilience;

import io.vidlens.platform.transport.UpstreamRequest;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * What an answer says it is about, checked against what was asked: the player's {@code
 * videoDetails.videoId}, next's {@code currentVideoEndpoint}, a channel page's channel, a playlist
 * page's playlist. The live platform sometimes answers a doubted requester about another video;
 * such an answer must never be served or cached. Only what an answer carries is compared: an answer
 * without the field (an unavailable video, a terminated channel) is judged elsewhere.
 */
public final class AnswerIdentity {

  private AnswerIdentity() {}

  /** Which request of ours this is, as far as its answer's shape goes. */
  enum Shape {
    /** ANDROID reel_item_watch filtered to {@code playerResponse}. */
    WRAPPED_PLAYER,
    /** A mobile client's bare player answer. */
    PLAYER,
    /** The WEB player filtered to microformat and part of videoDetails. */
    MICROFORMAT,
    /** next by video ID (not a continuation). */
    WATCH_PAGE,
    /** browse by browse ID (not a continuation). */
    BROWSE,
    /** Anything else: nothing to compare. */
    OTHER
  }

  static Shape shape(UpstreamRequest request) {
    JsonNode body = request.body();
    if (body == null) {
      return Shape.OTHER;
    }
    String query = request.url().getRawQuery() == null ? "" : request.url().getRawQuery();
    boolean filtered = query.contains("$fields=") || query.contains("%24fields=");
    return switch (request.endpoint()) {
      case "reel_item_watch" ->
          query.contains("fields=playerResponse") ? Shape.WRAPPED_PLAYER : Shape.OTHER;
      case "player" -> filtered ? Shape.MICROFORMAT : Shape.PLAYER;
      case "next" -> body.path("videoId").isString() ? Shape.WATCH_PAGE : Shape.OTHER;
      case "browse" -> body.path("browseId").isString() ? Shape.BROWSE : Shape.OTHER;
      default -> Shape.OTHER;
    };
  }

  /**
   * Whether a player answer holds nothing to judge: {@code {}}, no {@code playerResponse}, no
   * playability status (mobile clients), or neither microformat nor videoDetails (the filtered WEB
   * answer, which carries no status). Bot walls look like this, and so do some unknown videos; only
   * another client's definite answer tells them apart.
   */
  static boolean isEmptyPlayer(UpstreamRequest request, JsonNode answer) {
    return switch (shape(request)) {
      case WRAPPED_PLAYER -> !answer.path("playerResponse").path("playabilityStatus").isObject();
      case PLAYER -> !answer.path("playabilityStatus").isObject();
      case MICROFORMAT ->
          answer.path("microformat").isMissingNode() && answer.path("videoDetails").isMissingNode();
      default -> false;
    };
  }

  /**
   * What the answer is about when that differs from what the request asked for ("video X"), else
   * empty.
   */
  static Optional<String> mismatch(UpstreamRequest request, JsonNode answer) {
    JsonNode body = request.body();
    return switch (shape(request)) {
      case WRAPPED_PLAYER ->
          differs(
              "video",
              body.path("playerRequest").path("videoId"),
              answer.path("playerResponse").path("videoDetails").path("videoId"));
      case PLAYER, MICROFORMAT ->
          differs("video", body.path("videoId"), answer.path("videoDetails").path("videoId"));
      case WATCH_PAGE ->
          differs(
              "video",
              body.path("videoId"),
              answer.path("currentVideoEndpoint").path("watchEndpoint").path("videoId"));
      case BROWSE -> browseMismatch(body.path("browseId").asString(""), answer);
      case OTHER -> Optional.empty();
    };
  }

  private static Optional<String> differs(String what, JsonNode asked, JsonNode answered) {
    if (!answered.isString() || !asked.isString()) {
      return Optional.empty();
    }
    return answered.stringValue().equals(asked.stringValue())
        ? Optional.empty()
        : Optional.of(what + " " + answered.stringValue());
  }

  /** A channel page names its channel; a playlist page ({@code VL…}) its playlist. */
  private static Optional<String> browseMismatch(String browseId, JsonNode answer) {
    if (browseId.startsWith("UC")) {
      return channelOf(answer)
          .filter(channel -> !channel.equals(browseId))
          .map(channel -> "channel " + channel);
    }
    if (browseId.startsWith("VL")) {
      String playlist = browseId.substring(2);
      return playlistOf(answer)
          .filter(answered -> !answered.equals(playlist))
          .map(answered -> "playlist " + answered);
    }
    return Optional.empty();
  }

  private static Optional<String> channelOf(JsonNode answer) {
    JsonNode external = answer.path("metadata").path("channelMetadataRenderer").path("externalId");
    if (external.isString()) {
      return Optional.of(external.stringValue());
    }
    // Older headers (c4TabbedHeaderRenderer, also on terminated channels) carry the ID.
    for (JsonNode header : answer.path("header")) {
      if (header.path("channelId").isString()) {
        return Optional.of(header.path("channelId").stringValue());
      }
    }
    return afterMarker(canonicalUrl(answer), "/channel/");
  }

  private static Optional<String> playlistOf(JsonNode answer) {
    JsonNode id = answer.path("header").path("playlistHeaderRenderer").path("playlistId");
    if (id.isString()) {
      return Optional.of(id.stringValue());
    }
    return afterMarker(canonicalUrl(answer), "list=");
  }

  private static String canonicalUrl(JsonNode answer) {
    return answer
        .path("microformat")
        .path("microformatDataRenderer")
        .path("urlCanonical")
        .asString("");
  }

  /** The ID after {@code marker} in a URL, up to the next separator. */
  private static Optional<String> afterMarker(String url, String marker) {
    int at = url.indexOf(marker);
    if (at < 0) {
      return Optional.empty();
    }
    String rest = url.substring(at + marker.length());
    int end = 0;
    while (end < rest.length() && "/?&#".indexOf(rest.charAt(end)) < 0) {
      end++;
    }
    return end == 0 ? Optional.empty() : Optional.of(rest.substring(0, end));
  }
}
