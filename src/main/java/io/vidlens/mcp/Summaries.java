package io.vidlens.mcp;

import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The summary of an answer, which a tool gives unless asked for {@code detail: "full"}: the same
 * JSON with what makes answers long and a model seldom reads cut back. Every image list (a list of
 * sizes of one image, each with url, width and height) keeps only its largest size; a {@code
 * description} longer than {@value #DESCRIPTION_LENGTH} characters is cut there, marked with "…";
 * {@code keywords} and {@code tags} keep their first {@value #LIST_LENGTH}. Nothing else changes:
 * no item of a page, no count, no ID, so the summary still has the shape the output schema
 * describes. A pure function of the answer.
 */
final class Summaries {

  static final int DESCRIPTION_LENGTH = 300;
  static final int LIST_LENGTH = 10;
  private static final Set<String> SHORTENED_LISTS = Set.of("keywords", "tags");

  private Summaries() {}

  /** A trimmed copy of the answer; the answer itself is left as it is. */
  static JsonNode of(JsonNode answer) {
    if (answer == null) {
      return null;
    }
    JsonNode copy = answer.deepCopy();
    trim(copy);
    return copy;
  }

  private static void trim(JsonNode node) {
    if (node instanceof ObjectNode object) {
      for (String name : object.propertyNames()) {
        JsonNode value = object.get(name);
        if (value.isArray() && isImageList(value)) {
          object.set(name, object.arrayNode().add(largest(value)));
        } else if (value.isString() && "description".equals(name)) {
          object.put(name, shortened(value.asString()));
        } else if (value.isArray() && SHORTENED_LISTS.contains(name)) {
          object.set(name, firstOf((ArrayNode) value));
        } else {
          trim(value);
        }
      }
    } else if (node instanceof ArrayNode array) {
      array.forEach(Summaries::trim);
    }
  }

  /** Two or more sizes of one image: objects with a url and a width. */
  private static boolean isImageList(JsonNode list) {
    if (list.size() < 2) {
      return false;
    }
    for (JsonNode item : list) {
      if (!item.isObject() || !item.has("url") || !item.path("width").isNumber()) {
        return false;
      }
    }
    return true;
  }

  private static JsonNode largest(JsonNode sizes) {
    JsonNode largest = sizes.get(0);
    for (JsonNode size : sizes) {
      if (size.path("width").asLong() > largest.path("width").asLong()) {
        largest = size;
      }
    }
    return largest;
  }

  private static String shortened(String text) {
    if (text.length() <= DESCRIPTION_LENGTH) {
      return text;
    }
    int end = DESCRIPTION_LENGTH;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--; // never half a character
    }
    return text.substring(0, end).stripTrailing() + "…";
  }

  private static ArrayNode firstOf(ArrayNode list) {
    ArrayNode first = list.arrayNode();
    for (int i = 0; i < Math.min(LIST_LENGTH, list.size()); i++) {
      first.add(list.get(i));
    }
    return first;
  }
}
