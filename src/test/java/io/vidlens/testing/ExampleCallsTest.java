package io.vidlens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Every operation has an example call the recordings answer, and every example call gives only the
 * operation's own parameters, its required ones among them.
 */
class ExampleCallsTest {

  private final JsonNode document = OpenApiContract.get().document();

  @Test
  void everyDescribedOperationHasARecordedExampleCallOfItsOwnParameters() {
    // The extensions answer from an account's own data (watchlists), not from the recordings.
    for (Operation operation : Operation.values()) {
      if (!operation.described()) {
        continue;
      }
      JsonNode documented =
          document
              .path("paths")
              .path(operation.pathTemplate())
              .path(operation.method().name().toLowerCase(Locale.ROOT));
      assertThat(documented.path("x-examples").has("recorded")).as(operation.id()).isTrue();
      Set<String> parameters = new HashSet<>();
      Set<String> required = new HashSet<>();
      for (JsonNode parameter : documented.path("parameters")) {
        JsonNode resolved = resolved(parameter);
        parameters.add(resolved.path("name").asString());
        if (resolved.path("required").asBoolean(false)) {
          required.add(resolved.path("name").asString());
        }
      }
      for (JsonNode example : documented.path("x-examples")) {
        Set<String> given = new HashSet<>(example.path("parameters").propertyNames());
        assertThat(parameters).as(operation.id() + "'s parameters").containsAll(given);
        assertThat(given).as(operation.id() + "'s required parameters").containsAll(required);
        assertThat(example.has("body"))
            .as(operation.id() + " has a body")
            .isEqualTo(documented.has("requestBody"));
      }
    }
  }

  @Test
  void anExampleCallFillsThePathAndTheQuery() {
    assertThat(ExampleCalls.recorded(Operation.GET_VIDEO_DETAILS).pathAndQuery())
        .isEqualTo(
            Operation.GET_VIDEO_DETAILS.pathTemplate()
                + "?videoId="
                + ExampleCalls.value(Operation.GET_VIDEO_DETAILS, "videoId"));
    assertThat(ExampleCalls.recorded(Operation.GET_SHORT_VS_LONG_VIEWS).pathAndQuery())
        .doesNotContain("{", "?");
    assertThat(ExampleCalls.recorded(Operation.GET_ANALYTICS).body()).startsWith("{\"channelId\":");
  }

  private JsonNode resolved(JsonNode node) {
    return node.has("$ref") ? document.at(node.path("$ref").asString().substring(1)) : node;
  }
}
