package io.vidlens.video;

import java.util.List;

/** One comments page exactly as the wire has it (a single object). */
record CommentsPageRecord(
    String commentsCount, String continuation, List<CommentRecord> data, String msg) {

  record CommentRecord(
      String commentId,
      String authorText,
      String authorChannelId,
      List<WireThumbnail> authorThumbnail,
      String textDisplay,
      String publishedTimeText,
      String publishDate,
      String publishedAt,
      String likesCount,
      String replyCount,
      boolean authorIsChannelOwner,
      boolean isVerified,
      boolean isArtist,
      boolean isCreator) {}
}
