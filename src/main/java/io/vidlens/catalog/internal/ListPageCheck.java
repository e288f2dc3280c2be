package io.vidlens.catalog.internal;

import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.ContentPage;

/**
 * What a parsed list page (a channel tab, a playlist) goes through before it is answered: what its
 * parser left out is reported for {@code endpoint}, and a continuation that could not be read is
 * upstream trouble (503), never a last page.
 */
public record ListPageCheck(
    UnknownItems.Endpoint endpoint, UnknownItems unknownItems, ReadPolicy reader) {

  /** {@code page}, checked; {@code what} names it in the error. */
  public ContentPage checked(ContentPage page, String what) {
    unknownItems.report(endpoint, page.skipped());
    page.unreadableContinuation()
        .ifPresent(
            item -> {
              throw reader.unreadable(what + ": a continuation without a token at " + item.path());
            });
    return page;
  }
}
