package io.vidlens.mcp;

import static io.vidlens.mcp.InputSchema.CHANNEL;
import static io.vidlens.mcp.InputSchema.CHANNEL_ID;
import static io.vidlens.mcp.InputSchema.LANG;
import static io.vidlens.mcp.InputSchema.TOKEN;
import static io.vidlens.mcp.InputSchema.VIDEO_ID;
import static io.vidlens.mcp.InputSchema.enumeration;
import static io.vidlens.mcp.InputSchema.integer;
import static io.vidlens.mcp.InputSchema.number;
import static io.vidlens.mcp.InputSchema.string;

import io.vidlens.access.Operation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The tools that read: a video's details, transcript, comments, subtitles and RPM; a channel's
 * about, videos, outliers and analytics; the similar-thumbnail search. A GET operation's tool takes
 * the operation's own query parameters as its arguments, under the same names.
 */
@Component
record ReadingTools(OperationTools operations) implements ToolSet {

  private static InputSchema video() {
    return InputSchema.object().required("videoId", string(VIDEO_ID));
  }

  private static InputSchema channel() {
    return InputSchema.object().required("channelId", string(CHANNEL));
  }

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        operations.get(
            "get_video_details",
            "Video details",
            "Metadata of one video: title, description, channel, publish date, length, views,"
                + " likes, keywords, category, thumbnails (a list of one, under 'items').",
            video(),
            Operation.GET_VIDEO_DETAILS),
        operations.get(
            "get_transcript",
            "Video transcript",
            "The transcript (captions) of one video as timed segments (start and end, text) with"
                + " its language, under 'items'. A video without captions answers an empty"
                + " 'transcript' list, not an error. Also readable as the resource"
                + " vidlens://transcripts/{videoId}.",
            video().optional("lang", string(LANG)),
            Operation.GET_TRANSCRIPT),
        operations.get(
            "get_comments",
            "Video comments",
            "One page of a video's top-level comments (typically 20) under 'data': author, text,"
                + " likes, reply count, published time; 'msg' says why there are none. For the"
                + " next page call again with the same videoId and 'token' set to the answer's"
                + " 'continuation'; an empty 'continuation' marks the last page.",
            video().optional("token", string(TOKEN)),
            Operation.GET_COMMENTS),
        operations.get(
            "get_subtitles",
            "Video subtitles",
            "The subtitle tracks of one video under 'items': language, name, and time-limited"
                + " download URLs. A video without subtitles answers an empty 'subtitles' list.",
            video().optional("lang", string(LANG)),
            Operation.GET_SUBTITLE),
        operations.get(
            "get_video_rpm",
            "Video RPM estimate",
            "Estimated RPM (revenue per 1,000 views, USD) and earnings of one video with ranges"
                + " and how the estimate is made. When no estimate can be given (not monetized,"
                + " too few views, too new) the answer has success=false and says why.",
            video(),
            Operation.GET_RPM),
        operations.get(
            "get_channel_about",
            "Channel about",
            "A channel's about information: title, handle, description, country, subscriber,"
                + " video and view counts, join date, links.",
            channel(),
            Operation.GET_ABOUT),
        operations.get(
            "get_channel_videos",
            "Channel videos",
            "One page of a channel's long-form videos under 'data' (ID, title, views, length,"
                + " published time). For the next page call again with the same channelId and"
                + " sort and 'token' set to the answer's 'continuation'; an empty 'continuation'"
                + " marks the last page.",
            channel()
                .optional(
                    "sort",
                    enumeration(
                        "Order: 'latest' (default), 'popular' or 'oldest'; keep it between pages.",
                        "latest",
                        "popular",
                        "oldest"))
                .optional("token", string(TOKEN)),
            Operation.GET_VIDEOS),
        operations.get(
            "get_channel_outliers",
            "Channel outliers",
            "The channel's recent videos whose views are at least 'threshold' times the median"
                + " views of its videos of similar age, with each one's multiple.",
            channel()
                .optional(
                    "maxVideos",
                    integer("How many of the most recent videos to analyse (default 30).", 1, 100))
                .optional(
                    "threshold",
                    number(
                        "Minimum multiple of the median views of similar-age videos (default 2).",
                        0)),
            Operation.GET_OUTLIERS),
        operations.tool(
            "get_channel_analytics",
            "Channel analytics",
            "Counts and metadata of a channel: subscribers, views, videos, about, keywords, tags,"
                + " categories and derived averages (a list of one, under 'items').",
            InputSchema.object().required("channelId", string(CHANNEL_ID)),
            Operation.GET_ANALYTICS,
            call ->
                OperationRequest.post(
                    Operation.GET_ANALYTICS,
                    Collections.singletonMap("channelId", call.text("channelId")))),
        operations.tool(
            "search_similar_thumbnails",
            "Similar-thumbnail search",
            "Videos whose thumbnails look like a text description or like the image at a URL,"
                + " most similar first, under 'data'. Give exactly one of 'text' or 'imageUrl'."
                + " Searches the thumbnails Vidlens has indexed (of the channels it has read).",
            InputSchema.object()
                .optional(
                    "text",
                    string(
                        "What the thumbnail shows, e.g. 'a surprised face next to a red arrow'."))
                .optional("imageUrl", string("Public http(s) URL of a webp, jpeg or png image.")),
            Operation.SEARCH_SIMILAR_THUMBNAILS,
            ReadingTools::thumbnailSearch));
  }

  private static OperationRequest thumbnailSearch(ToolCall call) {
    Map<String, String> body = new LinkedHashMap<>();
    if (call.text("text") != null) {
      body.put("text", call.text("text"));
    }
    if (call.text("imageUrl") != null) {
      body.put("image_url", call.text("imageUrl"));
    }
    return OperationRequest.post(Operation.SEARCH_SIMILAR_THUMBNAILS, body);
  }
}
