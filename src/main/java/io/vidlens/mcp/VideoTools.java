package io.vidlens.mcp;

import static io.vidlens.mcp.InputSchema.LANG;
import static io.vidlens.mcp.InputSchema.TOKEN;
import static io.vidlens.mcp.InputSchema.VIDEO_ID;
import static io.vidlens.mcp.InputSchema.string;

import io.vidlens.access.Operation;
import java.util.List;
import org.springframework.stereotype.Component;

/** The tools about one video: details, transcript, comments, subtitles and RPM. */
@Component
class VideoTools implements ToolSet {

  private final OperationTools tools;

  VideoTools(OperationTools tools) {
    this.tools = tools;
  }

  @Override
  public List<VidlensTool> tools() {
    InputSchema video = InputSchema.object().required("videoId", string(VIDEO_ID));
    return List.of(
        tools.tool(
            "get_video_details",
            "Video details",
            "Metadata of one video: title, description, channel, publish date, duration, views,"
                + " likes, comment count, keywords, category, thumbnails.",
            video,
            Operation.GET_VIDEO_DETAILS,
            call -> OperationRequest.get(Operation.GET_VIDEO_DETAILS, call.parameters("videoId"))),
        tools.tool(
            "get_transcript",
            "Video transcript",
            "The transcript (captions) of one video as timed segments (text, start and duration in"
                + " seconds) with its language. A video without captions answers an empty"
                + " 'transcript' list, not an error. Also readable as the resource"
                + " vidlens://transcripts/{videoId}.",
            InputSchema.object()
                .required("videoId", string(VIDEO_ID))
                .optional("lang", string(LANG)),
            Operation.GET_TRANSCRIPT,
            call ->
                OperationRequest.get(Operation.GET_TRANSCRIPT, call.parameters("videoId", "lang"))),
        tools.tool(
            "get_comments",
            "Video comments",
            "One page of a video's top-level comments (typically 20): author, text, likes, reply"
                + " count, published time. For the next page call again with the same videoId and"
                + " 'token' set to the answer's 'continuation'; an empty 'continuation' marks the"
                + " last page.",
            InputSchema.object()
                .required("videoId", string(VIDEO_ID))
                .optional("token", string(TOKEN)),
            Operation.GET_COMMENTS,
            call ->
                OperationRequest.get(Operation.GET_COMMENTS, call.parameters("videoId", "token"))),
        tools.tool(
            "get_subtitles",
            "Video subtitles",
            "The subtitle tracks of one video: language, name, whether auto-generated, and"
                + " time-limited download URLs. A video without subtitles answers an empty"
                + " 'subtitles' list.",
            InputSchema.object()
                .required("videoId", string(VIDEO_ID))
                .optional("lang", string(LANG)),
            Operation.GET_SUBTITLE,
            call ->
                OperationRequest.get(Operation.GET_SUBTITLE, call.parameters("videoId", "lang"))),
        tools.tool(
            "get_video_rpm",
            "Video RPM estimate",
            "Estimated RPM (revenue per 1,000 views, USD) and earnings of one video, with how the"
                + " estimate is made. When no estimate can be given (not monetized, too few views,"
                + " too new) the answer has success=false and says why.",
            video,
            Operation.GET_RPM,
            call -> OperationRequest.get(Operation.GET_RPM, call.parameters("videoId"))));
  }
}
