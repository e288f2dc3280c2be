package io.vidlens.mcp;

import io.modelcontextprotocol.server.McpServerFeatures.SyncPromptSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.GetPromptRequest;
import io.modelcontextprotocol.spec.McpSchema.GetPromptResult;
import io.modelcontextprotocol.spec.McpSchema.Prompt;
import io.modelcontextprotocol.spec.McpSchema.PromptArgument;
import io.modelcontextprotocol.spec.McpSchema.PromptMessage;
import io.modelcontextprotocol.spec.McpSchema.Role;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Prompts a user picks in a chat app to start the two tasks agents are asked most: analyse my
 * channel, and find the outliers of my niche. Each renders one user message that names the tools to
 * call, in which order, and what to report, with the user's channels filled in. Rendering a prompt
 * performs nothing and costs nothing; the tools it leads to are charged as they always are.
 */
@Component
class AgentPrompts {

  /** The longest argument a prompt takes (a list of channels); longer is an invalid request. */
  static final int MAX_ARGUMENT_LENGTH = 2_000;

  List<SyncPromptSpecification> prompts() {
    return List.of(
        new SyncPromptSpecification(
            new Prompt(
                "analyse_my_channel",
                "Analyse my channel",
                "A review of one channel: what it publishes, what works, what to do next.",
                List.of(
                    new PromptArgument(
                        "channel",
                        "Channel",
                        "The channel: its ID (UC…), @handle or link.",
                        true))),
            (exchange, request) -> analyseMyChannel(required(request, "channel"))),
        new SyncPromptSpecification(
            new Prompt(
                "find_outliers_in_my_niche",
                "Find outliers in my niche",
                "The videos that did far better than usual on the channels of a niche, and what"
                    + " they have in common.",
                List.of(
                    new PromptArgument(
                        "channels",
                        "Channels of the niche",
                        "Channels to compare, separated by commas: IDs, @handles or links.",
                        true),
                    new PromptArgument(
                        "threshold",
                        "Threshold",
                        "How many times a channel's usual views make an outlier (default 2).",
                        false))),
            (exchange, request) ->
                outliersInNiche(required(request, "channels"), threshold(request))));
  }

  static GetPromptResult analyseMyChannel(String channel) {
    return message(
        "Analyse my channel on the video platform: "
            + channel
            + ".\n\n"
            + "1. Call get_channel_about with channelId \""
            + channel
            + "\" for what the channel is and its counts.\n"
            + "2. Call get_channel_videos twice (sort \"latest\" and sort \"popular\") to see what"
            + " it publishes now and what has worked best.\n"
            + "3. Call get_channel_outliers for the recent videos that beat the channel's usual"
            + " views.\n"
            + "4. Call analyze_channel for the deep analysis (it may take a minute; if it answers"
            + " a job_id, read it later with get_channel_analysis).\n\n"
            + "Then report: what the channel is about and who it is for; which topics, title"
            + " formats and lengths do best, with the numbers that show it; how often it"
            + " publishes and how that has changed; three concrete ideas for its next videos."
            + " Quote view counts as the tools give them; say where a figure is an estimate.");
  }

  static GetPromptResult outliersInNiche(String channels, String threshold) {
    return message(
        "Find the outliers in my niche. The niche's channels: "
            + channels
            + ".\n\n"
            + "For each channel, call get_channel_outliers with that channelId and threshold "
            + threshold
            + ". Then list the outliers of all channels together, highest multiple first (title,"
            + " channel, views, multiple), and say what the top ones have in common: topics,"
            + " title patterns, lengths, when they were published. End with three video ideas"
            + " for my channel that follow those patterns. If a channel cannot be read, say so"
            + " and go on with the others.");
  }

  private static String threshold(GetPromptRequest request) {
    String threshold = optional(request, "threshold", "2");
    if (!threshold.matches("\\d{1,4}(\\.\\d{1,3})?") || Double.parseDouble(threshold) <= 0) {
      throw invalid("The threshold must be a positive number such as 2 or 1.5.");
    }
    return threshold;
  }

  private static GetPromptResult message(String text) {
    return new GetPromptResult(null, List.of(new PromptMessage(Role.USER, new TextContent(text))));
  }

  private static String required(GetPromptRequest request, String name) {
    String value = optional(request, name, "");
    if (value.isBlank()) {
      throw invalid("The prompt needs the argument '" + name + "'.");
    }
    return value;
  }

  private static String optional(GetPromptRequest request, String name, String otherwise) {
    Map<String, Object> arguments = request.arguments();
    Object value = arguments == null ? null : arguments.get(name);
    if (value == null || value.toString().isBlank()) {
      return otherwise;
    }
    String text = value.toString().strip();
    if (text.length() > MAX_ARGUMENT_LENGTH) {
      throw invalid(
          "The argument '" + name + "' is longer than " + MAX_ARGUMENT_LENGTH + " characters.");
    }
    return text;
  }

  private static McpError invalid(String message) {
    return McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS).message(message).build();
  }
}
