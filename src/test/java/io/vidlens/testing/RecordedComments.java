package io.vidlens.testing;

import io.vidlens.model.Comment;
import io.vidlens.platform.parse.CommentPageParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every distinct comment text of the recorded comment pages (read from ../shared/recordings, never
 * copied), in file order; skips the calling test where the recordings are absent.
 */
public final class RecordedComments {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private RecordedComments() {}

  public static List<String> texts() throws IOException {
    Path root = Recordings.require().resolve("comments");
    LinkedHashSet<String> texts = new LinkedHashSet<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    for (Path file : files) {
      JsonNode exchange = JSON.readTree(Files.readString(file));
      String body = exchange.path("response").path("body").asString("");
      if (!body.strip().startsWith("{")) {
        continue;
      }
      for (Comment c : CommentPageParser.parse(JSON.readTree(body)).comments()) {
        if (c.text() != null && !c.text().isBlank()) {
          texts.add(c.text());
        }
      }
    }
    return new ArrayList<>(texts);
  }
}
