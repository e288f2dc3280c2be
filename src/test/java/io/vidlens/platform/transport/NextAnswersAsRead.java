package io.vidlens.platform.transport;

import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the client's tree of a {@code next} answer should be, built the slow way from the full tree:
 * a copy less the parts {@link WatchPageFilter} leaves out. Tests compare what the client reads
 * against it.
 */
public final class NextAnswersAsRead {

  private NextAnswersAsRead() {}

  public static JsonNode of(JsonNode full) {
    JsonNode copy = full.deepCopy();
    if (copy instanceof ObjectNode root) {
      WatchPageFilter.LEFT_OUT_AT_ROOT.forEach(root::remove);
      if (root.path("contents").path("twoColumnWatchNextResults") instanceof ObjectNode columns) {
        removeEverywhere(columns.path(WatchPageFilter.RELATED), WatchPageFilter.RELATED_LEFT_OUT);
      }
    }
    removeEverywhere(copy);
    return copy;
  }

  private static void removeEverywhere(JsonNode node) {
    removeEverywhere(node, WatchPageFilter.LEFT_OUT_ANYWHERE);
  }

  private static void removeEverywhere(JsonNode node, Set<String> names) {
    if (node instanceof ObjectNode object) {
      names.forEach(object::remove);
      object.values().forEach(child -> removeEverywhere(child, names));
    } else if (node instanceof ArrayNode array) {
      array.values().forEach(child -> removeEverywhere(child, names));
    }
  }
}
