package io.vidlens.platform.parse;

import io.vidlens.catalog.model.ContentItem;
import io.vidlens.catalog.model.ContentPage;
import io.vidlens.catalog.model.SortOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Parses the list of a channel tab (Videos, Shorts, Playlists, Home) or playlist: a first page (the
 * selected tab's content) or a continuation page ({@code
 * onResponseReceivedActions[].appendContinuationItemsAction|reloadContinuationItemsCommand}).
 */
public final class ChannelContentParser {

  private static final List<ContentItemParser> PARSERS =
      List.of(
          new LockupViewModelParser(),
          new ShortsLockupParser(),
          new VideoRendererParser(),
          new ReelItemRendererParser(),
          new GridPlaylistRendererParser());

  // Entries that are not content and are left out without a note.
  private static final Set<String> IGNORED =
      Set.of(
          "messageRenderer",
          "channelVideoPlayerRenderer",
          "backstagePostThreadRenderer",
          "postRenderer",
          "channelFeaturedContentRenderer",
          "recognitionShelfRenderer",
          "adSlotRenderer",
          "channelAgeGateRenderer",
          // Gaming topic pages list games and channels next to videos.
          "gameCardRenderer",
          "gridChannelRenderer",
          "channelRenderer");

  private ChannelContentParser() {}

  public static ContentPage parse(JsonNode root) {
    List<JsonNode> raw = new ArrayList<>();
    List<SortOption> sorts = new ArrayList<>();
    JsonNode tab = selectedTabContent(root);
    if (tab.isObject()) {
      JsonNode grid = Nodes.at(tab, "richGridRenderer");
      if (grid.isObject()) {
        raw.addAll(Nodes.list(grid, "contents"));
        sorts.addAll(SortOptionsParser.parse(Nodes.at(grid, "header")));
      }
      JsonNode sections = Nodes.at(tab, "sectionListRenderer");
      if (sections.isObject()) {
        raw.addAll(Nodes.list(sections, "contents"));
        sorts.addAll(SortOptionsParser.parse(Nodes.at(sections, "subMenu")));
      }
    }
    List<JsonNode> actions = new ArrayList<>(Nodes.list(root, "onResponseReceivedActions"));
    actions.addAll(Nodes.list(root, "onResponseReceivedEndpoints"));
    for (JsonNode action : actions) {
      for (String kind :
          List.of("appendContinuationItemsAction", "reloadContinuationItemsCommand")) {
        raw.addAll(Nodes.list(action, kind, "continuationItems"));
      }
    }

    List<ContentItem> items = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    String continuation = "";
    for (JsonNode entry : ListEntries.flatten(raw)) {
      String kind = Nodes.kind(entry);
      if (kind.equals("continuationItemRenderer")) {
        continuation = Continuations.token(entry);
        continue;
      }
      if (IGNORED.contains(kind)) {
        continue;
      }
      ContentItemParser parser =
          PARSERS.stream().filter(p -> p.accepts(entry)).findFirst().orElse(null);
      if (parser == null) {
        skipped.add("unknown list entry: " + kind);
        continue;
      }
      try {
        items.add(parser.parse(entry));
      } catch (RuntimeException e) {
        skipped.add(kind + ": " + e.getMessage());
      }
    }
    return new ContentPage(items, continuation, sorts, skipped);
  }

  static JsonNode selectedTabContent(JsonNode root) {
    for (JsonNode tab : Nodes.list(root, "contents", "twoColumnBrowseResultsRenderer", "tabs")) {
      JsonNode renderer = Nodes.at(tab, "tabRenderer");
      if (Boolean.TRUE.equals(Nodes.bool(renderer, "selected")) && renderer.has("content")) {
        return renderer.get("content");
      }
    }
    return Nodes.at(null);
  }
}
