package io.vidlens.platform.transport;

import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.filter.FilteringParserDelegate;
import tools.jackson.core.filter.TokenFilter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Reads a {@code next} answer (a watch page or a comment page) without the parts no reader of it
 * uses. The trees of uncached watch and comment pages were the largest allocation of a soak, and
 * its tail above about 110 ms was the young collections that copied them (JFR): what is not built
 * is neither collected nor copied. Left out are the player overlays and the top bar, wherever they
 * stand the properties in {@link #LEFT_OUT_ANYWHERE}, which no reader of a {@code next} answer
 * names, and in the related videos ({@code contents.twoColumnWatchNextResults.secondaryResults})
 * all but what the related videos' reader names ({@link #RELATED_LEFT_OUT}: menus, thumbnails,
 * avatars, text styling; what stays is a fifth of the related part). Everything else is read as it
 * is, empty objects and arrays included; {@code WatchPageFilterTest} holds every recorded {@code
 * next} answer to exactly the full tree less these parts, and the parsers' records of each to those
 * of the full tree.
 */
final class WatchPageFilter extends TokenFilter {

  /** Root properties left out. */
  static final Set<String> LEFT_OUT_AT_ROOT = Set.of("playerOverlays", "topbar");

  /** The related videos in {@code contents.twoColumnWatchNextResults}. */
  static final String RELATED = "secondaryResults";

  /** Left out at any depth of the related videos, besides {@link #LEFT_OUT_ANYWHERE}. */
  static final Set<String> RELATED_LEFT_OUT =
      Set.of(
          "menuButton",
          "contentImage",
          "avatar",
          "accessibilityContext",
          "loggingContext",
          "watchEndpointSupportedOnesieConfig",
          "styleRuns",
          "attachmentRuns",
          "continuationItemRenderer");

  /**
   * Left out at any depth. Tracking and logging tokens the platform echoes back when a user clicks,
   * and endpoints' command metadata (the web client's URLs of an action); the description panel
   * (the description is the player's), the merchandise shelf; in comment pages the comment box with
   * its emoji picker, the custom emojis and each comment's toolbar commands (reply, like: the
   * counts are in the comment's own entity). Together about half of what remains of a page.
   */
  static final Set<String> LEFT_OUT_ANYWHERE =
      Set.of(
          "clickTrackingParams",
          "trackingParams",
          "loggingDirectives",
          "commandMetadata",
          "structuredDescriptionContentRenderer",
          "productListRenderer",
          "createRenderer",
          "customEmojis",
          "engagementToolbarSurfaceEntityPayload");

  private static final WatchPageFilter ROOT = new WatchPageFilter(0);
  private static final WatchPageFilter CONTENTS = new WatchPageFilter(1);
  private static final WatchPageFilter TWO_COLUMNS = new WatchPageFilter(2);
  private static final WatchPageFilter ELSEWHERE = new WatchPageFilter(3);
  private static final WatchPageFilter IN_RELATED = new WatchPageFilter(4);

  /**
   * 0: the root object, 1: {@code contents}, 2: {@code twoColumnWatchNextResults}, 3: below, 4: in
   * the related videos.
   */
  private final int depth;

  private WatchPageFilter(int depth) {
    this.depth = depth;
  }

  static JsonNode read(ObjectMapper mapper, String body) {
    try (JsonParser parser =
        new FilteringParserDelegate(
            mapper.createParser(body), ROOT, TokenFilter.Inclusion.INCLUDE_ALL_AND_PATH, true)) {
      return mapper.readTree(parser);
    }
  }

  @Override
  public TokenFilter includeProperty(String name) {
    if (LEFT_OUT_ANYWHERE.contains(name)) {
      return null;
    }
    return switch (depth) {
      case 0 ->
          LEFT_OUT_AT_ROOT.contains(name) ? null : name.equals("contents") ? CONTENTS : ELSEWHERE;
      case 1 -> name.equals("twoColumnWatchNextResults") ? TWO_COLUMNS : ELSEWHERE;
      case 2 -> name.equals(RELATED) ? IN_RELATED : ELSEWHERE;
      case 4 -> RELATED_LEFT_OUT.contains(name) ? null : IN_RELATED;
      default -> ELSEWHERE;
    };
  }

  @Override
  public TokenFilter includeElement(int index) {
    // an array's elements: only the names left out anywhere (or in the related videos) apply
    return depth == 4 ? IN_RELATED : ELSEWHERE;
  }

  @Override
  public boolean includeEmptyObject(boolean contentsFiltered) {
    return true;
  }

  @Override
  public boolean includeEmptyArray(boolean contentsFiltered) {
    return true;
  }
}
