package io.vidlens.platform.parse;

import java.util.HashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The entity store of a comments answer: {@code frameworkUpdates.entityBatchUpdate.mutations[]},
 * each a payload under its {@code entityKey}. Comment view models only hold keys into it ({@code
 * commentKey}, {@code toolbarStateKey}); the text, author and counts live here.
 */
final class CommentEntities {

  private final Map<String, JsonNode> byKey = new HashMap<>();

  CommentEntities(JsonNode root) {
    for (JsonNode mutation :
        Nodes.list(root, "frameworkUpdates", "entityBatchUpdate", "mutations")) {
      JsonNode payload = Nodes.at(mutation, "payload");
      String kind = Nodes.kind(payload);
      if (kind.isEmpty()) {
        continue;
      }
      JsonNode body = payload.get(kind);
      String key =
          Nodes.firstNonBlank(Nodes.string(mutation, "entityKey"), Nodes.string(body, "key"));
      byKey.put(key, body);
    }
  }

  JsonNode get(String key) {
    return key == null || key.isEmpty() ? Nodes.at(null) : byKey.getOrDefault(key, Nodes.at(null));
  }
}
