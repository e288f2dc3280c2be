package io.vidlens.video;

import io.vidlens.model.Comment;
import io.vidlens.model.CommentPage;
import io.vidlens.model.Count;
import io.vidlens.video.CommentsPageRecord.CommentRecord;
import java.time.Instant;
import java.util.List;

/**
 * Comments to the wire. Decisions on the platform's quirks:
 *
 * <ul>
 *   <li>{@code likesCount}: the platform's text ("1.5K", "19k", "67"). Zero likes come as "" or " "
 *       with the zero only in the accessibility text; the parser reads that, and the wire says "0".
 *   <li>{@code replyCount}: the number of replies as digits ("0" when there are none).
 *   <li>{@code authorIsChannelOwner} and {@code isCreator}: both the platform's one flag that the
 *       video's own channel wrote the comment ({@code author.isCreator} of the entity store, the
 *       older renderer's {@code authorIsChannelOwner}); the creator's heart (a separate toolbar
 *       entity) is not a field of the record.
 *   <li>{@code publishedTimeText}: as the platform shows it, " (edited)" included.
 *   <li>{@code publishDate}, {@code publishedAt}: anonymous clients get only the relative time ("3
 *       days ago", "2 months ago (edited)"), so both are the start of the period it names, counted
 *       back from when the page was read ({@link io.vidlens.model.RelativeTime#periodStart}): that
 *       day's start (UTC) for days and weeks, the first of the month for months, the first of
 *       January for years. An edited comment keeps its original time (the marker is not part of
 *       it). Null when the text states no time.
 * </ul>
 */
final class CommentMapper {

  private CommentMapper() {}

  /**
   * The page's comments; {@code readAt} is when the page was read (its times count back from it).
   */
  static List<CommentRecord> comments(CommentPage page, Instant readAt) {
    return page.comments().stream().map(c -> comment(c, readAt)).toList();
  }

  static CommentRecord comment(Comment c, Instant readAt) {
    String published =
        c.publishedAgo() == null ? null : c.publishedAgo().periodStart(readAt).toString();
    String likes = c.likesText() == null ? "" : c.likesText().trim();
    if (likes.isEmpty() && c.likes() != null) {
      likes = Long.toString(c.likes().value());
    }
    return new CommentRecord(
        c.commentId(),
        c.authorHandle(),
        c.authorChannelId(),
        WireThumbnail.of(c.authorThumbnails()),
        c.text(),
        c.edited() ? c.publishedTimeText() + " (edited)" : c.publishedTimeText(),
        published,
        published,
        likes,
        WireValues.digits(Count.valueOf(c.replyCount())),
        c.authorIsChannelOwner(),
        c.verified(),
        c.artist(),
        c.authorIsChannelOwner());
  }
}
