package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Turns the HTTP API's answer into a tool result. A 2xx answer is the structured content as it is
 * (an array, which structured content cannot be, under {@code items}) and the same JSON as text for
 * clients that read only text. Any other answer is a tool error ({@code isError}) whose text leads
 * with the envelope's message and whose second text is the envelope itself, so a model sees what
 * went wrong and the status, and a program can read {@code error.code}.
 */
final class ToolResults {

  private ToolResults() {}

  static CallToolResult of(OperationAnswer answer) {
    return of(answer, true);
  }

  /**
   * The answer in full, or its summary ({@link Summaries}) as structured content and as text; an
   * error is always in full.
   */
  static CallToolResult of(OperationAnswer answer, boolean full) {
    if (!answer.successful()) {
      return error(answer);
    }
    JsonNode body = full ? answer.json() : Summaries.of(answer.json());
    Object structured = body != null && body.isArray() ? Map.of("items", body) : body;
    return CallToolResult.builder()
        .structuredContent(structured)
        .addTextContent(full || body == null ? answer.text() : body.toString())
        .isError(false)
        .build();
  }

  /**
   * A tool error: the message for a model, then the envelope as JSON for a program. Not as
   * structured content: clients (the TypeScript SDK) check any structured content against the
   * tool's output schema, error or not, and an envelope is not the answer that schema describes.
   */
  static CallToolResult error(OperationAnswer answer) {
    CallToolResult.Builder result =
        CallToolResult.builder().addTextContent(errorText(answer)).isError(true);
    if (answer.json() != null && answer.json().isObject()) {
      result.addTextContent(answer.json().toString());
    }
    return result.build();
  }

  /** "MESSAGE (HTTP STATUS): DETAILS", with the wait when the envelope gives one. */
  static String errorText(OperationAnswer answer) {
    JsonNode error = answer.json() == null ? null : answer.json().get("error");
    if (error == null || !error.isObject()) {
      return "HTTP " + answer.status() + ": " + answer.text();
    }
    StringBuilder text =
        new StringBuilder(error.path("message").asString(""))
            .append(" (HTTP ")
            .append(error.path("code").asInt(answer.status()))
            .append(")");
    String details = error.path("details").asString("");
    if (!details.isEmpty()) {
      text.append(": ").append(details);
    }
    if (error.has("retryAfter")) {
      text.append(" Retry after ").append(error.get("retryAfter").asLong()).append(" s.");
    }
    return text.toString();
  }
}
