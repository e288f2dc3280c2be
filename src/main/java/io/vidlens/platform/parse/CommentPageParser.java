package io.vidlens.platform.parse;

import io.vidlens.model.Comment;
import io.vidlens.model.CommentPage;
import io.vidlens.model.Count;
import io.vidlens.model.SortOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Parses a comments page: {@code next} with a continuation from the watch page (first page of a
 * sort: header + threads), from a previous page (threads), or from a thread (replies). Items sit in
 * {@code onResponseReceivedEndpoints[].reloadContinuationItemsCommand|appendContinuationItemsAction
 * .continuationItems}. An item of a kind it neither reads nor ignores on purpose is left out and
 * noted in {@link CommentPage#skipped()}; so is a continuation item without a readable token, and a
 * thread whose replies' continuation cannot be read.
 */
public final class CommentPageParser {

  private static final List<CommentItemParser> PARSERS =
      List.of(new CommentViewModelParser(), new CommentRendererParser());

  // Items that carry no comment, left out on purpose and not counted.
  static final Set<String> IGNORED =
      Set.of(
          // "Top is selected, so you'll see featured comments": a label, not a comment.
          "commentFilterContextViewModel",
          // Ads between comment threads.
          "adSlotRenderer");

  private CommentPageParser() {}

  public static CommentPage parse(JsonNode root) {
    CommentEntities entities = new CommentEntities(root);
    String countText = "";
    Count count = null;
    List<SortOption> sorts = List.of();
    List<Comment> comments = new ArrayList<>();
    PageEntries page = new PageEntries();

    for (ListEntries.Entry entry : items(root)) {
      JsonNode item = entry.node();
      if (item.has("commentsHeaderRenderer")) {
        JsonNode header = item.get("commentsHeaderRenderer");
        countText = PlatformText.of(header, "countText").trim();
        // countText holds the exact number ("5,145 Comments"), commentsCount the rounded ("5.1k").
        count =
            CountParser.preferExact(countText, PlatformText.of(header, "commentsCount"))
                .orElse(null);
        sorts = SortOptionsParser.parse(Nodes.at(header, "sortMenu"));
        continue;
      }
      if (page.continuation(entry) || IGNORED.contains(entry.kind())) {
        continue;
      }
      CommentItemParser parser =
          PARSERS.stream().filter(p -> p.accepts(item)).findFirst().orElse(null);
      Optional<Comment> comment =
          page.read(entry, parser == null ? null : e -> parser.parse(e.node(), entities));
      comment.ifPresent(comments::add);
      // A thread that has replies behind a token nobody can read: its replies cannot be listed.
      Continuations.repliesItem(item)
          .filter(replies -> Continuations.token(replies.node()).isEmpty())
          .ifPresent(
              replies ->
                  page.unreadable(
                      replies.kind(),
                      ListEntries.path(entry.path(), replies.path()),
                      "the replies' continuation has no token at any known path"));
    }
    return new CommentPage(
        countText,
        count,
        CountParser.figure(countText),
        comments,
        page.continuation(),
        sorts,
        page.skipped(),
        // When it was read is the catalog's to say.
        null);
  }

  /**
   * Whether a comments answer holds nothing a page is made of: no header, no thread and no
   * continuation item (the ignored kinds alone do not count). The platform sends this now and then
   * for a first page ("Incomplete data received" in yt-dlp): it is not "no comments", and not the
   * last page either.
   */
  public static boolean incomplete(JsonNode root) {
    return items(root).stream().allMatch(entry -> IGNORED.contains(entry.kind()));
  }

  private static List<ListEntries.Entry> items(JsonNode root) {
    List<ListEntries.Entry> out = new ArrayList<>();
    for (String actions : List.of("onResponseReceivedEndpoints", "onResponseReceivedActions")) {
      for (ListEntries.Entry action : ListEntries.list(root, "", actions)) {
        for (String kind :
            List.of("reloadContinuationItemsCommand", "appendContinuationItemsAction")) {
          out.addAll(ListEntries.list(action.node(), action.path(), kind, "continuationItems"));
        }
      }
    }
    return out;
  }
}
