package io.vidlens.platform.client;

import io.vidlens.model.CommentPage;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.RelatedVideo;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.Retention;
import io.vidlens.platform.parse.CommentPageParser;
import io.vidlens.platform.parse.ReelOverlayParser;
import io.vidlens.platform.parse.RelatedVideosParser;
import io.vidlens.platform.parse.WatchPageParser;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The WEB client's answers about one video besides its player: the watch page ({@code next}), its
 * further pages (comments, replies) and the Shorts overlay ({@code reel_item_watch}).
 */
record WatchPageAnswers(UpstreamAnswers answers, AnswerClock answerClock) {

  /** The watch page: title, counts, engagement panels, the comment section's entry token. */
  JsonNode nextTree(VideoId videoId) {
    return answers.web(
        CacheKind.WATCH_PAGE,
        videoId.value(),
        v -> answers.requests().next(videoId.value(), v),
        "next");
  }

  /**
   * A further page of next: comments, replies, the other comment sort order. An answer that holds
   * no header, thread or continuation is never kept, so that asking again asks the platform.
   */
  JsonNode nextContinuationTree(String token) {
    return answers.webByToken(
        CacheKind.COMMENTS,
        token,
        v -> answers.requests().nextContinuation(token, v),
        "next",
        body ->
            CommentPageParser.incomplete(answers.tree(body, "next"))
                ? Retention.NEVER
                : Retention.KEEP);
  }

  /** The Shorts overlay from reel_item_watch (like button, channel header, sound). */
  JsonNode reelTree(VideoId videoId) {
    return answers.web(
        CacheKind.REEL,
        videoId.value(),
        v -> answers.requests().reelOverlay(videoId.value(), v),
        "reel_item_watch");
  }

  /** The watch page: title, counts, engagement panels, the comment section's entry token. */
  WatchPage watchPage(VideoId videoId) {
    return UnreadableAnswer.parsed(nextTree(videoId), WatchPageParser::parse);
  }

  /** The videos the watch page lists beside the player, each with its channel. */
  List<RelatedVideo> relatedVideos(VideoId videoId) {
    return UnreadableAnswer.parsed(nextTree(videoId), RelatedVideosParser::parse);
  }

  /**
   * A page of comments behind a continuation, its relative times counted from when it was answered.
   */
  CommentPage commentPage(String token) {
    return commentPage(nextContinuationTree(token));
  }

  /**
   * As {@link #commentPage(String)}, or empty when the answer holds no header, thread or
   * continuation: the platform's incomplete answer (never cached), not "no comments".
   */
  Optional<CommentPage> completeCommentPage(String token) {
    JsonNode tree = nextContinuationTree(token);
    if (UnreadableAnswer.parsing(() -> CommentPageParser.incomplete(tree))) {
      return Optional.empty();
    }
    return Optional.of(commentPage(tree));
  }

  private CommentPage commentPage(JsonNode tree) {
    return UnreadableAnswer.parsing(() -> CommentPageParser.parse(tree))
        .readAt(answerClock.readAt(tree));
  }

  /** The Shorts overlay (like button, channel header, sound); empty when the answer has none. */
  Optional<ReelOverlay> reelOverlay(VideoId videoId) {
    return UnreadableAnswer.parsed(reelTree(videoId), ReelOverlayParser::parse);
  }
}
