package io.vidlens.video;

import io.vidlens.api.VideoId;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.parse.Comment;
import io.vidlens.platform.parse.CommentPage;
import io.vidlens.platform.parse.CommentPageParser;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.PlayerResponse;
import io.vidlens.platform.parse.VideoDetails;
import io.vidlens.platform.parse.WatchPage;
import io.vidlens.platform.parse.WatchPageParser;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * What another feature (the analysis jobs) reads of a video, in the platform's terms, through the
 * same cached reads and the same failure rules as the video operations: a missing video throws
 * {@code VideoNotFoundException}, platform trouble the 503 {@code UpstreamUnavailableException}.
 */
@Component
public class VideoReads {

  /** One caption cue: start and end in milliseconds and its text. */
  public record Cue(long startMs, long endMs, String text) {}

  /** The first comments of a video and the total its header shows (null when not shown). */
  public record Comments(Long totalCount, List<Comment> comments, boolean turnedOff) {

    public Comments {
      comments = List.copyOf(comments);
    }
  }

  private final PlatformClient platform;
  private final UpstreamAnswers answers;
  private final CaptionsService captions;

  VideoReads(PlatformClient platform, UpstreamAnswers answers, CaptionsService captions) {
    this.platform = platform;
    this.answers = answers;
    this.captions = captions;
  }

  /** Details merged from the mobile player and the WEB microformat, as Get Video Details reads them. */
  public VideoDetails details(VideoId id) {
    PlayerResponse mobile = answers.player(platform.player(id.value()));
    PlayerResponse web = answers.read("web player answer", () -> PlayerParser.parse(platform.playerMicroformat(id.value())));
    return answers.read("player answers", () -> VideoDetails.merge(mobile, web));
  }

  /** The transcript in the player's default language (empty when the video has no captions). */
  public List<Cue> transcript(VideoId id) {
    return captions.transcript(id, null).transcript().stream()
        .map(s -> new Cue(Long.parseLong(s.startMs()), Long.parseLong(s.endMs()), s.text()))
        .toList();
  }

  /** Up to {@code max} top-level comments in the platform's default (top) order. */
  public Comments comments(VideoId id, int max) {
    WatchPage watch = answers.read("watch page", () -> WatchPageParser.parse(platform.next(id.value())));
    if (watch.commentsContinuation().isEmpty()) {
      if (watch.commentsDisabled()) {
        return new Comments(null, List.of(), true);
      }
      throw answers.unexpected("Its watch page came without the comment section.");
    }
    List<Comment> comments = new ArrayList<>();
    Long total = null;
    String continuation = watch.commentsContinuation();
    while (!continuation.isEmpty() && comments.size() < max) {
      String token = continuation;
      CommentPage page = answers.read("comments page", () -> CommentPageParser.parse(platform.nextContinuation(token)));
      if (total == null) {
        total = page.count();
      }
      for (Comment c : page.comments()) {
        if (c.replyLevel() == 0 && comments.size() < max) {
          comments.add(c);
        }
      }
      continuation = page.continuation();
    }
    return new Comments(total, comments, false);
  }
}
