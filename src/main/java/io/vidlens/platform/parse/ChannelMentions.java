package io.vidlens.platform.parse;

import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelMention;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Collects the channels a page names, once each in the order first named, from the renderers that
 * carry one: {@code channelRenderer} and {@code gridChannelRenderer} ({@code channelId}, {@code
 * title}), a video's {@code videoRenderer} ({@code ownerText.runs[0]}'s browse endpoint and text)
 * and a video {@code lockupViewModel} (the avatar's browse endpoint, the first metadata row's
 * name). Anything else names no channel and is passed over.
 */
final class ChannelMentions {

  private final Map<ChannelId, ChannelMention> found = new LinkedHashMap<>();

  /** Adds the channel {@code item} (one wrapper of a list of renderers) names, if any. */
  void add(JsonNode item) {
    if (item.has("channelRenderer")) {
      named(item.get("channelRenderer"));
    } else if (item.has("gridChannelRenderer")) {
      named(item.get("gridChannelRenderer"));
    } else if (item.has("videoRenderer")) {
      JsonNode owner = Nodes.at(item.get("videoRenderer"), "ownerText", "runs", 0);
      add(
          Nodes.string(owner, "navigationEndpoint", "browseEndpoint", "browseId"),
          Nodes.string(owner, "text"));
    } else if (item.has("lockupViewModel")) {
      VideoLockup.of(item.get("lockupViewModel"))
          .ifPresent(video -> add(video.channelId(), video.channelName()));
    }
  }

  private void named(JsonNode renderer) {
    add(Nodes.string(renderer, "channelId"), PlatformText.of(renderer, "title"));
  }

  private void add(String id, String name) {
    if (ChannelId.isValid(id)) {
      ChannelId channel = new ChannelId(id);
      found.putIfAbsent(channel, new ChannelMention(channel, name.strip()));
    }
  }

  List<ChannelMention> list() {
    return List.copyOf(found.values());
  }
}
