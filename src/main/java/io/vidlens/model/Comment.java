package io.vidlens.model;

import java.util.List;

/**
 * One comment. {@code publishedTimeText} is the platform's text ("3 months ago"), {@code
 * publishedAgo} the same read (null when it states no relative time). {@code authorHandle} is the
 * "@handle" the platform now shows as the author's name. {@code likesText} is the platform's text
 * ("9.8k", "" for none) and {@code likes} its value, rounded for large numbers (exact like counts
 * of comments are not published); {@code replyCount} is exact when the platform gave a number,
 * rounded when only "1.2K replies". {@code authorIsChannelOwner} is the platform's "creator" flag
 * (the video's channel wrote it); {@code hearted} is the creator's heart. {@code
 * repliesContinuation} opens the thread's replies.
 */
public record Comment(
    String commentId,
    String authorHandle,
    String authorChannelId,
    List<Thumbnail> authorThumbnails,
    String text,
    String publishedTimeText,
    RelativeTime publishedAgo,
    boolean edited,
    String likesText,
    Count likes,
    Count replyCount,
    int replyLevel,
    boolean authorIsChannelOwner,
    boolean verified,
    boolean artist,
    boolean hearted,
    boolean pinned,
    String repliesContinuation) {

  public Comment {
    authorThumbnails = List.copyOf(authorThumbnails);
  }
}
