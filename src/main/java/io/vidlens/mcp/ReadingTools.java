package io.vidlens.mcp;

import io.vidlens.access.Operation;
import io.vidlens.mcp.ToolArgument.Reference;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The tools that read: a video's or short's details, a video's transcript, comments, subtitles and
 * RPM; a channel's about, videos, shorts, playlists, outliers, analytics, short-versus-long views
 * and audience revenue; the similar-thumbnail search. The bulk transcript and subtitle operations
 * have no tool: a model reads one video at a time with the single ones (1 unit each), and the
 * answer of ten at once would be too long for its context anyway. Each takes its operation's own
 * parameters (or body properties) as its arguments, under the same names except where the wire name
 * is not camelCase ({@code image_url}).
 */
@Component
record ReadingTools(OperationTools operations) implements ToolSet {

  /** A video ID, or a watch, shorts, live, embed or youtu.be link (read as its ID). */
  private static final ToolArgument VIDEO = ToolArgument.of("videoId").naming(Reference.VIDEO);

  /**
   * The channel is required by the tool; the operation also takes it as {@code channel_id}, and
   * takes handles and channel links itself.
   */
  static final ToolArgument CHANNEL =
      ToolArgument.of("channelId").required().naming(Reference.CHANNEL);

  /** A channel for an operation that takes IDs only: a handle or link is resolved first. */
  static final ToolArgument CHANNEL_BY_ID =
      ToolArgument.of("channelId").naming(Reference.CHANNEL_ID_ONLY);

  static final String VIDEO_TEXT =
      " 'videoId' may also be a watch, shorts, live, embed or youtu.be link.";
  static final String CHANNEL_TEXT = " 'channelId' may also be an @handle or a channel link.";
  static final String RESOLVED_TEXT =
      " 'channelId' may also be an @handle or a channel link; one that is not a /channel/UC… link"
          + " is first looked up with get_channel_about, charged as that (1 unit).";

