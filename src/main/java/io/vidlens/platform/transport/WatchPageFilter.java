package io.vidlens.platform.transport;

import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.filter.FilteringParserDelegate;
import tools.jackson.core.filter.TokenFilter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Reads a watch page ({@code next}) without the parts no reader of it uses: the related videos
 * ({@code contents.twoColumnWatchNextResults.secondaryResults}), the player overlays and the top
 * bar, about a third of a watch page's 0.5 to 1 MB. The tree of a watch page was the largest
 * allocation of a soak (JFR), and what is not built is neither collected nor copied by young
 * collections. Everything else is read as it is, empty objects and arrays included; {@code
 * WatchPageFilterTest} holds every recorded watch page to exactly the full tree less these parts.
 */
final class WatchPageFilter extends TokenFilter {

  /** Root properties left out. */
  static final Set<String> LEFT_OUT_AT_ROOT = Set.of("playerOverlays", "topbar");

  /** Left out of {@code contents.twoColumnWatchNextResults}. */
  static final String RELATED = "secondaryResults";

  private static final WatchPageFilter ROOT = new WatchPageFilter(0);
  private static final WatchPageFilter CONTENTS = new WatchPageFilter(1);
  private static final WatchPageFilter TWO_COLUMNS = new WatchPageFilter(2);

  /** 0: the root object, 1: {@code contents}, 2: {@code twoColumnWatchNextResults}. */
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
    return switch (depth) {
      case 0 ->
          LEFT_OUT_AT_ROOT.contains(name) ? null : name.equals("contents") ? CONTENTS : INCLUDE_ALL;
      case 1 -> name.equals("twoColumnWatchNextResults") ? TWO_COLUMNS : INCLUDE_ALL;
      default -> name.equals(RELATED) ? null : INCLUDE_ALL;
    };
  }

  @Override
  public TokenFilter includeElement(int index) {
    return INCLUDE_ALL; // an array on the path (a root array is no watch page): kept whole
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
