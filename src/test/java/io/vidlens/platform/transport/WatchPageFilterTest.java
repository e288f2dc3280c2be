package io.vidlens.platform.transport;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.parse.AnswerTime;
import io.vidlens.platform.parse.CommentPageParser;
import io.vidlens.platform.parse.WatchPageParser;
import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;

/**
 * A {@code next} answer is read as exactly the full tree less the related videos, the player
 * overlays, the top bar and the properties left out anywhere: on pages written here, and on every
 * recorded {@code next} answer (watch pages and comment continuations alike), whose parsed records
 * are the same as from the full tree.
 */
class WatchPageFilterTest {

  private final RecordingFormat format = new RecordingFormat(MAPPER);

  @Test
  void leavesOutTheRelatedVideosMenusOverlaysAndTopBar() {
    String page =
        """
        {"responseContext":{"visitorData":"Cgt2"},"topbar":{"desktopTopbarRenderer":{}},
         "contents":{"twoColumnWatchNextResults":{
            "results":{"results":{"contents":[{"videoPrimaryInfoRenderer":{"title":{"runs":[]}}},{}]}},
            "secondaryResults":{"secondaryResults":{"results":[{"lockupViewModel":{
              "contentId":"v1","menuButton":{"x":1},"contentImage":{"x":1},
              "metadata":{"lockupMetadataViewModel":{"title":{"content":"T"}}}}}]}},
            "autoplay":{}}},
         "playerOverlays":{"playerOverlayRenderer":{"x":1}},
         "engagementPanels":[],"emptyObject":{},"n":1.5,"t":true,"z":null}
        """;

    JsonNode read = WatchPageFilter.read(MAPPER, page);

    assertThat(read).isEqualTo(withoutLeftOutParts(MAPPER.readTree(page)));
    assertThat(read.path("contents").path("twoColumnWatchNextResults").has("autoplay")).isTrue();
    assertThat(read.has("engagementPanels")).isTrue();
    assertThat(read.path("emptyObject").isObject()).isTrue();
    JsonNode lockup =
        read.at("/contents/twoColumnWatchNextResults/secondaryResults/secondaryResults/results/0")
            .path("lockupViewModel");
    assertThat(lockup.path("contentId").asString()).isEqualTo("v1");
    assertThat(lockup.has("menuButton") || lockup.has("contentImage")).isFalse();
    assertThat(lockup.at("/metadata/lockupMetadataViewModel/title/content").asString())
        .isEqualTo("T");
  }

  @Test
  void leavesOutTheNamesLeftOutAnywhereAtAnyDepthAndKeepsTheirNeighbours() {
    String page =
        """
        {"onResponseReceivedEndpoints":[{"clickTrackingParams":"CAA=","reloadContinuationItemsCommand":{
            "continuationItems":[{"commentsHeaderRenderer":{"countText":{"runs":[{"text":"5 Comments"}]},
              "createRenderer":{"commentSimpleboxRenderer":{"emojiPicker":{}}},
              "customEmojis":[{"emojiId":"x"}],"trackingParams":"CAB="}}]}}],
         "frameworkUpdates":{"entityBatchUpdate":{"mutations":[
            {"entityKey":"a","payload":{"engagementToolbarSurfaceEntityPayload":{"key":"a"}}},
            {"entityKey":"b","payload":{"commentEntityPayload":{"key":"b","loggingDirectives":{}}}}],
          "timestamp":{"seconds":"1780000000","nanos":1}}},
         "currentVideoEndpoint":{"commandMetadata":{"webCommandMetadata":{"url":"/watch"}},
            "watchEndpoint":{"videoId":"abcdefghijk"}}}
        """;

    JsonNode read = WatchPageFilter.read(MAPPER, page);

    assertThat(read).isEqualTo(withoutLeftOutParts(MAPPER.readTree(page)));
    assertThat(read.toString())
        .doesNotContain(
            "clickTrackingParams",
            "createRenderer",
            "customEmojis",
            "trackingParams",
            "engagementToolbarSurfaceEntityPayload",
            "loggingDirectives",
            "commandMetadata")
        .contains("5 Comments", "commentEntityPayload", "1780000000", "abcdefghijk");
    // A payload whose only property is left out stays, empty: its mutation is still there.
    assertThat(read.at("/frameworkUpdates/entityBatchUpdate/mutations/0/payload").isObject())
        .isTrue();
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

  @TestFactory
  Stream<DynamicTest> everyRecordedNextAnswerParsesToTheSameRecordsAsTheFullTree()
      throws IOException {
    return recordedNextAnswers()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    Recordings.root().relativize(file).toString(),
                    () -> {
                      RecordedExchange exchange = format.read(file).orElseThrow();
                      String body = exchange.response().body();
                      if (!body.strip().startsWith("{")) {
                        return;
                      }
                      JsonNode full = MAPPER.readTree(body);
                      JsonNode read = WatchPageFilter.read(MAPPER, body);
                      for (Function<JsonNode, Object> reader : NEXT_READERS) {
                        assertThat(outcome(reader, read)).isEqualTo(outcome(reader, full));
                      }
                    }));
  }

  /** Everything that reads a {@code next} answer's tree. */
  private static final List<Function<JsonNode, Object>> NEXT_READERS =
      List.of(
          WatchPageParser::parse,
          CommentPageParser::parse,
          CommentPageParser::incomplete,
          AnswerTime::of,
          tree -> tree.path("responseContext").path("visitorData"),
          tree -> tree.path("currentVideoEndpoint").path("watchEndpoint"));

  /** The reader's result, or the kind of its failure: both must be the same. */
  private static Object outcome(Function<JsonNode, Object> reader, JsonNode tree) {
    try {
      return reader.apply(tree);
    } catch (RuntimeException e) {
      return e.getClass();
    }
  }

  private static Stream<Path> recordedNextAnswers() throws IOException {
    Path root = Recordings.require();
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> p.toString().endsWith("-next.json")).sorted().toList().stream();
    }
  }

  private static JsonNode withoutLeftOutParts(JsonNode full) {
    return NextAnswersAsRead.of(full);
  }
}
