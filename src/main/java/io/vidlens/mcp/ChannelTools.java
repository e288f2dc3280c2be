package io.vidlens.mcp;

import static io.vidlens.mcp.InputSchema.CHANNEL;
import static io.vidlens.mcp.InputSchema.CHANNEL_ID;
import static io.vidlens.mcp.InputSchema.TOKEN;
import static io.vidlens.mcp.InputSchema.enumeration;
import static io.vidlens.mcp.InputSchema.integer;
import static io.vidlens.mcp.InputSchema.number;
import static io.vidlens.mcp.InputSchema.string;

import io.vidlens.access.Operation;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Component;

/** The tools about one channel: about, videos, outliers and analytics. */
@Component
class ChannelTools implements ToolSet {

  private final OperationTools tools;

  ChannelTools(OperationTools tools) {
    this.tools = tools;
  }

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        tools.tool(
            "get_channel_about",
            "Channel about",
            "A channel's about information: title, handle, description, country, subscriber,"
                + " video and view counts, join date, links.",
            InputSchema.object().required("channelId", string(CHANNEL)),
            Operation.GET_ABOUT,
            call -> OperationRequest.get(Operation.GET_ABOUT, call.parameters("channelId"))),
        tools.tool(
            "get_channel_videos",
            "Channel videos",
            "One page of a channel's long-form videos (ID, title, views, duration, published"
                + " time). For the next page call again with the same channelId and sort and"
                + " 'token' set to the answer's 'continuation'; an empty 'continuation' marks the"
                + " last page.",
            InputSchema.object()
                .required("channelId", string(CHANNEL))
                .optional(
                    "sort",
                    enumeration(
                        "Order of the videos: 'latest' (default), 'popular' or 'oldest'. Keep it"
                            + " the same between pages.",
                        "latest",
                        "popular",
                        "oldest"))
                .optional("token", string(TOKEN)),
            Operation.GET_VIDEOS,
            call ->
                OperationRequest.get(
                    Operation.GET_VIDEOS, call.parameters("channelId", "sort", "token"))),
        tools.tool(
            "get_channel_outliers",
            "Channel outliers",
            "The channel's recent videos whose views are at least 'threshold' times the median"
                + " views of its videos of similar age, with each one's multiple.",
            InputSchema.object()
                .required("channelId", string(CHANNEL))
                .optional(
                    "maxVideos",
                    integer("How many of the most recent videos to analyse (default 30).", 1, 100))
                .optional(
                    "threshold",
                    number(
                        "Minimum multiple of the median views of similar-age videos (default 2).",
                        0)),
            Operation.GET_OUTLIERS,
            call ->
                OperationRequest.get(
                    Operation.GET_OUTLIERS,
                    call.parameters("channelId", "maxVideos", "threshold"))),
        tools.tool(
            "get_channel_analytics",
            "Channel analytics",
            "Counts and metadata of a channel: subscribers, views, videos, about, keywords, tags,"
                + " categories and derived averages.",
            InputSchema.object().required("channelId", string(CHANNEL_ID)),
            Operation.GET_ANALYTICS,
            call ->
                OperationRequest.post(
                    Operation.GET_ANALYTICS,
                    Collections.singletonMap("channelId", call.text("channelId")))));
  }
}
