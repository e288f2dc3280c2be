package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Answers of the HTTP API, written here in its documented shapes, as tool results. */
class ToolResultsTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static OperationAnswer answer(int status, String body) {
    return new OperationAnswer(status, body, JSON.readTree(body));
  }

  private static String text(CallToolResult result) {
    return ((TextContent) result.content().getFirst()).text();
  }

  @Test
  void anObjectIsTheStructuredContentAndTheTextAsSent() {
    String body = "{\"videoId\":\"abcdefghijk\",\"views\":12}";
    CallToolResult result = ToolResults.of(answer(200, body));
    assertThat(result.isError()).isFalse();
    assertThat(result.structuredContent()).isEqualTo(JSON.readTree(body));
    assertThat(text(result)).isEqualTo(body);
  }

  @Test
  void anArrayGoesUnderItemsBecauseStructuredContentIsAnObject() {
    CallToolResult result = ToolResults.of(answer(200, "[{\"id\":\"a\"}]"));
    JsonNode structured = JSON.valueToTree(result.structuredContent());
    assertThat(structured.path("items").path(0).path("id").asString()).isEqualTo("a");
  }

  @Test
  void anEnvelopeIsAToolErrorLedByItsMessageWithStatusDetailsAndWait() {
    String envelope =
        "{\"error\":{\"code\":429,\"message\":\"Rate limit exceeded\",\"details\":\"100 an"
            + " hour.\",\"retryAfter\":120}}";
    CallToolResult result = ToolResults.of(answer(429, envelope));
    assertThat(result.isError()).isTrue();
    assertThat(text(result))
        .isEqualTo("Rate limit exceeded (HTTP 429): 100 an hour. Retry after 120 s.");
    assertThat(result.structuredContent()).as("no answer the output schema describes").isNull();
    assertThat(JSON.readTree(((TextContent) result.content().get(1)).text()))
        .isEqualTo(JSON.readTree(envelope));
  }

  @Test
  void aBodyThatIsNotAnEnvelopeStillBecomesAnError() {
    CallToolResult result = ToolResults.of(new OperationAnswer(502, "Bad gateway", null));
    assertThat(result.isError()).isTrue();
    assertThat(text(result)).isEqualTo("HTTP 502: Bad gateway");
  }

  @Test
  void theJobsPercentageIsReadFromTheStatusDetails() {
    assertThat(AnalysisTools.percent("Job x is processing (40%, stage videos).")).isEqualTo(40);
    assertThat(AnalysisTools.percent("Job x is queued (0%); poll again shortly.")).isZero();
    assertThat(AnalysisTools.percent("No job with ID x.")).isZero();
  }
}
