package io.vidlens.platform.parse;

import io.vidlens.catalog.model.Comment;
import io.vidlens.catalog.model.CommentPage;
import io.vidlens.catalog.model.SortOption;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Parses a comments page: {@code next} with a continuation from the watch page (first page of a
 * sort: header + threads), from a previous page (threads), or from a thread (replies). Items sit in
 * {@code onResponseReceivedEndpoints[].reloadContinuationItemsCommand|appendContinuationItemsAction
 * .continuationItems}.
 */
public final class CommentPageParser {

  private static final List<CommentItemParser> PARSERS =
      List.of(new CommentViewModelParser(), new CommentRendererParser());

  private CommentPageParser() {}

  public static CommentPage parse(JsonNode root) {
    CommentEntities entities = new CommentEntities(root);
    String countText = "";
    Long count = null;
    List<SortOption> sorts = List.of();
    List<Comment> comments = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    String continuation = "";

    for (JsonNode item : items(root)) {
      if (item.has("commentsHeaderRenderer")) {
        JsonNode header = item.get("commentsHeaderRenderer");
        countText = PlatformText.of(header, "countText").trim();
        // countText holds the exact number ("5,145 Comments"), commentsCount the rounded ("5.1k").
        count = CountParser.best(countText, PlatformText.of(header, "commentsCount"));
        sorts = SortOptionsParser.parse(Nodes.at(header, "sortMenu"));
        continue;
      }
      // "Top is selected, so you'll see featured comments": a label, not a comment.
      if (item.has("commentFilterContextViewModel")) {
        continue;
      }
      if (item.has("continuationItemRenderer")) {
        continuation = Continuations.token(item);
        continue;
      }
      CommentItemParser parser =
          PARSERS.stream().filter(p -> p.accepts(item)).findFirst().orElse(null);
      if (parser == null) {
        skipped.add("unknown comment item: " + Nodes.kind(item));
        continue;
      }
      try {
        comments.add(parser.parse(item, entities));
      } catch (RuntimeException e) {
        skipped.add(Nodes.kind(item) + ": " + e.getMessage());
      }
    }
    return new CommentPage(countText, count, comments, continuation, sorts, skipped);
  }

  private static List<JsonNode> items(JsonNode root) {
    List<JsonNode> out = new ArrayList<>();
    List<JsonNode> actions = new ArrayList<>(Nodes.list(root, "onResponseReceivedEndpoints"));
    actions.addAll(Nodes.list(root, "onResponseReceivedActions"));
    for (JsonNode action : actions) {
      for (String kind :
          List.of("reloadContinuationItemsCommand", "appendContinuationItemsAction")) {
        out.addAll(Nodes.list(action, kind, "continuationItems"));
      }
    }
    return out;
  }
}
