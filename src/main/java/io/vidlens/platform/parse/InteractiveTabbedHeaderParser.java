package io.vidlens.platform.parse;

import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Auto-generated gaming topic channels ("Minecraft"): {@code interactiveTabbedHeaderRenderer} with
 * box art, banner and a "2009 • Mojang Studios" line; no handle and no subscriber count.
 */
final class InteractiveTabbedHeaderParser extends RendererParser<ChannelHeader> {

  InteractiveTabbedHeaderParser() {
    super("interactiveTabbedHeaderRenderer");
  }

  @Override
  ChannelHeader parse(JsonNode h) {
    return new ChannelHeader(
        "interactiveTabbedHeaderRenderer",
        "",
        PlatformText.of(h, "title"),
        "",
        List.of(),
        PlatformText.of(h, "description").strip(),
        Thumbnails.of(h, "boxArt"),
        Thumbnails.of(h, "banner"),
        "",
        "",
        "",
        false,
        false,
        "");
  }
}
