package io.vidlens.mcp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tool's input schema (JSON Schema, an object of named arguments). The arguments of an operation
 * come from the OpenAPI document ({@link OperationArguments}); a tool's own (how long to wait) are
 * written here. Unknown arguments are refused.
 */
final class InputSchema {

  private final Map<String, Object> properties = new LinkedHashMap<>();
  private final List<String> required = new ArrayList<>();

  static InputSchema object() {
    return new InputSchema();
  }

  InputSchema required(String name, Map<String, Object> property) {
    required.add(name);
    return optional(name, property);
  }

  InputSchema optional(String name, Map<String, Object> property) {
    properties.put(name, property);
    return this;
  }

  static Map<String, Object> integer(String description, int minimum, int maximum) {
    return Map.of(
        "type", "integer", "minimum", minimum, "maximum", maximum, "description", description);
  }

  /** The arguments' names, in the order they were declared. */
  List<String> names() {
    return List.copyOf(properties.keySet());
  }

  Map<String, Object> build() {
    Map<String, Object> schema = new LinkedHashMap<>();
    schema.put("type", "object");
    schema.put("properties", Collections.unmodifiableMap(new LinkedHashMap<>(properties)));
    if (!required.isEmpty()) {
      schema.put("required", List.copyOf(required));
    }
    schema.put("additionalProperties", false);
    return Collections.unmodifiableMap(schema);
  }
}
