package io.vidlens.catalog.model;

import java.util.List;

/**
 * One page of a channel tab or playlist: its items, the token of the next page ("" on the last),
 * the sort choices shown above it (first page only) and notes about items that could not be read.
 */
public record ContentPage(
    List<ContentItem> items, String continuation, List<SortOption> sorts, List<String> skipped) {

  public ContentPage {
    items = List.copyOf(items);
    sorts = List.copyOf(sorts);
    skipped = List.copyOf(skipped);
  }

  public static ContentPage empty() {
    return new ContentPage(List.of(), "", List.of(), List.of());
  }
}
