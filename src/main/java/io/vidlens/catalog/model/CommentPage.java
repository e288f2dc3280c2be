package io.vidlens.catalog.model;

import java.util.List;

/**
 * One page of comments or replies ({@code next} with a continuation). {@code countText} and {@code
 * count} come from the comments header, which only the first page of a sort carries ("5,145
 * Comments"); {@code continuation} is "" on the last page. {@code skipped} notes items that could
 * not be read; the rest of the page is still there.
 */
public record CommentPage(
    String countText,
    Long count,
    List<Comment> comments,
    String continuation,
    List<SortOption> sorts,
    List<String> skipped) {

  public CommentPage {
    comments = List.copyOf(comments);
    sorts = List.copyOf(sorts);
    skipped = List.copyOf(skipped);
  }
}
