package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.api.JsonBodies;
import io.vidlens.radar.api.AlertChange;
import tools.jackson.databind.JsonNode;

/**
 * The {@code alerts} object of Update Watchlist's body: {@code webhookUrl} and {@code email}
 * (strings; null or "" clears one), {@code enabled} and {@code rotateSecret} (booleans), each
 * optional.
 */
final class AlertInput {

  private AlertInput() {}

  /** The change asked for; null when the body has no {@code alerts}. */
  static AlertChange change(JsonNode body) {
    JsonNode alerts = body.get("alerts");
    if (alerts == null) {
      return null;
    }
    if (!alerts.isObject()) {
      throw ApiException.badRequest("Invalid alert settings", "Field 'alerts' must be an object.");
    }
    return new AlertChange(
        clearable(alerts, "webhookUrl"),
        clearable(alerts, "email"),
        flag(alerts, "enabled"),
        Boolean.TRUE.equals(flag(alerts, "rotateSecret")));
  }

  /** A string field: absent null (unchanged), JSON null "" (cleared). */
  private static String clearable(JsonNode alerts, String field) {
    JsonNode value = alerts.get(field);
    if (value == null) {
      return null;
    }
    return value.isNull() ? "" : JsonBodies.optionalString(alerts, field);
  }

  private static Boolean flag(JsonNode alerts, String field) {
    JsonNode value = alerts.get(field);
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isBoolean()) {
      throw ApiException.badRequest(
          "Invalid alert settings", "Field '" + field + "' must be true or false.");
    }
    return value.asBoolean();
  }
}
