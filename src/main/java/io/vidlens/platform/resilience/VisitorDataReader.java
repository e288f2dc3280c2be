package io.vidlens.platform.resilience;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.ObjectMapper;

/**
 * Finds {@code responseContext.visitorData} in an answer (also under reel_item_watch's {@code
 * playerResponse}) by streaming: responseContext comes first in the platform's answers, so the rest
 * of a large page is never read here.
 */
final class VisitorDataReader {

  private VisitorDataReader() {}

  static Optional<String> read(ObjectMapper mapper, String body) {
    if (body == null || body.isEmpty() || body.charAt(0) != '{') {
      return Optional.empty();
    }
    try (JsonParser parser = mapper.createParser(body)) {
      Deque<String> path = new ArrayDeque<>();
      String name = "";
      JsonToken token;
      while ((token = parser.nextToken()) != null) {
        switch (token) {
          case PROPERTY_NAME -> name = parser.currentName();
          case START_OBJECT, START_ARRAY -> {
            path.push(name);
            name = "";
          }
          case END_OBJECT, END_ARRAY -> path.pop();
          case VALUE_STRING -> {
            if (name.equals("visitorData") && "responseContext".equals(path.peek())) {
              String value = parser.getString();
              return value.isBlank() ? Optional.empty() : Optional.of(value);
            }
          }
          default -> {}
        }
      }
    } catch (JacksonException e) {
      // Not JSON: nothing to remember; the caller judges the answer.
    }
    return Optional.empty();
  }
}
