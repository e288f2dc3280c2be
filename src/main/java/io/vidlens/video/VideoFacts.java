package io.vidlens.video;

import io.vidlens.api.VideoId;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.VideoNotFoundException;
import io.vidlens.platform.parse.Playability;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.PlayerResponse;
import io.vidlens.platform.parse.PlayerVideoDetails;
import io.vidlens.platform.parse.VideoDetails;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What other features (the channel analytics, Get RPM, the thumbnail search) read of a video
 * through the video operations' own code: the merged player answers and the record of Get Video
 * Details, and the comments of the first page of Get Comments. Same cache, same typed 404
 * ({@code VideoNotFoundException}) and 503s.
 */
@Component
public class VideoFacts {

  /**
   * @param details the merged mobile videoDetails and WEB microformat
   * @param playability what the mobile player said about playing it
   * @param liveNow the mobile player's {@code isLive}: a live stream in progress (not a replay)
   */
  public record Video(VideoDetails details, Playability playability, boolean liveNow) {}

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final PlatformClient platform;
  private final UpstreamAnswers answers;
  private final CommentsService comments;
  private final VideoDetailsService detailsService;

  VideoFacts(
      PlatformClient platform,
      UpstreamAnswers answers,
      CommentsService comments,
      VideoDetailsService detailsService) {
    this.platform = platform;
    this.answers = answers;
    this.comments = comments;
    this.detailsService = detailsService;
  }

  /** The video as Get Video Details reads it; 404 for a missing, removed or private video. */
  public Video video(VideoId id) {
    PlayerResponse mobile = answers.player(platform.player(id.value()));
    PlayerResponse web = answers.read("web player answer", () -> PlayerParser.parse(platform.playerMicroformat(id.value())));
    VideoDetails merged = answers.read("player answers", () -> VideoDetails.merge(mobile, web));
    boolean liveNow = mobile.details().map(PlayerVideoDetails::isLive).map(Boolean.TRUE::equals).orElse(false);
    return new Video(merged, mobile.playability(), liveNow);
  }

  /** The texts of the first page of comments (about 20); empty when comments are off or it is live. */
  public List<String> firstCommentTexts(VideoId id) {
    return comments.page(id, null).data().stream()
        .map(CommentsPageRecord.CommentRecord::textDisplay)
        .filter(text -> text != null && !text.isBlank())
        .toList();
  }

  /**
   * The video's Get Video Details record as JSON (the thumbnail search keeps it as a snapshot);
   * empty when the platform says it does not exist. Upstream trouble is thrown as for the
   * operation ({@code UpstreamUnavailableException}, an {@code ApiException}).
   */
  public Optional<JsonNode> details(String videoId) {
    try {
      return Optional.of(JSON.valueToTree(detailsService.details(VideoId.parse(videoId))));
    } catch (VideoNotFoundException e) {
      return Optional.empty();
    }
  }
}
