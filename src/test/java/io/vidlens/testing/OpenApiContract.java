package io.vidlens.testing;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The OpenAPI document of the service, assembled as the server assembles it ({@link
 * OpenApiDocument}), as a test oracle: finds the response schema for a method, path and status, and
 * validates a body against it (JSON Schema 2020-12, OpenAPI 3.1's dialect).
 */
public final class OpenApiContract {

  private static final String BASE = "https://vidlens.test/openapi.json";
  private static final OpenApiContract INSTANCE = load();
  private static final OpenApiContract STRICT = new OpenApiContract(closed(INSTANCE.document));

  private final JsonNode document;
  private final SchemaRegistry registry;
  private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

  private OpenApiContract(JsonNode document) {
    this.document = document;
    String json = JsonMapper.builder().build().writeValueAsString(document);
    this.registry =
        SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12, b -> b.schemas(Map.of(BASE, json)));
  }

  public static OpenApiContract get() {
    return INSTANCE;
  }

  /**
   * The document read as saying exactly what is answered: an object schema that lists its
   * properties (and says nothing of others) allows no other property. The served document stays
   * open for clients (additive fields are fine for them); the service's own answers must not carry
   * a field the document does not name.
   */
  public static OpenApiContract strict() {
    return STRICT;
  }

  private static JsonNode closed(JsonNode document) {
    JsonNode copy = document.deepCopy();
    close(copy);
    return copy;
  }

  private static void close(JsonNode node) {
    if (node instanceof ObjectNode object) {
      if (object.path("properties").isObject()
          && !object.has("additionalProperties")
          && !object.has("unevaluatedProperties")) {
        object.put("unevaluatedProperties", false);
      }
      for (String name : object.propertyNames()) {
        close(object.get(name));
      }
    } else if (node instanceof ArrayNode array) {
      array.forEach(OpenApiContract::close);
    }
  }

  /** The document as the server serves it: its source with the operations put in. */
  private static OpenApiContract load() {
    return new OpenApiContract(OpenApiDocument.assemble(List.of(Operation.values())).tree());
  }

  public JsonNode document() {
    return document;
  }

  /** The path template of the document that {@code path} falls under, if any. */
  public Optional<String> templateFor(String path) {
    for (String template : document.get("paths").propertyNames()) {
      String regex = "\\Q" + template.replaceAll("\\{[^}]+}", "\\\\E[^/]+\\\\Q") + "\\E";
      if (Pattern.matches(regex, path)) {
        return Optional.of(template);
      }
    }
    return Optional.empty();
  }

  /**
   * Validation errors of {@code body} as the answer {@code status} of {@code method path}; an
   * answer the document does not describe at all is an error too.
   */
  public List<String> validate(String method, String path, int status, JsonNode body) {
    String template =
        templateFor(path)
            .orElseThrow(() -> new AssertionError("Path not in the contract: " + path));
    String op = method.toLowerCase(Locale.ROOT);
    JsonNode responses = document.path("paths").path(template).path(op).path("responses");
    if (responses.isMissingNode()) {
      // A method the path does not have: only an error (405) in the envelope is acceptable.
      return status >= 400
          ? errorsOf("/components/schemas/Error", body)
          : List.of("Operation " + method + " " + template + " not in the contract");
    }
    String key = responses.has(Integer.toString(status)) ? Integer.toString(status) : "default";
    if (!responses.has(key)) {
      return List.of("Status " + status + " not described for " + method + " " + template);
    }
    String pointer = "/paths/" + escape(template) + "/" + op + "/responses/" + key;
    JsonNode response = responses.get(key);
    if (response.has("$ref")) {
      pointer = response.get("$ref").asString().substring(1);
      response = document.at(pointer);
    }
    if (!response.path("content").has("application/json")) {
      return body == null ? List.of() : List.of("No JSON body described for " + status);
    }
    return errorsOf(pointer + "/content/application~1json/schema", body);
  }

  private List<String> errorsOf(String pointer, JsonNode body) {
    if (body == null) {
      return List.of("No JSON body at all (expected one matching " + pointer + ")");
    }
    Schema schema =
        schemas.computeIfAbsent(
            pointer, p -> registry.getSchema(SchemaLocation.of(BASE + "#" + p)));
    List<String> messages = new ArrayList<>();
    for (Error error : schema.validate(body)) {
      messages.add(error.toString());
    }
    return messages;
  }

  private static String escape(String segment) {
    return segment.replace("~", "~0").replace("/", "~1");
  }
}
