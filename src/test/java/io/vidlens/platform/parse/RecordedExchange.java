package io.vidlens.platform.parse;

import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.MissingNode;

/**
 * One recorded exchange read from the shared recordings (never copied into the repository): request
 * URL and body, response status and body. Bare bodies (player-states/) have no request.
 */
record RecordedExchange(
    Path file, String url, JsonNode requestBody, int status, String responseText) {

  static final JsonMapper JSON = JsonMapper.builder().build();

  /**
   * Loads {@code relative} (e.g. "comments/pinned/03-next.json") or skips when recordings are
   * absent.
   */
  static RecordedExchange load(String relative) {
    return read(Recordings.require().resolve(relative));
  }

  static RecordedExchange read(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (!file.getFileName().toString().endsWith(".json")) {
      return new RecordedExchange(file, "", MissingNode.getInstance(), 200, text);
    }
    JsonNode tree = JSON.readTree(text);
    if (!tree.has("response")) {
      return new RecordedExchange(file, "", MissingNode.getInstance(), 200, text);
    }
    JsonNode response = tree.get("response");
    return new RecordedExchange(
        file,
        tree.path("request").path("url").asString(""),
        tree.path("request").path("body"),
        response.path("status").asInt(0),
        response.path("body").asString(""));
  }

  /** The response body as a JSON tree (a missing node when it is not JSON). */
  JsonNode json() {
    String trimmed = responseText.strip();
    if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) {
      return MissingNode.getInstance();
    }
    return JSON.readTree(trimmed);
  }

  boolean hasContinuation() {
    return !requestBody.path("continuation").asString("").isEmpty();
  }

  String browseId() {
    return requestBody.path("browseId").asString("");
  }
}
