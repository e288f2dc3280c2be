package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.vidlens.access.Operation;
import io.vidlens.mcp.ToolArgument.Reference;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The values a call sends to its operation, under their wire names: the arguments as given, except
 * that a link to a video is its video ID, and a handle or link for an operation that takes only a
 * channel ID is that channel's ID, found with Get Channel About (charged as that operation). A link
 * to any host but the platform's is refused here, as a tool error that costs nothing.
 */
final class ToolInputs {

  private ToolInputs() {}

  /** The wire values, or the tool error that stands in for the operation's answer. */
  record Values(Map<String, String> wire, CallToolResult refusal) {}

  static Values of(
      List<ToolArgument> arguments,
      ToolCall call,
      Function<OperationRequest, OperationAnswer> perform) {
    Map<String, String> wire = new LinkedHashMap<>();
    for (ToolArgument argument : arguments) {
      String value = call.text(argument.name());
      if (value == null) {
        continue;
      }
      if (argument.reference() != Reference.NONE && PlatformLinks.isLink(value)) {
        Optional<URI> link = PlatformLinks.platformLink(value);
        if (link.isEmpty()) {
          return refused(argument, "is a link to another site than the platform's");
        }
        if (argument.reference() == Reference.VIDEO) {
          Optional<String> id = PlatformLinks.videoId(link.get());
          if (id.isEmpty()) {
            return refused(argument, "is a platform link that names no video");
          }
          value = id.get();
        } else if (argument.reference() == Reference.CHANNEL_ID_ONLY) {
          value = PlatformLinks.channelId(link.get()).orElse(value);
        }
      }
      if (argument.reference() == Reference.CHANNEL_ID_ONLY && !isChannelId(value)) {
        OperationAnswer about =
            perform.apply(OperationRequest.get(Operation.GET_ABOUT, Map.of("channelId", value)));
        String id = about.successful() ? about.json().path("channelId").asString("") : "";
        if (id.isEmpty()) {
          return new Values(Map.of(), ToolResults.of(about));
        }
        value = id;
      }
      wire.put(argument.wireName(), value);
    }
    return new Values(wire, null);
  }

  private static boolean isChannelId(String value) {
    String v = value.strip();
    return v.startsWith("UC") && v.length() == 24;
  }

  /** A 400 in the API's envelope, as a tool error: nothing was performed, nothing charged. */
  private static Values refused(ToolArgument argument, String why) {
    ObjectNode envelope = JsonNodeFactory.instance.objectNode();
    String message =
        argument.reference() == Reference.VIDEO
            ? "Invalid video ID format"
            : "Invalid channel ID format";
    envelope
        .putObject("error")
        .put("code", 400)
        .put("message", message)
        .put(
            "details",
            argument.name()
                + " "
                + why
                + "; only links on "
                + PlatformLinks.HOSTS_TEXT
                + " are read. Nothing was charged.");
    return new Values(
        Map.of(), ToolResults.error(new OperationAnswer(400, envelope.toString(), envelope)));
  }
}
