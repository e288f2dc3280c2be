package io.vidlens.mcp;

import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * The arguments of the operations as the served OpenAPI document describes them: a tool's input
 * schema is made of its operation's query parameters or request-body properties, with their types,
 * bounds, examples and descriptions, so the MCP tools and the HTTP API are described once. Every
 * string argument of a tool must be non-empty (an empty one is refused before any operation). An
 * object argument (Update Watchlist's {@code alerts}) carries its properties' schemas as well.
 */
@Component
class OperationArguments {

  /** The keywords of a parameter's schema that a tool's argument carries. */
  private static final Set<String> CARRIED =
      Set.of(
          "type",
          "minimum",
          "maximum",
          "exclusiveMinimum",
          "exclusiveMaximum",
          "minLength",
          "maxLength",
          "enum",
          "examples",
          "properties");

  private final JsonNode document;
  private final ResponseSchemas responses;

  OperationArguments(OpenApiDocument document) {
    this.document = document.tree();
    this.responses = new ResponseSchemas(this.document);
  }

  /** The schema of the operation's 200 answer as a tool's structured content. */
  Map<String, Object> outputOf(Operation operation) {
    return responses.outputOf(operation);
  }

  /** The schema of either operation's 200 answer as a tool's structured content. */
  Map<String, Object> eitherOf(Operation first, Operation second) {
    return responses.eitherOf(first, second);
  }

  /** The input schema of a tool whose arguments are all its operation's. */
  InputSchema inputOf(Operation operation, List<ToolArgument> arguments) {
    InputSchema input = InputSchema.object();
    for (ToolArgument argument : arguments) {
      Map<String, Object> property = schemaOf(operation, argument);
      if (argument.requiredByTool() || required(operation, argument.wireName())) {
        input.required(argument.name(), property);
      } else {
        input.optional(argument.name(), property);
      }
    }
    return input;
  }

  /** The argument's schema: the operation's, narrowed by the tool, with its description. */
  Map<String, Object> schemaOf(Operation operation, ToolArgument argument) {
    Described described =
        wireArgument(operation, argument.wireName())
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        operation.id() + " has no parameter " + argument.wireName()));
    Map<String, Object> schema = new LinkedHashMap<>();
    described
        .schema()
        .properties()
        .forEach(
            entry -> {
              if (CARRIED.contains(entry.getKey())) {
                schema.put(entry.getKey(), plain(entry.getValue()));
              }
            });
    if ("string".equals(schema.get("type"))) {
      schema.merge("minLength", 1, (declared, one) -> declared);
    }
    if (argument.examplesAsEnum()) {
      schema.put("enum", schema.remove("examples"));
    }
    schema.putAll(argument.narrowing());
    schema.put("description", described.description());
    return schema;
  }

  /** Whether the operation requires the parameter or body property (in every alternative body). */
  boolean required(Operation operation, String wireName) {
    for (JsonNode parameter : parameters(operation)) {
      if (wireName.equals(parameter.path("name").asString(""))) {
        return parameter.path("required").asBoolean(false);
      }
    }
    List<JsonNode> bodies = bodySchemas(operation);
    return !bodies.isEmpty()
        && bodies.stream()
            .allMatch(
                body -> {
                  for (JsonNode name : body.path("required")) {
                    if (wireName.equals(name.asString(""))) {
                      return true;
                    }
                  }
                  return false;
                });
  }

  /** The query or path parameter, or else the body property, named {@code wireName}. */
  Optional<Described> wireArgument(Operation operation, String wireName) {
    for (JsonNode parameter : parameters(operation)) {
      if (wireName.equals(parameter.path("name").asString(""))) {
        return Optional.of(
            new Described(resolved(parameter.path("schema")), text(parameter.path("description"))));
      }
    }
    for (JsonNode body : bodySchemas(operation)) {
      JsonNode property = body.path("properties").path(wireName);
      if (!property.isMissingNode()) {
        return Optional.of(new Described(resolved(property), text(property.path("description"))));
      }
    }
    return Optional.empty();
  }

  /** The names of the operation's parameters (query and path) and body properties. */
  List<String> wireNames(Operation operation) {
    List<String> names = new ArrayList<>();
    parameters(operation).forEach(parameter -> names.add(parameter.path("name").asString()));
    bodySchemas(operation).forEach(body -> names.addAll(body.path("properties").propertyNames()));
    return names;
  }

  List<JsonNode> parameters(Operation operation) {
    List<JsonNode> parameters = new ArrayList<>();
    operationNode(operation).path("parameters").forEach(p -> parameters.add(resolved(p)));
    return parameters;
  }

  /** The request body's object schemas: the schema itself, or each of its alternatives. */
  private List<JsonNode> bodySchemas(Operation operation) {
    JsonNode body = resolved(operationNode(operation).path("requestBody"));
    JsonNode schema = resolved(body.path("content").path("application/json").path("schema"));
    if (schema.isMissingNode()) {
      return List.of();
    }
    List<JsonNode> schemas = new ArrayList<>();
    if (schema.has("oneOf")) {
      schema.path("oneOf").forEach(alternative -> schemas.add(resolved(alternative)));
    } else {
      schemas.add(schema);
    }
    return schemas;
  }

  private JsonNode operationNode(Operation operation) {
    return document
        .path("paths")
        .path(operation.pathTemplate())
        .path(operation.method().name().toLowerCase(Locale.ROOT));
  }

  /** The node a {@code $ref} within the document points at, or the node itself. */
  private JsonNode resolved(JsonNode node) {
    JsonNode current = node;
    while (current.has("$ref")) {
      current = document.at(current.path("$ref").asString().substring(1));
    }
    return current;
  }

  private static String text(JsonNode description) {
    return description.asString("").strip().replaceAll("\\s*\n\\s*", " ");
  }

  /**
   * A schema value as plain Java data (strings, numbers, lists, maps) for the SDK's tool schema; a
   * reference within it is replaced by what it points at, since the tool's schema stands alone.
   */
  private Object plain(JsonNode node) {
    JsonNode value = resolved(node);
    if (value.isObject()) {
      Map<String, Object> values = new LinkedHashMap<>();
      value.properties().forEach(entry -> values.put(entry.getKey(), plain(entry.getValue())));
      return values;
    }
    if (value.isArray()) {
      List<Object> values = new ArrayList<>();
      value.forEach(v -> values.add(plain(v)));
      return List.copyOf(values);
    }
    if (value.isIntegralNumber()) {
      return value.asLong() == value.asInt() ? (Object) value.asInt() : (Object) value.asLong();
    }
    if (value.isNumber()) {
      return value.asDouble();
    }
    if (value.isBoolean()) {
      return value.asBoolean();
    }
    return value.asString();
  }

  /** A parameter's or property's schema and its description. */
  record Described(JsonNode schema, String description) {}
}
