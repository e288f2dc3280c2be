package io.vidlens.platform.parse;

import java.util.List;
import java.util.Locale;

/**
 * Tells apart the loose text parts of a list entry ("28 views", "13 days ago", "Streamed 2 weeks
 * ago", "1,263 watching", "56 waiting", "Premieres 14/12/2026, 13:00"): the platform gives them
 * positionally, without labels.
 */
final class ListMetadata {

  private ListMetadata() {}

  static String views(List<String> parts) {
    return parts.stream().filter(ListMetadata::isViews).findFirst().orElse("");
  }

  static String published(List<String> parts) {
    return parts.stream()
        .filter(p -> !isViews(p))
        .filter(
            p ->
                p.toLowerCase(Locale.ROOT)
                    .matches(".*\\b(ago|streamed|premiered|premieres|scheduled)\\b.*"))
        .findFirst()
        .orElse("");
  }

  static boolean isViews(String part) {
    String lower = part.toLowerCase(Locale.ROOT);
    return lower.matches(".*\\b(views?|watching|waiting)\\b.*")
        && (lower.matches(".*\\d.*") || lower.startsWith("no "));
  }

  /** "1,263 watching": a stream that is live now counts its watchers. */
  static boolean isWatching(String part) {
    return part.toLowerCase(Locale.ROOT).matches(".*\\bwatching\\b.*");
  }

  /**
   * "56 waiting", "Premieres 14/12/2026, 13:00", "Scheduled for …": an upcoming premiere or stream,
   * not live yet and without views (its count is of people waiting).
   */
  static boolean isUpcoming(List<String> parts) {
    return parts.stream()
        .map(p -> p.toLowerCase(Locale.ROOT))
        .anyMatch(p -> p.matches(".*\\bwaiting\\b.*|^\\s*(premieres|scheduled for)\\b.*"));
  }
}
