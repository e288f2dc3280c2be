package io.vidlens.platform.parse;

import io.vidlens.model.ChannelMention;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The channels the platform's {@code search} answers with: {@code
 * contents.twoColumnSearchResultsRenderer.primaryContents.sectionListRenderer.contents[]
 * .itemSectionRenderer.contents[]}, each a {@code channelRenderer} (a search for channels) or a
 * video ({@code videoRenderer}, or a video {@code lockupViewModel}) whose channel is named.
 * Shelves, ads and playlists name no one channel and are passed over; a channel named twice counts
 * once.
 */
public final class SearchResultsParser {

  private SearchResultsParser() {}

  public static List<ChannelMention> parse(JsonNode root) {
    ChannelMentions mentions = new ChannelMentions();
    JsonNode sections =
        Nodes.at(
            root,
            "contents",
            "twoColumnSearchResultsRenderer",
            "primaryContents",
            "sectionListRenderer",
            "contents");
    for (JsonNode section : sections) {
      Nodes.at(section, "itemSectionRenderer", "contents").forEach(mentions::add);
    }
    return mentions.list();
  }
}
