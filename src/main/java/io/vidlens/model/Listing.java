package io.vidlens.model;

import java.util.List;

/**
 * One page of a channel tab in the platform's terms: its items and the platform's next token ("" on
 * the last).
 */
public record Listing(List<ContentItem> items, String continuation) {

  public static final Listing EMPTY = new Listing(List.of(), "");

  public Listing {
    items = List.copyOf(items);
  }

  public static Listing of(ContentPage page) {
    return new Listing(page.items(), page.continuation());
  }
}
