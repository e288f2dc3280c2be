package io.vidlens.mcp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tool's input schema (JSON Schema, an object of named arguments), written argument by argument
 * with what each means for a model. Unknown arguments are refused.
 */
final class InputSchema {

  static final String VIDEO_ID =
      "Video ID: 11 characters of letters, digits, '-' and '_' (the v= part of a watch URL, e.g."
          + " 'cV5TjZCJkuA').";
  static final String CHANNEL =
      "The channel: a channel ID ('UC' followed by 22 characters, e.g."
          + " 'UCsXVk37bltHxD1rDPwtNM8Q'), a handle such as '@kurzgesagt', or a channel URL.";
  static final String CHANNEL_ID =
      "Channel ID: 'UC' followed by 22 characters (e.g. 'UCsXVk37bltHxD1rDPwtNM8Q'); not a handle.";
  static final String LANG =
      "Preferred language code such as 'en', 'de' or 'pt-BR'. When the video has captions in that"
          + " language they are returned, otherwise its default language. Omit for the default.";
  static final String TOKEN =
      "Continuation token: the 'continuation' value of the previous page's answer. Omit for the"
          + " first page; an empty 'continuation' in an answer means there is no further page.";

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

  static Map<String, Object> string(String description) {
    return Map.of("type", "string", "minLength", 1, "description", description);
  }

  static Map<String, Object> enumeration(String description, String... values) {
    return Map.of("type", "string", "enum", List.of(values), "description", description);
  }

  static Map<String, Object> integer(String description, int minimum, int maximum) {
    return Map.of(
        "type", "integer", "minimum", minimum, "maximum", maximum, "description", description);
  }

  static Map<String, Object> number(String description, double exclusiveMinimum) {
    return Map.of(
        "type", "number", "exclusiveMinimum", exclusiveMinimum, "description", description);
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
