package io.vidlens.platform.transport;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.resilience.AnswerClassifier;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * An answer body is parsed once, however many readers (the classifier, the client) read it; an
 * equal body that arrived again is a new answer and parsed again.
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

    classifier.check(request, new UpstreamResponse(200, "application/json", body));

    JsonNode parsedByClassifier = trees.parse(body, "next");
    assertThat(trees.parse(body, "next")).isSameAs(parsedByClassifier);
  }
}
