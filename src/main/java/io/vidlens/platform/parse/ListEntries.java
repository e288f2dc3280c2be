package io.vidlens.platform.parse;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Unwraps the containers the platform nests list entries in (rich grid items and sections, shelves,
 * grids, item sections, playlist video lists) down to the entries themselves and the continuation
 * items, keeping where each stood in the answer so that an entry left out can be reported with its
 * JSON path.
 */
final class ListEntries {

  private ListEntries() {}

  /** One list entry (a wrapper such as {@code {"videoRenderer": {…}}}) and its JSON path. */
  record Entry(JsonNode node, String path) {

    String kind() {
      return Nodes.kind(node);
    }
  }

  /** The elements of the array at {@code path} below {@code node}, which stands at {@code base}. */
  static List<Entry> list(JsonNode node, String base, Object... path) {
    String arrayPath = path(base, path);
    List<JsonNode> elements = Nodes.list(node, path);
    List<Entry> out = new ArrayList<>(elements.size());
    for (int i = 0; i < elements.size(); i++) {
      out.add(new Entry(elements.get(i), arrayPath + "[" + i + "]"));
    }
    return out;
  }

  /** {@code base} followed by {@code steps} (property names, array indexes) as a JSON path. */
  static String path(String base, Object... steps) {
    StringBuilder out = new StringBuilder(base);
    for (Object step : steps) {
      if (step instanceof Integer index) {
        out.append('[').append(index).append(']');
      } else {
        out.append(out.isEmpty() ? "" : ".").append(step);
      }
    }
    return out.toString();
  }

  static List<Entry> flatten(List<Entry> items) {
    List<Entry> out = new ArrayList<>();
    items.forEach(item -> add(item, out, 0));
    return out;
  }

  private static void add(Entry item, List<Entry> out, int depth) {
    if (depth > 8) {
      return;
    }
    String kind = item.kind();
    JsonNode body = item.node().path(kind);
    String at = path(item.path(), kind);
    List<Entry> children =
        switch (kind) {
          case "richItemRenderer", "richSectionRenderer", "shelfRenderer" ->
              List.of(new Entry(Nodes.at(body, "content"), path(at, "content")));
          case "richShelfRenderer",
              "itemSectionRenderer",
              "playlistVideoListRenderer",
              "sectionListRenderer" ->
              list(body, at, "contents");
          case "gridRenderer",
              "reelShelfRenderer",
              "horizontalListRenderer",
              "expandedShelfContentsRenderer",
              "verticalListRenderer" ->
              list(body, at, "items");
          default -> null;
        };
    if (children == null) {
      out.add(item);
      return;
    }
    children.stream()
        .filter(child -> child.node().isObject())
        .forEach(child -> add(child, out, depth + 1));
  }
}
