package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import io.vidlens.model.ContentPage;
import io.vidlens.model.SortOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * Parses the list of a channel tab (Videos, Shorts, Live, Playlists, Home) or playlist: a first
 * page (the selected tab's content) or a continuation page ({@code
 * onResponseReceivedActions[].appendContinuationItemsAction|reloadContinuationItemsCommand}). An
 * entry of a kind it neither reads nor ignores on purpose is left out and noted in {@link
 * ContentPage#skipped()}; so is a continuation item without a readable token.
 */
public final class ChannelContentParser {

  private static final List<RendererParser<ContentItem>> PARSERS =
      List.of(
          new LockupViewModelParser(),
          new ShortsLockupParser(),
          new VideoRendererParser(),
          new ReelItemRendererParser(),
          new GridPlaylistRendererParser());

  // Entries that carry nothing a listing answers with, left out on purpose and not counted.
  static final Set<String> IGNORED =
      Set.of(
          // "This channel has no videos" and other notices instead of a list.
          "messageRenderer",
          "backgroundPromoRenderer",
          // Home tab: the trailer, posts, featured and recognition shelves.
          "channelVideoPlayerRenderer",
          "backstagePostThreadRenderer",
          "postRenderer",
          "channelFeaturedContentRenderer",
          "recognitionShelfRenderer",
          // Ads.
          "adSlotRenderer",
          // Shown instead of the list to anonymous clients; the catalog reads the uploads instead.
          "channelAgeGateRenderer",
          // Gaming topic pages list games and channels next to videos.
          "gameCardRenderer",
          "gridChannelRenderer",
          "channelRenderer");

  private ChannelContentParser() {}

  public static ContentPage parse(JsonNode root) {
    List<ListEntries.Entry> raw = new ArrayList<>();
    List<SortOption> sorts = new ArrayList<>();
    ListEntries.Entry tab = selectedTab(root);
    if (tab.node().isObject()) {
      JsonNode grid = Nodes.at(tab.node(), "richGridRenderer");
      if (grid.isObject()) {
        raw.addAll(
            ListEntries.list(grid, ListEntries.path(tab.path(), "richGridRenderer"), "contents"));
        sorts.addAll(SortOptionsParser.parse(Nodes.at(grid, "header")));
      }
      JsonNode sections = Nodes.at(tab.node(), "sectionListRenderer");
      if (sections.isObject()) {
        raw.addAll(
            ListEntries.list(
                sections, ListEntries.path(tab.path(), "sectionListRenderer"), "contents"));
        sorts.addAll(SortOptionsParser.parse(Nodes.at(sections, "subMenu")));
      }
    }
    for (String actions : List.of("onResponseReceivedActions", "onResponseReceivedEndpoints")) {
      for (ListEntries.Entry action : ListEntries.list(root, "", actions)) {
        for (String kind :
            List.of("appendContinuationItemsAction", "reloadContinuationItemsCommand")) {
          raw.addAll(ListEntries.list(action.node(), action.path(), kind, "continuationItems"));
        }
      }
    }

    List<ContentItem> items = new ArrayList<>();
    PageEntries page = new PageEntries();
    for (ListEntries.Entry entry : ListEntries.flatten(raw)) {
      if (page.continuation(entry) || IGNORED.contains(entry.kind())) {
        continue;
      }
      Supplier<ContentItem> parse = RendererParser.first(PARSERS, entry.node()).orElse(null);
      page.read(entry, parse == null ? null : e -> parse.get()).ifPresent(items::add);
    }
    return new ContentPage(items, page.continuation(), sorts, page.skipped());
  }

  static JsonNode selectedTabContent(JsonNode root) {
    return selectedTab(root).node();
  }

  /** The selected tab's content and its path; a missing node when no tab is selected. */
  private static ListEntries.Entry selectedTab(JsonNode root) {
    for (ListEntries.Entry tab :
        ListEntries.list(root, "", "contents", "twoColumnBrowseResultsRenderer", "tabs")) {
      JsonNode renderer = Nodes.at(tab.node(), "tabRenderer");
      if (Boolean.TRUE.equals(Nodes.bool(renderer, "selected")) && renderer.has("content")) {
        return new ListEntries.Entry(
            renderer.get("content"), ListEntries.path(tab.path(), "tabRenderer", "content"));
      }
    }
    return new ListEntries.Entry(Nodes.at(null), "");
  }
}
