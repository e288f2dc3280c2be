package io.vidlens.video;

import io.vidlens.api.VideoId;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.VideoNotFoundException;
import io.vidlens.platform.parse.Comment;
import io.vidlens.platform.parse.CommentPage;
import io.vidlens.platform.parse.CommentPageParser;
import io.vidlens.platform.parse.Playability;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.PlayerResponse;
import io.vidlens.platform.parse.PlayerVideoDetails;
import io.vidlens.platform.parse.VideoDetails;
import io.vidlens.platform.parse.WatchPage;
import io.vidlens.platform.parse.WatchPageParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What other features (the channel analytics, Get RPM, the analysis jobs, the thumbnail search)
 * read of a video through the video operations' own code: the merged player answers and the record
 * of Get Video Details, transcripts, and comments. Same cache, same typed 404 ({@code
 * VideoNotFoundException}) and 503s.
 */
@Component
public class VideoFacts {

  /**
   * @param details the merged mobile videoDetails and WEB microformat
   * @param playability what the mobile player said about playing it
   * @param liveNow the mobile player's {@code isLive}: a live stream in progress (not a replay)
   */
  public record Video(VideoDetails details, Playability playability, boolean liveNow) {}

  /** One caption cue: start and end in milliseconds and its text. */
  public record Cue(long startMs, long endMs, String text) {}

  /** The first comments of a video and the total its header shows (null when not shown). */
  public record Comments(Long totalCount, List<Comment> comments, boolean turnedOff) {

    public Comments {
      comments = List.copyOf(comments);
    }
  }

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final PlatformClient platform;
  private final UpstreamAnswers answers;
  private final CommentsService comments;
  private final VideoDetailsService detailsService;
  private final CaptionsService captions;

  VideoFacts(
      PlatformClient platform,
      UpstreamAnswers answers,
      CommentsService comments,
      VideoDetailsService detailsService,
      CaptionsService captions) {
    this.platform = platform;
    this.answers = answers;
    this.comments = comments;
    this.detailsService = detailsService;
    this.captions = captions;
  }

  /** The video as Get Video Details reads it; 404 for a missing, removed or private video. */
  public Video video(VideoId id) {
    PlayerResponse mobile = answers.player(platform.player(id.value()));
    PlayerResponse web =
        answers.read(
            "web player answer", () -> PlayerParser.parse(platform.playerMicroformat(id.value())));
    VideoDetails merged = answers.read("player answers", () -> VideoDetails.merge(mobile, web));
    boolean liveNow =
        mobile.details().map(PlayerVideoDetails::isLive).map(Boolean.TRUE::equals).orElse(false);
    return new Video(merged, mobile.playability(), liveNow);
  }

  /**
   * The texts of the first page of comments (about 20); empty when comments are off or it is live.
   */
  public List<String> firstCommentTexts(VideoId id) {
    return comments.page(id, null).data().stream()
        .map(CommentsPageRecord.CommentRecord::textDisplay)
        .filter(text -> text != null && !text.isBlank())
        .toList();
  }

  /** The transcript in the player's default language (empty when the video has no captions). */
  public List<Cue> transcript(VideoId id) {
    return captions.transcript(id, null).transcript().stream()
        .map(s -> new Cue(Long.parseLong(s.startMs()), Long.parseLong(s.endMs()), s.text()))
        .toList();
  }

  /** Up to {@code max} top-level comments in the platform's default (top) order. */
  public Comments comments(VideoId id, int max) {
    WatchPage watch =
        answers.read("watch page", () -> WatchPageParser.parse(platform.next(id.value())));
    if (watch.commentsContinuation().isEmpty()) {
      if (watch.commentsDisabled()) {
        return new Comments(null, List.of(), true);
      }
      throw answers.unexpected("Its watch page came without the comment section.");
    }
    List<Comment> found = new ArrayList<>();
    Long total = null;
    String continuation = watch.commentsContinuation();
    while (!continuation.isEmpty() && found.size() < max) {
      String token = continuation;
      CommentPage page =
          answers.read(
              "comments page", () -> CommentPageParser.parse(platform.nextContinuation(token)));
      if (total == null) {
        total = page.count();
      }
      for (Comment c : page.comments()) {
        if (c.replyLevel() == 0 && found.size() < max) {
          found.add(c);
        }
      }
      continuation = page.continuation();
    }
    return new Comments(total, found, false);
  }

  /**
   * The video's Get Video Details record as JSON (the thumbnail search keeps it as a snapshot);
   * empty when the platform says it does not exist. Upstream trouble is thrown as for the operation
   * ({@code UpstreamUnavailableException}, an {@code ApiException}).
   */
  public Optional<JsonNode> details(String videoId) {
    try {
      return Optional.of(JSON.valueToTree(detailsService.details(VideoId.parse(videoId))));
    } catch (VideoNotFoundException e) {
      return Optional.empty();
    }
  }
}
