package io.vidlens.platform.parse;

import io.vidlens.model.Thumbnail;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Reads image lists: {@code {thumbnails: [...]}} (renderers) and {@code {sources: [...]}} (view
 * models).
 */
final class Thumbnails {

  private Thumbnails() {}

  static List<Thumbnail> of(JsonNode node, Object... path) {
    JsonNode holder = Nodes.at(node, path);
    List<JsonNode> items =
        holder.isArray()
            ? Nodes.list(holder)
            : holder.has("thumbnails")
                ? Nodes.list(holder, "thumbnails")
                : Nodes.list(holder, "sources");
    return items.stream()
        .filter(item -> !Nodes.string(item, "url").isEmpty())
        .map(
            item ->
                new Thumbnail(
                    absolute(Nodes.string(item, "url")), size(item, "width"), size(item, "height")))
        .toList();
  }

  // Quirk: some avatars come protocol-relative ("//yt3.googleusercontent.com/...").
  static String absolute(String url) {
    return url.startsWith("//") ? "https:" + url : url;
  }

  private static Integer size(JsonNode item, String field) {
    Long value = Nodes.number(item, field);
    return value == null ? null : value.intValue();
  }
}
