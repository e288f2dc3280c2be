package io.vidlens.mcp;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Answers of two calls made a moment apart, made comparable: a continuation token carries the
 * second it was issued, so two tokens for the same page differ; only whether there is one counts.
 */
final class ComparableAnswers {

  private ComparableAnswers() {}

  static JsonNode comparable(JsonNode answer) {
    if (answer == null) {
      return null;
    }
    JsonNode copy = answer.deepCopy();
    for (JsonNode parent : copy.findParents("continuation")) {
      String token = parent.path("continuation").asString("");
      ((ObjectNode) parent).put("continuation", token.isEmpty() ? "" : "(a token)");
    }
    return copy;
  }
}