  private static final ToolArgument TOKEN = ToolArgument.of("token");
  private static final ToolArgument LANG = ToolArgument.of("lang");

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        operations.tool(
            "get_video_details",
            "Video details",
            "Metadata of one video: title, description, channel, publish date, length, views,"
                + " likes, keywords, category, thumbnails (a list of one, under 'items')."
                + VIDEO_TEXT,
            Operation.GET_VIDEO_DETAILS,
            VIDEO),
        operations.tool(
            "get_transcript",
            "Video transcript",
            "The transcript (captions) of one video as timed segments (start and end, text) with"
                + " its language, under 'items'. A video without captions answers an empty"
                + " 'transcript' list, not an error. Also readable as the resource"
                + " vidlens://transcripts/{videoId}."
                + VIDEO_TEXT,
            Operation.GET_TRANSCRIPT,
            VIDEO,
            LANG),
        operations.tool(
            "get_comments",
            "Video comments",
            "One page of a video's top-level comments (typically 20) under 'data': author, text,"
                + " likes, reply count, published time; 'msg' says why there are none. For the"
                + " next page call again with the same videoId and 'token' set to the answer's"
                + " 'continuation'; an empty 'continuation' marks the last page."
                + VIDEO_TEXT,
            Operation.GET_COMMENTS,
            VIDEO,
            TOKEN),
        operations.tool(
            "get_subtitles",
            "Video subtitles",
            "The subtitle tracks of one video under 'items': language, name, and time-limited"
                + " download URLs. A video without subtitles answers an empty 'subtitles' list."
                + VIDEO_TEXT,
            Operation.GET_SUBTITLE,
            VIDEO,
            LANG),
        operations.tool(
            "get_video_rpm",
            "Video RPM estimate",
            "Estimated RPM (revenue per 1,000 views, USD) and earnings of one video with ranges"
                + " and how the estimate is made. When no estimate can be given (not monetized,"
                + " too few views, too new) the answer has success=false and says why."
                + VIDEO_TEXT,
            Operation.GET_RPM,
            VIDEO),
        operations.tool(
            "get_channel_about",
            "Channel about",
            "A channel's about information: title, handle, description, country, subscriber,"
                + " video and view counts, join date, links."
                + CHANNEL_TEXT,
            Operation.GET_ABOUT,
            CHANNEL),
        operations.tool(
            "get_channel_videos",
            "Channel videos",
            "One page of a channel's long-form videos under 'data' (ID, title, views, length,"
                + " published time). For the next page call again with the same channelId and"
                + " sort and 'token' set to the answer's 'continuation'; an empty 'continuation'"
                + " marks the last page."
                + CHANNEL_TEXT,
            Operation.GET_VIDEOS,
            CHANNEL,
            ToolArgument.of("sort").examplesOnly(),
            TOKEN),
        operations.tool(
            "get_channel_outliers",
            "Channel outliers",
            "The channel's recent videos whose views are at least 'threshold' times the median"
                + " views of its videos of similar age, with each one's multiple."
                + CHANNEL_TEXT,
            Operation.GET_OUTLIERS,
            CHANNEL,
            ToolArgument.of("maxVideos"),
            // The API refuses a threshold that is not positive; the schema says so up front.
            ToolArgument.of("threshold").narrowed("exclusiveMinimum", 0.0)),
        operations.tool(
            "get_channel_analytics",
            "Channel analytics",
            "Counts and metadata of a channel: subscribers, views, videos, about, keywords, tags,"
                + " categories and derived averages (a list of one, under 'items')."
                + RESOLVED_TEXT,
            Operation.GET_ANALYTICS,
            CHANNEL_BY_ID),
        operations.tool(
            "search_similar_thumbnails",
            "Similar-thumbnail search",
            "Videos whose thumbnails look like a text description or like the image at a URL,"
                + " most similar first, under 'data'. Give exactly one of 'text' or 'imageUrl'."
                + " Searches the thumbnails Vidlens has indexed (of the channels it has read).",
            Operation.SEARCH_SIMILAR_THUMBNAILS,
            ToolArgument.of("text"),
            ToolArgument.of("imageUrl", "image_url")),
        operations.tool(
            "get_shorts_details",
            "Short details",
            "Metadata of one short: title, channel, publish date, views, likes, comment count,"
                + " the sound it reuses if any, thumbnails (a list of one, under 'items')."
                + VIDEO_TEXT,
            Operation.GET_SHORTS_DETAILS,
            VIDEO),
        operations.tool(
            "get_channel_shorts",
            "Channel shorts",
            "One page of a channel's shorts under 'data' (ID, title, views as shown). For the"
                + " next page call again with the same channelId and sort and 'token' set to the"
                + " answer's 'continuation'; an empty 'continuation' marks the last page."
                + CHANNEL_TEXT,
            Operation.GET_SHORTS,
            CHANNEL,
            ToolArgument.of("sort").examplesOnly(),
            TOKEN),
        operations.tool(
            "get_channel_playlists",
            "Channel playlists",
            "One page of a channel's playlists under 'data' (ID, title, video count). For the"
                + " next page call again with the same channelId and sort and 'token' set to the"
                + " answer's 'continuation'; an empty 'continuation' marks the last page."
                + CHANNEL_TEXT,
            Operation.GET_PLAYLISTS,
            CHANNEL,
            ToolArgument.of("sort").examplesOnly(),
            TOKEN),
        operations.tool(
            "get_short_vs_long_views",
            "Short vs long views",
            "Total views of a channel from its shorts and from its long-form videos (every page"
                + " of both tabs, summed), with how exact each total is (a list of one, under"
                + " 'items')."
                + RESOLVED_TEXT,
            Operation.GET_SHORT_VS_LONG_VIEWS,
            CHANNEL_BY_ID.required()),
        operations.tool(
            "get_channel_geography_revenue",
            "Channel audience and revenue",
            "Estimated audience geography and age groups of a channel with RPM and revenue"
                + " estimates by group, each with its range and basis (a list of one, under"
                + " 'items')."
                + RESOLVED_TEXT,
            Operation.GET_GEOGRAPHY_REVENUE,
            CHANNEL_BY_ID));
  }
}
