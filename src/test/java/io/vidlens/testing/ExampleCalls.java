package io.vidlens.testing;

import io.vidlens.access.Operation;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;
import tools.jackson.databind.JsonNode;

/**
 * The operations' example calls, as the OpenAPI document names them ({@code x-examples} of each
 * operation): the one set of IDs the tests, the golden run and the API documentation use. {@code
 * recorded} is a call the recordings answer.
 */
public final class ExampleCalls {

  private ExampleCalls() {}

  /** One example call: its path (path parameters filled in) with its query, and its body. */
  public record Call(Operation operation, String pathAndQuery, String body) {

    /** Performs it with {@code client}. */
    public ApiClient.Answer ask(ApiClient client) {
      return body == null ? client.get(pathAndQuery) : client.post(pathAndQuery, body);
    }
  }

  /** The call the recordings answer. */
  public static Call recorded(Operation operation) {
    return call(operation, "recorded");
  }

  /** The named example call of the operation. */
  public static Call call(Operation operation, String name) {
    JsonNode example = example(operation, name);
    String path = operation.pathTemplate();
    StringJoiner query = new StringJoiner("&", "?", "").setEmptyValue("");
    for (var parameter : example.path("parameters").properties()) {
      String value = parameter.getValue().asString();
      String placeholder = "{" + parameter.getKey() + "}";
      if (path.contains(placeholder)) {
        path = path.replace(placeholder, URLEncoder.encode(value, StandardCharsets.UTF_8));
      } else {
        query.add(parameter.getKey() + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8));
      }
    }
    JsonNode body = example.get("body");
    return new Call(operation, path + query, body == null ? null : body.toString());
  }

  /** A parameter's (or body property's) value in the operation's recorded example call. */
  public static String value(Operation operation, String parameter) {
    JsonNode example = example(operation, "recorded");
    JsonNode value = example.path("parameters").path(parameter);
    if (value.isMissingNode()) {
      value = example.path("body").path(parameter);
    }
    if (!value.isString()) {
      throw new IllegalArgumentException(operation.id() + "'s example has no " + parameter);
    }
    return value.asString();
  }

  private static JsonNode example(Operation operation, String name) {
    JsonNode example =
        OpenApiContract.get()
            .document()
            .path("paths")
            .path(operation.pathTemplate())
            .path(operation.method().name().toLowerCase(java.util.Locale.ROOT))
            .path("x-examples")
            .path(name);
    if (example.isMissingNode()) {
      throw new IllegalArgumentException(operation.id() + " has no example call " + name);
    }
    return example;
  }
}
