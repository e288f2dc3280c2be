package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import io.vidlens.access.Operation;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.springframework.http.HttpMethod;

/**
 * One MCP tool: what a model reads about it, the operation it performs with which of its arguments
 * (the others are the tool's own), and what a call does.
 */
record VidlensTool(
    Tool tool,
    Operation operation,
    List<ToolArgument> arguments,
    Function<ToolCall, CallToolResult> handler) {

  VidlensTool {
    arguments = List.copyOf(arguments);
  }

  /**
   * A tool described for a model, with the schema of its structured content. Reading tools are
   * marked read-only and idempotent, those that delete destructive; all reach the public platform
   * through Vidlens (open world).
   */
  static VidlensTool of(
      String name,
      String title,
      String description,
      InputSchema input,
      Map<String, Object> output,
      boolean readOnly,
      Operation operation,
      List<ToolArgument> arguments,
      Function<ToolCall, CallToolResult> handler) {
    Tool tool =
        Tool.builder()
            .name(name)
            .title(title)
            .description(description)
            .inputSchema(input.build())
            .outputSchema(output)
            .annotations(
                new ToolAnnotations(
                    title,
                    readOnly,
                    !readOnly && operation.method() == HttpMethod.DELETE,
                    readOnly,
                    true,
                    null))
            .build();
    return new VidlensTool(tool, operation, arguments, handler);
  }
}
