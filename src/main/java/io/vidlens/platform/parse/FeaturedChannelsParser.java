package io.vidlens.platform.parse;

import io.vidlens.model.ChannelMention;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The channels a channel features on its home tab ({@code browse} without params): the selected
 * tab's {@code sectionListRenderer.contents[].itemSectionRenderer.contents[].shelfRenderer}, whose
 * {@code content} is a {@code horizontalListRenderer}, {@code gridRenderer} or {@code
 * expandedShelfContentsRenderer} of {@code items}; of those, the channel renderers ({@code
 * gridChannelRenderer}, {@code channelRenderer}). The creator's "Featured channels" shelf is one
 * such shelf, and a topic channel's "Other games from this developer" names channels the same way.
 * Another tab's answer (Videos) shows no shelves and names none.
 */
public final class FeaturedChannelsParser {

  private static final List<String> SHELF_CONTENTS =
      List.of("horizontalListRenderer", "gridRenderer", "expandedShelfContentsRenderer");

  private FeaturedChannelsParser() {}

  public static List<ChannelMention> parse(JsonNode root) {
    ChannelMentions mentions = new ChannelMentions();
    for (JsonNode tab : Nodes.at(root, "contents", "twoColumnBrowseResultsRenderer", "tabs")) {
      JsonNode renderer = Nodes.at(tab, "tabRenderer");
      if (!Boolean.TRUE.equals(Nodes.bool(renderer, "selected"))) {
        continue;
      }
      for (JsonNode section : Nodes.at(renderer, "content", "sectionListRenderer", "contents")) {
        for (JsonNode entry : Nodes.at(section, "itemSectionRenderer", "contents")) {
          JsonNode content = Nodes.at(entry, "shelfRenderer", "content");
          for (String kind : SHELF_CONTENTS) {
            Nodes.at(content, kind, "items").forEach(mentions::add);
          }
        }
      }
    }
    return mentions.list();
  }
}
