package io.vidlens.platform.parse;

import io.vidlens.model.ResolvedUrl;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Parses {@code navigation/resolve_url}. An unknown handle answers HTTP 404 with an error body:
 * that, and any answer without an endpoint, is an empty result.
 */
public final class ResolveUrlParser {

  private ResolveUrlParser() {}

  public static Optional<ResolvedUrl> parse(JsonNode root) {
    JsonNode endpoint = Nodes.at(root, "endpoint");
    if (!endpoint.isObject() || PlatformError.of(root).isPresent()) {
      return Optional.empty();
    }
    ResolvedUrl resolved =
        new ResolvedUrl(
            Nodes.string(endpoint, "browseEndpoint", "browseId"),
            Nodes.string(endpoint, "browseEndpoint", "params"),
            Nodes.firstNonBlank(
                Nodes.string(endpoint, "watchEndpoint", "videoId"),
                Nodes.string(endpoint, "reelWatchEndpoint", "videoId")),
            Nodes.string(endpoint, "commandMetadata", "webCommandMetadata", "webPageType"));
    return resolved.browseId().isEmpty() && resolved.videoId().isEmpty()
        ? Optional.empty()
        : Optional.of(resolved);
  }
}
