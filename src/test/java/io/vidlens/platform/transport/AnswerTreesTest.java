package io.vidlens.platform.transport;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.resilience.AnswerClassifier;
import java.lang.ref.WeakReference;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * An answer body is parsed once while a reader holds its tree, however many readers (the
 * classifier, the client) read it; an equal body that arrived again is a new answer and parsed
 * again.
 */
class AnswerTreesTest {

  private final AnswerTrees trees = new AnswerTrees(MAPPER);

  @Test
  void theSameBodyIsParsedOnceAndAnEqualCopyAgain() {
    String body = "{\"videoDetails\":{\"videoId\":\"dQw4w9WgXcQ\"}}";
    JsonNode first = trees.parse(body, "next");

    assertThat(trees.parse(body, "next")).isSameAs(first);
    JsonNode copy = trees.parse(new String(body), "next");
    assertThat(copy).isNotSameAs(first).isEqualTo(first);
  }

  @Test
  void notJsonIsJacksonsErrorAndNothingIsKept() {
    assertThatThrownBy(() -> trees.parse("<html>no</html>", "player"))
        .isInstanceOf(JacksonException.class);
  }

  @Test
  void theClassifierReadsTheTreeTheClientWillRead() {
    AnswerClassifier classifier = new AnswerClassifier(trees);
    String body = "{\"responseContext\":{},\"contents\":{}}";
    UpstreamRequest request =
        TestPlatform.requests(UpstreamEndpoints.PLATFORM).next("dQw4w9WgXcQ", null);

    JsonNode held = trees.parse(body, "next");

    classifier.check(request, new UpstreamResponse(200, "application/json", body));

    assertThat(trees.parse(body, "next")).isSameAs(held);
  }

  /**
   * A tree no reader holds is not kept alive by its body: held to its body, every tree of an
   * uncached watch page outlived its request and was copied by the next young collection.
   */
  @Test
  void aTreeNoReaderHoldsIsCollectedWhileItsBodyLives() {
    String body = "{\"responseContext\":{},\"contents\":{\"x\":[1,2,3]}}";
    WeakReference<JsonNode> tree = new WeakReference<>(trees.parse(body, "next"));

    for (int i = 0; i < 50 && tree.get() != null; i++) {
      System.gc();
    }

    assertThat(tree.get()).isNull();
    assertThat(trees.parse(body, "next")).isEqualTo(MAPPER.readTree(body));
  }
}
