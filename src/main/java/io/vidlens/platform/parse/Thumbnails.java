package io.vidlens.platform.parse;

import io.vidlens.model.Thumbnail;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Reads image lists: {@code {thumbnails: [...]}} (renderers) and {@code {sources: [...]}} (view
 * models). The platform leaves the size out of some avatars; it is then read from the URL's own
 * size directive ({@code =s88}, {@code =w120-h90}), which is what the image server will send. A
 * size neither states stays null.
 */
final class Thumbnails {

  private static final Pattern SQUARE = Pattern.compile("=s(\\d{1,5})(?:[-?]|$)");
  private static final Pattern SIZED = Pattern.compile("=w(\\d{1,5})-h(\\d{1,5})(?:[-?]|$)");

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
                sized(
                    absolute(Nodes.string(item, "url")), size(item, "width"), size(item, "height")))
        .toList();
  }

  /**
   * An image with the size the platform stated, or, when it stated no whole size, the one the URL's
   * size directive names; null width and height when neither says.
   */
  static Thumbnail sized(String url, Integer width, Integer height) {
    if (width != null && height != null) {
      return new Thumbnail(url, width, height);
    }
    Matcher sized = SIZED.matcher(url);
    if (sized.find()) {
      return new Thumbnail(url, Integer.parseInt(sized.group(1)), Integer.parseInt(sized.group(2)));
    }
    Matcher square = SQUARE.matcher(url);
    if (square.find()) {
      int side = Integer.parseInt(square.group(1));
      return new Thumbnail(url, side, side);
    }
    return new Thumbnail(url, width, height);
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
