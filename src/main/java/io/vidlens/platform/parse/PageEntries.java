package io.vidlens.platform.parse;

import io.vidlens.model.SkippedItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The bookkeeping of one list page while its entries are read: the continuation token, and every
 * entry left out with its kind, JSON path and reason, so that nothing is dropped without a trace.
 */
final class PageEntries {

  private final List<SkippedItem> skipped = new ArrayList<>();
  private String continuation = "";

  /**
   * Takes {@code entry} when it is a continuation item: its token becomes the page's continuation;
   * one without a readable token is noted (the page is then not the last, whatever else it says).
   */
  boolean continuation(ListEntries.Entry entry) {
    if (!Continuations.isItem(entry.node())) {
      return false;
    }
    String token = Continuations.token(entry.node());
    if (token.isEmpty()) {
      skipped.add(
          new SkippedItem(
              entry.kind(),
              entry.path(),
              SkippedItem.Reason.UNREADABLE_CONTINUATION,
              "no token at any known path"));
    } else {
      continuation = token;
    }
    return true;
  }

  /**
   * {@code entry} read by {@code parser}; empty (and noted) when there is no parser for its kind
   * ({@code parser} null), the parser does not know its type, or it cannot be read.
   */
  <T> Optional<T> read(ListEntries.Entry entry, Function<ListEntries.Entry, T> parser) {
    if (parser == null) {
      skipped.add(new SkippedItem(entry.kind(), entry.path(), SkippedItem.Reason.UNKNOWN_KIND, ""));
      return Optional.empty();
    }
    try {
      return Optional.of(parser.apply(entry));
    } catch (UnsupportedEntry e) {
      skipped.add(new SkippedItem(e.kind(), entry.path(), SkippedItem.Reason.UNKNOWN_KIND, ""));
    } catch (RuntimeException e) {
      skipped.add(
          new SkippedItem(
              entry.kind(),
              entry.path(),
              SkippedItem.Reason.UNREADABLE,
              String.valueOf(e.getMessage())));
    }
    return Optional.empty();
  }

  /** Notes an entry of a known kind that could not be read. */
  void unreadable(String kind, String path, String detail) {
    skipped.add(new SkippedItem(kind, path, SkippedItem.Reason.UNREADABLE, detail));
  }

  String continuation() {
    return continuation;
  }

  List<SkippedItem> skipped() {
    return skipped;
  }
}
