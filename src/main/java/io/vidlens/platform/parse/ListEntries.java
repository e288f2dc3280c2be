package io.vidlens.platform.parse;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Unwraps the containers the platform nests list entries in (rich grid items and sections, shelves,
 * grids, item sections, playlist video lists) down to the entries themselves and the continuation
 * items.
 */
final class ListEntries {

  private ListEntries() {}

  static List<JsonNode> flatten(List<JsonNode> items) {
    List<JsonNode> out = new ArrayList<>();
    items.forEach(item -> add(item, out, 0));
    return out;
  }

  private static void add(JsonNode item, List<JsonNode> out, int depth) {
    if (depth > 8) {
      return;
    }
    String kind = Nodes.kind(item);
    JsonNode body = item.path(kind);
    List<JsonNode> children =
        switch (kind) {
          case "richItemRenderer" -> List.of(Nodes.at(body, "content"));
          case "richSectionRenderer" -> List.of(Nodes.at(body, "content"));
          case "richShelfRenderer",
              "itemSectionRenderer",
              "playlistVideoListRenderer",
              "sectionListRenderer" ->
              Nodes.list(body, "contents");
          case "gridRenderer",
              "reelShelfRenderer",
              "horizontalListRenderer",
              "expandedShelfContentsRenderer",
              "verticalListRenderer" ->
              Nodes.list(body, "items");
          case "shelfRenderer" -> List.of(Nodes.at(body, "content"));
          default -> null;
        };
    if (children == null) {
      out.add(item);
      return;
    }
    children.stream().filter(JsonNode::isObject).forEach(child -> add(child, out, depth + 1));
  }
}
