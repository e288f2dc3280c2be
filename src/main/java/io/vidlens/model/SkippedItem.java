package io.vidlens.model;

import java.util.List;
import java.util.Optional;

/**
 * A list entry a parser left out of a page, and where it stood in the platform's answer. The
 * platform renames and adds entry kinds without notice; keeping what was left out lets the catalog
 * count it, so a renamed renderer shows up in the metrics instead of as a silently shorter list.
 *
 * @param kind the entry's renderer kind ({@code lockupViewModel}, {@code somethingNewRenderer}),
 *     with the sub-type after a colon when the kind is known but its type is not ({@code
 *     lockupViewModel:LOCKUP_CONTENT_TYPE_ALBUM})
 * @param path where the entry stood in the answer, as a JSON path ({@code
 *     onResponseReceivedActions[0].appendContinuationItemsAction.continuationItems[3]})
 * @param reason why it was left out
 * @param detail what the parser said, in words ("" when there is nothing to add)
 */
public record SkippedItem(String kind, String path, Reason reason, String detail) {

  public enum Reason {
    /** A kind of entry the parser does not know (a new or renamed renderer). */
    UNKNOWN_KIND,
    /** An entry of a known kind that could not be read (a field moved inside it). */
    UNREADABLE,
    /**
     * A continuation item whose token could not be read: the platform says there is more, and the
     * page must not be answered as the last one.
     */
    UNREADABLE_CONTINUATION
  }

  public SkippedItem {
    detail = detail == null ? "" : detail;
  }

  /** The first continuation item of {@code skipped} whose token could not be read. */
  public static Optional<SkippedItem> unreadableContinuation(List<SkippedItem> skipped) {
    return skipped.stream().filter(s -> s.reason() == Reason.UNREADABLE_CONTINUATION).findFirst();
  }

  @Override
  public String toString() {
    return kind + " at " + path + " (" + reason + (detail.isEmpty() ? "" : ": " + detail) + ")";
  }
}
