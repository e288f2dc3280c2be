package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import java.util.function.Function;

/** One MCP tool: what a model reads about it, and what a call does. */
record VidlensTool(Tool tool, Function<ToolCall, CallToolResult> handler) {

  /**
   * A tool described for a model. Reading tools are marked read-only and idempotent; all reach the
   * public platform through Vidlens (open world).
   */
  static VidlensTool of(
      String name,
      String title,
      String description,
      InputSchema input,
      boolean readOnly,
      Function<ToolCall, CallToolResult> handler) {
    Tool tool =
        Tool.builder()
            .name(name)
            .title(title)
            .description(description)
            .inputSchema(input.build())
            .annotations(new ToolAnnotations(title, readOnly, false, readOnly, true, null))
            .build();
    return new VidlensTool(tool, handler);
  }
}
