package io.vidlens.video;

import io.vidlens.api.PageTokens;
import io.vidlens.catalog.Videos;
import io.vidlens.model.CommentPage;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Service;

/**
 * Comment pages. The first page: the watch page ({@code next}) gives the comment section's
 * continuation, whose answer is the first page with the header (the total). Later pages: the
 * platform's continuation, handed to the client inside a {@link PageTokens} token scoped to the
 * video, so a token is refused (400) for another video, when forged, and when expired. The header's
 * total comes only with the first page, so it travels inside the token too: every page of one walk
 * reports the same {@code commentsCount}.
 */
@Service
record CommentsService(Videos videos, PageTokens tokens) {

  static final String SUCCESS = "success";
  static final String TURNED_OFF = "Comments are turned off";
  static final String LIVE = "Comments are not available for this live stream";

  static String scope(VideoId id) {
    return "comments:" + id.value();
  }

  CommentsPageRecord page(VideoId id, String token) {
    if (token != null && !token.isBlank()) {
      Cursor cursor = Cursor.decode(tokens.open(token.trim(), scope(id), "the video"));
      return fetch(id, false, cursor.countText(), cursor.continuation());
    }
    WatchPage watch = videos.watchPage(id);
    if (!watch.commentsContinuation().isEmpty()) {
      return fetch(id, true, null, watch.commentsContinuation());
    }
    if (watch.commentsDisabled()) {
      return new CommentsPageRecord(watch.commentCountFigure(), "", List.of(), TURNED_OFF);
    }
    if (watch.live()) {
      return new CommentsPageRecord(null, "", List.of(), LIVE);
    }
    // No comment section and no "turned off": a missing video (404 from the player), or a watch
    // page that came without its sections, which is the platform's trouble, not an empty list.
    throw videos.commentSectionMissing(
        id, "Its watch page came without the comment section; try again later.");
  }

  /**
   * One page; {@code knownCount} is the total read on the first page, carried by the token (null
   * when that page gave none: the total stays unknown, null, on every page of the walk).
   */
  private CommentsPageRecord fetch(
      VideoId id, boolean firstPage, String knownCount, String continuation) {
    CommentPage page =
        firstPage ? videos.firstCommentPage(continuation) : videos.commentPage(continuation);
    // The relative times count back from when the page was read: now (the page may have come from
    // the upstream cache, 15 minutes by default, which only a sub-day text could notice), or in
    // replay when it was recorded.
    Instant readAt = page.readAt();
    String count = firstPage ? page.countFigure() : knownCount;
    return new CommentsPageRecord(
        count,
        tokens.issue(
            scope(id),
            page.continuation().isEmpty() ? "" : new Cursor(count, page.continuation()).encode()),
        CommentMapper.comments(page, readAt),
        SUCCESS);
  }

  /**
   * What our token carries: the total of the first page (null when unknown) and the platform's
   * continuation.
   */
  record Cursor(String countText, String continuation) {

    String encode() {
      // An unknown total travels as "" (a read total is never blank).
      return (countText == null ? "" : countText.replace('\n', ' ')) + "\n" + continuation;
    }

    static Cursor decode(String value) {
      int newline = value.indexOf('\n');
      if (newline < 0) {
        return new Cursor(null, value);
      }
      String count = value.substring(0, newline);
      return new Cursor(count.isBlank() ? null : count, value.substring(newline + 1));
    }
  }
}
