package io.vidlens.mcp;

import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceResult;
import io.modelcontextprotocol.spec.McpSchema.ResourceTemplate;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import io.vidlens.access.Operation;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Transcripts as resources: {@code vidlens://transcripts/{videoId}} reads what the transcript
 * operation answers (the JSON of Get Transcript), charged as that operation. An error answer is a
 * JSON-RPC error carrying the envelope's message, the envelope as its data.
 */
@Component
record TranscriptResources(ServedOperations operations) {

  static final String PREFIX = "vidlens://transcripts/";

  SyncResourceTemplateSpecification template() {
    ResourceTemplate template =
        ResourceTemplate.builder()
            .uriTemplate(PREFIX + "{videoId}")
            .name("transcript")
            .title("Video transcript")
            .description(
                "The transcript of a video (videoId: the 11 characters of a video ID) as JSON:"
                    + " timed segments and language, in the video's default language. Same as the"
                    + " get_transcript tool."
                    + OperationTools.charge(Operation.GET_TRANSCRIPT))
            .mimeType("application/json")
            .build();
    return new SyncResourceTemplateSpecification(template, this::read);
  }

  private ReadResourceResult read(McpSyncServerExchange exchange, ReadResourceRequest request) {
    String uri = request.uri();
    String videoId = URLDecoder.decode(uri.substring(PREFIX.length()), StandardCharsets.UTF_8);
    OperationAnswer answer =
        operations.perform(
            OperationRequest.get(Operation.GET_TRANSCRIPT, Map.of("videoId", videoId)),
            McpServerConfiguration.authorization(exchange.transportContext()),
            McpServerConfiguration.carrier(exchange.transportContext()));
    if (!answer.successful()) {
      throw McpError.builder(errorCode(answer.status()))
          .message(ToolResults.errorText(answer))
          .data(answer.json())
          .build();
    }
    return new ReadResourceResult(
        List.of(new TextResourceContents(uri, "application/json", answer.text())));
  }

  private static int errorCode(int status) {
    return switch (status) {
      case 404 -> McpSchema.ErrorCodes.RESOURCE_NOT_FOUND;
      case 400 -> McpSchema.ErrorCodes.INVALID_PARAMS;
      default -> McpSchema.ErrorCodes.INTERNAL_ERROR;
    };
  }
}
