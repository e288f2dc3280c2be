package io.vidlens.platform.parse;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A channel browse that answers only a redirect: no page ({@code contents}, {@code header}, {@code
 * metadata}), just {@code onResponseReceivedActions[].navigateAction.endpoint.browseEndpoint
 * .browseId} naming another channel (NewPipeExtractor's channel helper follows it; Invidious raises
 * ChannelRedirect).
 */
public final class ChannelRedirectParser {

  private ChannelRedirectParser() {}

  /**
   * The channel ID the answer redirects to; empty when the answer is a page, or leads elsewhere.
   */
  public static Optional<String> target(JsonNode root) {
    if (root == null || root.has("contents") || root.has("header") || root.has("metadata")) {
      return Optional.empty();
    }
    return Nodes.list(root, "onResponseReceivedActions").stream()
        .map(a -> Nodes.string(a, "navigateAction", "endpoint", "browseEndpoint", "browseId"))
        .filter(id -> id.matches("UC[A-Za-z0-9_-]{22}"))
        .findFirst();
  }
}
