package io.vidlens.channel;

import io.vidlens.platform.parse.ContentItem;
import io.vidlens.platform.parse.ContentPage;
import java.util.List;

/**
 * One page of a channel tab in the platform's terms: its items and the platform's next token ("" on
 * the last).
 */
record Listing(List<ContentItem> items, String continuation) {

  static final Listing EMPTY = new Listing(List.of(), "");

  Listing {
    items = List.copyOf(items);
  }

  static Listing of(ContentPage page) {
    return new Listing(page.items(), page.continuation());
  }
}
