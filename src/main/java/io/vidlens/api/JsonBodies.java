package io.vidlens.api;

import tools.jackson.databind.JsonNode;

/** Reading the fields of a JSON request body with the service's 400 messages. */
public final class JsonBodies {

  private JsonBodies() {}

  /** The body as an object; 400 when it is missing or is not a JSON object. */
  public static JsonNode requireObject(JsonNode body) {
    if (body == null || body.isMissingNode() || body.isNull()) {
      throw ApiException.badRequest("Bad Request", "A JSON object body is required.");
    }
    if (!body.isObject()) {
      throw ApiException.badRequest("Bad Request", "The request body must be a JSON object.");
    }
    return body;
  }

  /** A string field, or null when absent or JSON null; 400 when present with another type. */
  public static String optionalString(JsonNode body, String field) {
    JsonNode value = body.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isString()) {
      throw ApiException.badRequest("Bad Request", "Field '" + field + "' must be a string.");
    }
    return value.asString();
  }
}
