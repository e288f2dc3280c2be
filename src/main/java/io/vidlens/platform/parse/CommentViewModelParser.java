package io.vidlens.platform.parse;

import io.vidlens.model.Comment;
import io.vidlens.model.Count;
import io.vidlens.model.Thumbnail;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The current shape: {@code commentThreadRenderer.commentViewModel.commentViewModel} (threads) or a
 * bare {@code commentViewModel} (reply pages), pointing into the entity store.
 */
final class CommentViewModelParser implements CommentItemParser {

  private static final String EDITED = " (edited)";

  @Override
  public boolean accepts(JsonNode item) {
    return !viewModel(item).isMissingNode();
  }

  @Override
  public Comment parse(JsonNode item, CommentEntities entities) {
    JsonNode model = viewModel(item);
    JsonNode entity = entities.get(Nodes.string(model, "commentKey"));
    if (entity.isMissingNode()) {
      throw new IllegalStateException(
          "no commentEntityPayload for comment " + Nodes.string(model, "commentId"));
    }
    JsonNode properties = Nodes.at(entity, "properties");
    JsonNode author = Nodes.at(entity, "author");
    JsonNode toolbar = Nodes.at(entity, "toolbar");
    JsonNode state =
        entities.get(
            Nodes.firstNonBlank(
                Nodes.string(model, "toolbarStateKey"),
                Nodes.string(properties, "toolbarStateKey")));

    // Quirk: an edited comment's time reads "4 years ago (edited)".
    String published = Nodes.string(properties, "publishedTime");
    boolean edited = published.endsWith(EDITED);
    if (edited) {
      published = published.substring(0, published.length() - EDITED.length());
    }
    int level =
        Nodes.number(properties, "replyLevel") == null
            ? 0
            : Nodes.number(properties, "replyLevel").intValue();
    // Quirk: zero likes/replies come as "" with the zero only in the a11y text ("0 likes").
    String likesText = Nodes.string(toolbar, "likeCountNotliked").trim();
    Count likes = CountParser.best(likesText, Nodes.string(toolbar, "likeCountA11y"));
    String replies = Nodes.string(toolbar, "replyCount").trim();
    // Quirk: on reply pages replyCountA11y repeats the parent's count; replies are one level deep.
    Count replyCount =
        level > 0
            ? Count.exactly(0)
            : CountParser.best(replies, Nodes.string(toolbar, "replyCountA11y"));

    List<Thumbnail> avatar = Thumbnails.of(entity, "avatar", "image");
    if (avatar.isEmpty() && !Nodes.string(author, "avatarThumbnailUrl").isEmpty()) {
      avatar = List.of(Thumbnails.sized(Nodes.string(author, "avatarThumbnailUrl"), null, null));
    }
    return new Comment(
        Nodes.firstNonBlank(
            Nodes.string(properties, "commentId"), Nodes.string(model, "commentId")),
        Nodes.string(author, "displayName"),
        Nodes.string(author, "channelId"),
        avatar,
        Nodes.string(properties, "content", "content"),
        published,
        RelativeTimeParser.orNull(published),
        edited,
        likesText,
        likes,
        replyCount,
        level,
        Boolean.TRUE.equals(Nodes.bool(author, "isCreator")),
        Boolean.TRUE.equals(Nodes.bool(author, "isVerified")),
        Boolean.TRUE.equals(Nodes.bool(author, "isArtist")),
        Nodes.string(state, "heartState").equals("TOOLBAR_HEART_STATE_HEARTED"),
        !Nodes.string(model, "pinnedText").isBlank(),
        Continuations.repliesToken(item));
  }

  private static JsonNode viewModel(JsonNode item) {
    JsonNode holder =
        item.has("commentThreadRenderer") ? Nodes.at(item, "commentThreadRenderer") : item;
    JsonNode model = Nodes.at(holder, "commentViewModel");
    if (model.has("commentViewModel")) {
      model = model.get("commentViewModel");
    }
    return model.has("commentKey") ? model : Nodes.at(null);
  }
}
