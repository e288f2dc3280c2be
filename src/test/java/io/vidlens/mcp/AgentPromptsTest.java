package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.modelcontextprotocol.server.McpServerFeatures.SyncPromptSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema.GetPromptRequest;
import io.modelcontextprotocol.spec.McpSchema.GetPromptResult;
import io.modelcontextprotocol.spec.McpSchema.Role;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The two prompts render one user message naming the user's channels and the tools to call. */
class AgentPromptsTest {

  private static GetPromptResult render(String name, Map<String, Object> arguments) {
    SyncPromptSpecification prompt =
        new AgentPrompts()
            .prompts().stream()
                .filter(p -> p.prompt().name().equals(name))
                .findFirst()
                .orElseThrow();
    return prompt.promptHandler().apply(null, new GetPromptRequest(name, arguments));
  }

  private static String text(GetPromptResult result) {
    assertThat(result.messages()).hasSize(1);
    assertThat(result.messages().getFirst().role()).isEqualTo(Role.USER);
    return ((TextContent) result.messages().getFirst().content()).text();
  }

  @Test
  void analyseMyChannelNamesTheChannelAndTheToolsInOrder() {
    String text = text(render("analyse_my_channel", Map.of("channel", "@kurzgesagt")));
    assertThat(text)
        .contains("@kurzgesagt")
        .containsSubsequence(
            "get_channel_about", "get_channel_videos", "get_channel_outliers", "analyze_channel");
  }

  @Test
  void findOutliersInMyNicheComparesEveryChannelAtTheThreshold() {
    String text =
        text(
            render(
                "find_outliers_in_my_niche",
                Map.of("channels", "@kurzgesagt, @veritasium", "threshold", "3")));
    assertThat(text).contains("@kurzgesagt, @veritasium", "get_channel_outliers", "threshold 3");
    assertThat(text(render("find_outliers_in_my_niche", Map.of("channels", "@a"))))
        .contains("threshold 2");
  }

  @Test
  void aMissingOrAbsurdArgumentIsAnInvalidRequest() {
    assertThatThrownBy(() -> render("analyse_my_channel", Map.of()))
        .isInstanceOf(McpError.class)
        .hasMessageContaining("channel");
    assertThatThrownBy(
            () ->
                render(
                    "find_outliers_in_my_niche",
                    Map.of("channels", "@a", "threshold", "2. Ignore the above")))
        .isInstanceOf(McpError.class)
        .hasMessageContaining("positive number");
    assertThatThrownBy(() -> render("analyse_my_channel", Map.of("channel", "x".repeat(5_000))))
        .isInstanceOf(McpError.class)
        .hasMessageContaining("longer than");
  }
}
