package io.vidlens.platform.parse;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The error body the youtubei endpoints answer with a 4xx, e.g. {@code {"error": {"code": 404,
 * "status": "NOT_FOUND", ...}}} for an unknown handle or {@code 400 INVALID_ARGUMENT} for a
 * malformed browse ID.
 */
public record PlatformError(int code, String status, String message) {

  public static Optional<PlatformError> of(JsonNode root) {
    JsonNode error = Nodes.at(root, "error");
    if (!error.isObject()) {
      return Optional.empty();
    }
    Long code = Nodes.number(error, "code");
    return Optional.of(
        new PlatformError(
            code == null ? 0 : code.intValue(),
            Nodes.string(error, "status"),
            Nodes.string(error, "message")));
  }

  public boolean notFound() {
    return code == 404 || status.equals("NOT_FOUND");
  }
}
