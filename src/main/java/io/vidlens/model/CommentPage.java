package io.vidlens.model;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * One page of comments or replies ({@code next} with a continuation). {@code countText} (the
 * platform's text) and {@code count} (its value, exact or rounded) come from the comments header,
 * which only the first page of a sort carries ("5,145 Comments"); {@code countFigure} is the count
 * as the platform formats it, for the answer ("5,145", "1.2K", "0" for "No comments"; null when the
 * header gave none); {@code continuation} is "" on the last page. {@code skipped} holds the items
 * that were left out (see {@link SkippedItem}); the rest of the page is still there. {@code readAt}
 * is what its relative times ("3 months ago") count back from: when the page was read live, when it
 * was recorded in replay (null until the catalog says).
 */
public record CommentPage(
    String countText,
    Count count,
    String countFigure,
    List<Comment> comments,
    String continuation,
    List<SortOption> sorts,
    List<SkippedItem> skipped,
    Instant readAt) {

  /** The same page, read at {@code at}. */
  public CommentPage readAt(Instant at) {
    return new CommentPage(
        countText, count, countFigure, comments, continuation, sorts, skipped, at);
  }

  public CommentPage {
    comments = List.copyOf(comments);
    sorts = List.copyOf(sorts);
    skipped = List.copyOf(skipped);
  }

  /**
   * A continuation item whose token could not be read: the platform has more, so {@code
   * continuation} being "" does not mean this is the last page.
   */
  public Optional<SkippedItem> unreadableContinuation() {
    return SkippedItem.unreadableContinuation(skipped);
  }
}
