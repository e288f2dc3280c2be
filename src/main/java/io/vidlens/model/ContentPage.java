package io.vidlens.model;

import java.util.List;
import java.util.Optional;

/**
 * One page of a channel tab or playlist: its items, the token of the next page ("" on the last),
 * the sort choices shown above it (first page only) and the entries that were left out (see {@link
 * SkippedItem}).
 */
public record ContentPage(
    List<ContentItem> items,
    String continuation,
    List<SortOption> sorts,
    List<SkippedItem> skipped) {

  public ContentPage {
    items = List.copyOf(items);
    sorts = List.copyOf(sorts);
    skipped = List.copyOf(skipped);
  }

  public static ContentPage empty() {
    return new ContentPage(List.of(), "", List.of(), List.of());
  }

  /**
   * A continuation item whose token could not be read: the platform has more, so {@code
   * continuation} being "" does not mean this is the last page.
   */
  public Optional<SkippedItem> unreadableContinuation() {
    return SkippedItem.unreadableContinuation(skipped);
  }
}
