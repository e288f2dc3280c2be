package io.vidlens.platform.transport;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A watch page is read as exactly the full tree less the related videos, the player overlays and
 * the top bar: on a page written here, and on every recorded {@code next} answer (watch pages and
 * comment continuations alike).
 */
class WatchPageFilterTest {

  private final RecordingFormat format = new RecordingFormat(MAPPER);

  @Test
  void leavesOutOnlyTheRelatedVideosOverlaysAndTopBar() {
    String page =
        """
        {"responseContext":{"visitorData":"Cgt2"},"topbar":{"desktopTopbarRenderer":{}},
         "contents":{"twoColumnWatchNextResults":{
            "results":{"results":{"contents":[{"videoPrimaryInfoRenderer":{"title":{"runs":[]}}},{}]}},
            "secondaryResults":{"secondaryResults":{"results":[{"lockupViewModel":{}}]}},
            "autoplay":{}}},
         "playerOverlays":{"playerOverlayRenderer":{"x":1}},
         "engagementPanels":[],"emptyObject":{},"n":1.5,"t":true,"z":null}
        """;

    JsonNode read = WatchPageFilter.read(MAPPER, page);

    assertThat(read).isEqualTo(withoutLeftOutParts(MAPPER.readTree(page)));
    assertThat(read.path("contents").path("twoColumnWatchNextResults").has("autoplay")).isTrue();
    assertThat(read.has("engagementPanels")).isTrue();
    assertThat(read.path("emptyObject").isObject()).isTrue();
  }

  @Test
  void anAnswerWithoutThosePartsIsReadWhole() {
    String page = "{\"onResponseReceivedEndpoints\":[{\"a\":[]}],\"contents\":{}}";
    assertThat(WatchPageFilter.read(MAPPER, page)).isEqualTo(MAPPER.readTree(page));
    assertThat(WatchPageFilter.read(MAPPER, "{}")).isEqualTo(MAPPER.readTree("{}"));
  }

  @TestFactory
  Stream<DynamicTest> everyRecordedNextAnswerIsTheFullTreeLessTheLeftOutParts() throws IOException {
    Path root = Recordings.require();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(p -> p.toString().endsWith("-next.json")).sorted().toList();
    }
    assertThat(files).hasSizeGreaterThan(20);
    return files.stream()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    root.relativize(file).toString(),
                    () -> {
                      Optional<RecordedExchange> exchange = format.read(file);
                      assertThat(exchange).isPresent();
                      String body = exchange.get().response().body();
                      if (!body.strip().startsWith("{")) {
                        return;
                      }
                      assertThat(WatchPageFilter.read(MAPPER, body))
                          .isEqualTo(withoutLeftOutParts(MAPPER.readTree(body)));
                    }));
  }

  private static JsonNode withoutLeftOutParts(JsonNode full) {
    ObjectNode copy = (ObjectNode) full.deepCopy();
    WatchPageFilter.LEFT_OUT_AT_ROOT.forEach(copy::remove);
    if (copy.path("contents").path("twoColumnWatchNextResults") instanceof ObjectNode columns) {
      columns.remove(WatchPageFilter.RELATED);
    }
    return copy;
  }
}
