package io.vidlens.platform.parse;

import tools.jackson.databind.JsonNode;

/** Finds the continuation token in the several places the platform puts one. */
final class Continuations {

  private Continuations() {}

  /**
   * The token of a {@code continuationItemRenderer} (endpoint or "show more" button), a command or
   * endpoint holding {@code continuationCommand}, or the older {@code nextContinuationData} /
   * {@code reloadContinuationData}; "" when there is none.
   */
  static String token(JsonNode node) {
    if (node == null || node.isMissingNode()) {
      return "";
    }
    JsonNode renderer =
        node.has("continuationItemRenderer") ? node.get("continuationItemRenderer") : node;
    return Nodes.firstNonBlank(
        Nodes.string(renderer, "continuationEndpoint", "continuationCommand", "token"),
        Nodes.string(
            renderer, "button", "buttonRenderer", "command", "continuationCommand", "token"),
        Nodes.string(renderer, "continuationCommand", "token"),
        Nodes.string(renderer, "innertubeCommand", "continuationCommand", "token"),
        Nodes.string(renderer, "nextContinuationData", "continuation"),
        Nodes.string(renderer, "reloadContinuationData", "continuation"));
  }

  /** The token of a comment thread's replies (the first item of its replies list), or "". */
  static String repliesToken(JsonNode thread) {
    return token(
        Nodes.list(thread, "commentThreadRenderer", "replies", "commentRepliesRenderer", "contents")
            .stream()
            .findFirst()
            .orElse(null));
  }
}
