package io.vidlens.platform.parse;

import io.vidlens.model.Comment;
import io.vidlens.model.Count;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The older shape, still served to some clients: everything inline in {@code
 * commentThreadRenderer.comment.commentRenderer} (or a bare {@code commentRenderer} on reply
 * pages).
 */
final class CommentRendererParser implements CommentItemParser {

  @Override
  public boolean accepts(JsonNode item) {
    return renderer(item).isObject();
  }

  @Override
  public Comment parse(JsonNode item, CommentEntities entities) {
    JsonNode c = renderer(item);
    String published = PlatformText.of(c, "publishedTimeText");
    boolean edited = published.endsWith(" (edited)");
    if (edited) {
      published = published.substring(0, published.length() - " (edited)".length());
    }
    String likesText = PlatformText.of(c, "voteCount");
    String badge =
        Nodes.string(c, "authorCommentBadge", "authorCommentBadgeRenderer", "icon", "iconType");
    List<String> verifiedIcons = List.of("CHECK_CIRCLE_THICK", "CHECK", "OFFICIAL_ARTIST_BADGE");
    boolean reply =
        !item.has("commentThreadRenderer") && Nodes.string(c, "commentId").contains(".");
    Long replyCount = Nodes.number(c, "replyCount");
    return new Comment(
        Nodes.string(c, "commentId"),
        PlatformText.of(c, "authorText"),
        Nodes.string(c, "authorEndpoint", "browseEndpoint", "browseId"),
        Thumbnails.of(c, "authorThumbnail"),
        PlatformText.of(c, "contentText"),
        published,
        RelativeTimeParser.orNull(published),
        edited,
        likesText,
        // Quirk of this shape: voteCount and replyCount are left out when they are zero.
        likesText.isBlank()
            ? Count.exactly(0)
            : CountParser.best(likesText, PlatformText.label(c, "voteCount")),
        Count.exactly(replyCount != null ? replyCount : 0),
        reply ? 1 : 0,
        Boolean.TRUE.equals(Nodes.bool(c, "authorIsChannelOwner")),
        verifiedIcons.contains(badge),
        badge.equals("OFFICIAL_ARTIST_BADGE"),
        Boolean.TRUE.equals(
            Nodes.bool(
                c,
                "actionButtons",
                "commentActionButtonsRenderer",
                "creatorHeart",
                "creatorHeartRenderer",
                "isHearted")),
        c.has("pinnedCommentBadge"),
        Continuations.repliesToken(item));
  }

  private static JsonNode renderer(JsonNode item) {
    JsonNode thread = Nodes.at(item, "commentThreadRenderer", "comment", "commentRenderer");
    return thread.isObject() ? thread : Nodes.at(item, "commentRenderer");
  }
}
