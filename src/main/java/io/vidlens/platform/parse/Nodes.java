package io.vidlens.platform.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.MissingNode;

/**
 * Null-safe reading of a JSON tree: every accessor answers an empty value (missing node, empty
 * string, empty list, {@code null} for an unknown scalar) instead of throwing, because the platform
 * drops and renames fields without notice.
 */
final class Nodes {

  private Nodes() {}

  /** The node at {@code path} (property names and array indexes), or a missing node. */
  static JsonNode at(JsonNode node, Object... path) {
    JsonNode current = node == null ? MissingNode.getInstance() : node;
    for (Object step : path) {
      if (step instanceof Integer index) {
        current = current.path(index);
      } else {
        current = current.path(String.valueOf(step));
      }
      if (current.isMissingNode()) {
        return current;
      }
    }
    return current;
  }

  /**
   * The object under {@code key} in the first of {@code wrappers} that has one (lists of renderers
   * wrap each in an object keyed by its kind), or a missing node.
   */
  static JsonNode firstUnder(List<JsonNode> wrappers, String key) {
    return wrappers.stream()
        .filter(w -> w.has(key))
        .map(w -> w.get(key))
        .findFirst()
        .orElse(MissingNode.getInstance());
  }

  /** The scalar at {@code path} as text; "" when it is missing, null or a container. */
  static String string(JsonNode node, Object... path) {
    JsonNode value = at(node, path);
    if (value.isString()) {
      return value.stringValue();
    }
    if (value.isNumber() || value.isBoolean()) {
      return value.asString();
    }
    return "";
  }

  /** A boolean, also from "true"/"false" strings; null when the platform did not say. */
  static Boolean bool(JsonNode node, Object... path) {
    JsonNode value = at(node, path);
    if (value.isBoolean()) {
      return value.booleanValue();
    }
    if (value.isString()) {
      String text = value.stringValue().trim();
      if (text.equalsIgnoreCase("true")) {
        return Boolean.TRUE;
      }
      if (text.equalsIgnoreCase("false")) {
        return Boolean.FALSE;
      }
    }
    return null;
  }

  /** An integer, also from a string of digits (the platform sends counts as strings); else null. */
  static Long number(JsonNode node, Object... path) {
    JsonNode value = at(node, path);
    if (value.isIntegralNumber() && value.canConvertToLong()) {
      return value.longValue();
    }
    if (value.isString()) {
      String text = value.stringValue().trim();
      if (!text.isEmpty() && text.length() < 19 && text.chars().allMatch(Character::isDigit)) {
        return Long.parseLong(text);
      }
    }
    return null;
  }

  /** The elements of the array at {@code path}; empty when it is not an array. */
  static List<JsonNode> list(JsonNode node, Object... path) {
    JsonNode value = at(node, path);
    if (!value.isArray()) {
      return List.of();
    }
    List<JsonNode> out = new ArrayList<>(value.size());
    value.forEach(out::add);
    return out;
  }

  /** The string elements of the array at {@code path}. */
  static List<String> strings(JsonNode node, Object... path) {
    return list(node, path).stream().filter(JsonNode::isString).map(JsonNode::stringValue).toList();
  }

  /** The object at {@code path}; empty when there is none or it is not an object. */
  static Optional<JsonNode> object(JsonNode node, Object... path) {
    return Optional.of(at(node, path)).filter(JsonNode::isObject);
  }

  /** Depth-first search for the first property named {@code key} anywhere below {@code root}. */
  static Optional<JsonNode> find(JsonNode root, String key) {
    return Optional.ofNullable(first(root, key));
  }

  /**
   * In document order, an object's own property before its children's; walks the children in place
   * (a copy of each object's values per step was a tenth of a watch page's parse, JFR).
   */
  private static JsonNode first(JsonNode node, String key) {
    if (node == null) {
      return null;
    }
    if (node.isObject()) {
      JsonNode hit = node.get(key);
      if (hit != null) {
        return hit;
      }
    } else if (!node.isArray()) {
      return null;
    }
    for (JsonNode child : node.values()) {
      JsonNode found = first(child, key);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  /** Every property named {@code key} anywhere below {@code root}, in document order. */
  static List<JsonNode> findAll(JsonNode root, String key) {
    List<JsonNode> out = new ArrayList<>();
    collect(root, key, out);
    return out;
  }

  private static void collect(JsonNode node, String key, List<JsonNode> out) {
    if (node == null) {
      return;
    }
    if (node.isObject()) {
      for (var entry : node.properties()) {
        if (entry.getKey().equals(key)) {
          out.add(entry.getValue());
        } else {
          collect(entry.getValue(), key, out);
        }
      }
    } else if (node.isArray()) {
      node.forEach(child -> collect(child, key, out));
    }
  }

  /**
   * The only (or first) property name of a wrapper object such as {@code {"videoRenderer": {}}}.
   */
  static String kind(JsonNode wrapper) {
    if (wrapper == null || !wrapper.isObject() || wrapper.isEmpty()) {
      return "";
    }
    return wrapper.propertyNames().iterator().next();
  }

  static String firstNonBlank(String... values) {
    for (String value : values) {
      if (value != null && !value.isBlank()) {
        return value;
      }
    }
    return "";
  }
}
