package io.vidlens.video;

import io.vidlens.api.ApiException;
import io.vidlens.api.JsonBodies;
import io.vidlens.model.ClientInput;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The body of the bulk operations, {@code {videoIds: [...]}} with 1 to 10 strings. The IDs are kept
 * as sent: a malformed one fails alone, inside the 200 answer, like an unknown one. An ID with a
 * control character (a NUL byte, a tab) is no typo but a broken or hostile client: the whole
 * request is a 400 that names its position, not its value.
 */
record VideoIdsBody(List<String> videoIds) {

  static final int MAX_IDS = 10;

  static VideoIdsBody parse(JsonNode body) {
    JsonNode ids = JsonBodies.requireObject(body).get("videoIds");
    if (ids == null || ids.isNull()) {
      throw ApiException.badRequest(
          "Bad Request", "Field 'videoIds' is required: an array of 1 to 10 video IDs.");
    }
    if (!ids.isArray()) {
      throw ApiException.badRequest(
          "Bad Request", "Field 'videoIds' must be an array of video ID strings.");
    }
    if (ids.isEmpty() || ids.size() > MAX_IDS) {
      throw ApiException.badRequest(
          "Bad Request",
          "Field 'videoIds' must hold 1 to " + MAX_IDS + " video IDs (got " + ids.size() + ").");
    }
    List<String> values = new ArrayList<>(ids.size());
    for (JsonNode id : ids) {
      if (!id.isString()) {
        throw ApiException.badRequest(
            "Bad Request", "Every element of 'videoIds' must be a string.");
      }
      if (ClientInput.hasControlCharacter(id.asString())) {
        throw ApiException.badRequest(
            "Invalid video ID format",
            "Element "
                + (values.size() + 1)
                + " of 'videoIds' contains a control character (such as a NUL byte, a tab or a line"
                + " break); send each video ID alone, without control characters.");
      }
      values.add(id.asString());
    }
    return new VideoIdsBody(List.copyOf(values));
  }
}
