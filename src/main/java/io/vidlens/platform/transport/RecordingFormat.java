package io.vidlens.platform.transport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads and writes the recording file format: {@code {request: {method, url, headers, body},
 * response: {status, contentType, body}, recordedWith: {languageCode, countryCode}}}. {@code
 * request.body} is the JSON sent (null for a GET); {@code response.body} is the exact text
 * answered.
 */
public class RecordingFormat {

  private final ObjectMapper mapper;

  public RecordingFormat(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  public String write(RecordedExchange exchange) {
    ObjectNode root = mapper.createObjectNode();
    ObjectNode request = root.putObject("request");
    request.put("method", exchange.request().method());
    request.put("url", exchange.request().url().toString());
    ObjectNode headers = request.putObject("headers");
    exchange.request().headers().forEach(headers::put);
    if (exchange.request().body() == null) {
      request.putNull("body");
    } else {
      request.set("body", exchange.request().body());
    }
    ObjectNode response = root.putObject("response");
    response.put("status", exchange.response().status());
    response.put("contentType", exchange.response().contentType());
    response.put("body", exchange.response().body());
    ObjectNode recordedWith = root.putObject("recordedWith");
    recordedWith.put("languageCode", exchange.languageCode());
    recordedWith.put("countryCode", exchange.countryCode());
    return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
  }

  /**
   * The exchange in a file, or empty when the file is JSON of another kind (a bare body, an index).
   */
  public Optional<RecordedExchange> read(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read recording " + file, e);
    }
    return parse(text);
  }

  public Optional<RecordedExchange> parse(String text) {
    JsonNode root;
    try {
      root = mapper.readTree(text);
    } catch (JacksonException e) {
      return Optional.empty();
    }
    JsonNode request = root.path("request");
    JsonNode response = root.path("response");
    if (!request.path("method").isString()
        || !request.path("url").isString()
        || !response.path("status").isNumber()) {
      return Optional.empty();
    }
    Map<String, String> headers = new LinkedHashMap<>();
    request
        .path("headers")
        .properties()
        .forEach(e -> headers.put(e.getKey(), e.getValue().asString()));
    JsonNode body = request.path("body");
    UpstreamRequest upstreamRequest =
        new UpstreamRequest(
            request.path("method").stringValue(),
            URI.create(request.path("url").stringValue()),
            headers,
            body.isObject() ? body : null);
    UpstreamResponse upstreamResponse =
        new UpstreamResponse(
            response.path("status").intValue(),
            textOrNull(response.path("contentType")),
            textOrNull(response.path("body")));
    JsonNode recordedWith = root.path("recordedWith");
    return Optional.of(
        new RecordedExchange(
            upstreamRequest,
            upstreamResponse,
            textOrNull(recordedWith.path("languageCode")),
            textOrNull(recordedWith.path("countryCode"))));
  }

  private static String textOrNull(JsonNode node) {
    return node.isString() ? node.stringValue() : null;
  }
}
