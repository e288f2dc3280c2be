package io.vidlens.mcp;

import io.vidlens.access.Operation;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The tools that read: a video's details, transcript, comments, subtitles and RPM; a channel's
 * about, videos, outliers and analytics; the similar-thumbnail search. Each takes its operation's
 * own parameters (or body properties) as its arguments, under the same names except where the wire
 * name is not camelCase ({@code image_url}).
 */
@Component
record ReadingTools(OperationTools operations) implements ToolSet {

  private static final ToolArgument VIDEO = ToolArgument.of("videoId");

  /** The channel is required by the tool; the operation also takes it as {@code channel_id}. */
  private static final ToolArgument CHANNEL = ToolArgument.of("channelId").required();

  private static final ToolArgument TOKEN = ToolArgument.of("token");
  private static final ToolArgument LANG = ToolArgument.of("lang");

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        operations.tool(
            "get_video_details",
            "Video details",
            "Metadata of one video: title, description, channel, publish date, length, views,"
                + " likes, keywords, category, thumbnails (a list of one, under 'items').",
            Operation.GET_VIDEO_DETAILS,
            VIDEO),
        operations.tool(
            "get_transcript",
            "Video transcript",
            "The transcript (captions) of one video as timed segments (start and end, text) with"
                + " its language, under 'items'. A video without captions answers an empty"
                + " 'transcript' list, not an error. Also readable as the resource"
                + " vidlens://transcripts/{videoId}.",
            Operation.GET_TRANSCRIPT,
            VIDEO,
            LANG),
        operations.tool(
            "get_comments",
            "Video comments",
            "One page of a video's top-level comments (typically 20) under 'data': author, text,"
                + " likes, reply count, published time; 'msg' says why there are none. For the"
                + " next page call again with the same videoId and 'token' set to the answer's"
                + " 'continuation'; an empty 'continuation' marks the last page.",
            Operation.GET_COMMENTS,
            VIDEO,
            TOKEN),
        operations.tool(
            "get_subtitles",
            "Video subtitles",
            "The subtitle tracks of one video under 'items': language, name, and time-limited"
                + " download URLs. A video without subtitles answers an empty 'subtitles' list.",
            Operation.GET_SUBTITLE,
            VIDEO,
            LANG),
        operations.tool(
            "get_video_rpm",
            "Video RPM estimate",
            "Estimated RPM (revenue per 1,000 views, USD) and earnings of one video with ranges"
                + " and how the estimate is made. When no estimate can be given (not monetized,"
                + " too few views, too new) the answer has success=false and says why.",
            Operation.GET_RPM,
            VIDEO),
        operations.tool(
            "get_channel_about",
            "Channel about",
            "A channel's about information: title, handle, description, country, subscriber,"
                + " video and view counts, join date, links.",
            Operation.GET_ABOUT,
            CHANNEL),
        operations.tool(
            "get_channel_videos",
            "Channel videos",
            "One page of a channel's long-form videos under 'data' (ID, title, views, length,"
                + " published time). For the next page call again with the same channelId and"
                + " sort and 'token' set to the answer's 'continuation'; an empty 'continuation'"
                + " marks the last page.",
            Operation.GET_VIDEOS,
            CHANNEL,
            ToolArgument.of("sort").examplesOnly(),
            TOKEN),
        operations.tool(
            "get_channel_outliers",
            "Channel outliers",
            "The channel's recent videos whose views are at least 'threshold' times the median"
                + " views of its videos of similar age, with each one's multiple.",
            Operation.GET_OUTLIERS,
            CHANNEL,
            ToolArgument.of("maxVideos"),
            // The API refuses a threshold that is not positive; the schema says so up front.
            ToolArgument.of("threshold").narrowed("exclusiveMinimum", 0.0)),
        operations.tool(
            "get_channel_analytics",
            "Channel analytics",
            "Counts and metadata of a channel: subscribers, views, videos, about, keywords, tags,"
                + " categories and derived averages (a list of one, under 'items').",
            Operation.GET_ANALYTICS,
            ToolArgument.of("channelId")),
        operations.tool(
            "search_similar_thumbnails",
            "Similar-thumbnail search",
            "Videos whose thumbnails look like a text description or like the image at a URL,"
                + " most similar first, under 'data'. Give exactly one of 'text' or 'imageUrl'."
                + " Searches the thumbnails Vidlens has indexed (of the channels it has read).",
            Operation.SEARCH_SIMILAR_THUMBNAILS,
            ToolArgument.of("text"),
            ToolArgument.of("imageUrl", "image_url")));
  }
}
