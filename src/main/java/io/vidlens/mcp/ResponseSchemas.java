package io.vidlens.mcp;

import io.vidlens.access.Operation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/**
 * A tool's output schema, read from the OpenAPI document: the JSON Schema (2020-12, the document's
 * dialect) of its operation's 200 answer, as the structured content carries it (an array under
 * {@code items}). The schemas it refers to come along under {@code $defs}, so each output schema
 * stands alone; extension keywords ({@code x-…}) stay behind.
 */
final class ResponseSchemas {

  private static final String COMPONENTS = "#/components/schemas/";
  private static final String DEFS = "#/$defs/";

  private final JsonNode document;

  ResponseSchemas(JsonNode document) {
    this.document = document;
  }

  /** The output schema of a tool that answers its operation's 200 answer. */
  Map<String, Object> outputOf(Operation operation) {
    return standalone(List.of(answerOf(operation)));
  }

  /** The output schema of a tool that answers either operation's 200 answer. */
  Map<String, Object> eitherOf(Operation first, Operation second) {
    return standalone(List.of(answerOf(first), answerOf(second)));
  }

  /** The 200 answer's schema as structured content: an object, an array under {@code items}. */
  private JsonNode answerOf(Operation operation) {
    JsonNode response =
        resolved(
            document
                .path("paths")
                .path(operation.pathTemplate())
                .path(operation.method().name().toLowerCase(Locale.ROOT))
                .path("responses")
                .path("200"));
    JsonNode schema = response.path("content").path("application/json").path("schema");
    if (schema.isMissingNode()) {
      throw new IllegalStateException(operation.id() + " documents no JSON answer");
    }
    return schema;
  }

  private Map<String, Object> standalone(List<JsonNode> answers) {
    Map<String, Object> defs = new TreeMap<>();
    Deque<String> pending = new ArrayDeque<>();
    List<Object> shapes = new ArrayList<>();
    for (JsonNode answer : answers) {
      Object shape = plain(answer, pending);
      if ("array".equals(resolved(answer).path("type").asString(""))) {
        shape =
            Map.of(
                "type",
                "object",
                "required",
                List.of("items"),
                "properties",
                Map.of("items", shape),
                "additionalProperties",
                false);
      }
      shapes.add(shape);
    }
    while (!pending.isEmpty()) {
      String name = pending.pop();
      if (!defs.containsKey(name)) {
        defs.put(name, plain(document.path("components").path("schemas").path(name), pending));
      }
    }
    Map<String, Object> schema = new LinkedHashMap<>();
    if (shapes.size() == 1 && shapes.getFirst() instanceof Map<?, ?> only) {
      only.forEach((key, value) -> schema.put((String) key, value));
    } else {
      schema.put("anyOf", shapes);
    }
    // Structured content is an object; a $ref alone at the top would not say so.
    schema.putIfAbsent("type", "object");
    if (!defs.isEmpty()) {
      schema.put("$defs", defs);
    }
    return Collections.unmodifiableMap(schema);
  }

  /** The schema as plain Java data, its references pointing into {@code $defs}. */
  private static Object plain(JsonNode node, Deque<String> pending) {
    if (node.isObject()) {
      Map<String, Object> map = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> entry : node.properties()) {
        String key = entry.getKey();
        if (key.startsWith("x-")) {
          continue;
        }
        if ("$ref".equals(key) && entry.getValue().asString("").startsWith(COMPONENTS)) {
          String name = entry.getValue().asString().substring(COMPONENTS.length());
          pending.push(name);
          map.put(key, DEFS + name);
        } else {
          map.put(key, plain(entry.getValue(), pending));
        }
      }
      return map;
    }
    if (node.isArray()) {
      List<Object> list = new ArrayList<>();
      node.forEach(item -> list.add(plain(item, pending)));
      return list;
    }
    if (node.isIntegralNumber()) {
      return node.asLong();
    }
    if (node.isNumber()) {
      return node.asDouble();
    }
    if (node.isBoolean()) {
      return node.asBoolean();
    }
    return node.isNull() ? null : node.asString();
  }

  private JsonNode resolved(JsonNode node) {
    JsonNode current = node;
    while (current.has("$ref")) {
      current = document.at(current.path("$ref").asString().substring(1));
    }
    return current;
  }
}
