package io.vidlens.platform.parse;

import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The older {@code c4TabbedHeaderRenderer}. Still sent for removed and terminated channels, where
 * it holds only {@code channelId} and a default avatar.
 */
final class C4TabbedHeaderParser extends RendererParser<ChannelHeader> {

  C4TabbedHeaderParser() {
    super("c4TabbedHeaderRenderer");
  }

  @Override
  ChannelHeader parse(JsonNode h) {
    List<String> badges =
        Nodes.list(h, "badges").stream()
            .map(b -> Nodes.string(b, "metadataBadgeRenderer", "style"))
            .toList();
    return new ChannelHeader(
        "c4TabbedHeaderRenderer",
        Nodes.string(h, "channelId"),
        Nodes.string(h, "title"),
        Nodes.firstNonBlank(
            PlatformText.of(h, "channelHandleText"),
            Handles.fromUrl(
                Nodes.string(h, "navigationEndpoint", "browseEndpoint", "canonicalBaseUrl"))),
        List.of(),
        PlatformText.of(h, "tagline", "channelTaglineRenderer", "content"),
        Thumbnails.of(h, "avatar"),
        Thumbnails.of(h, "banner"),
        PlatformText.of(h, "subscriberCountText"),
        PlatformText.label(h, "subscriberCountText"),
        PlatformText.of(h, "videosCountText"),
        badges.contains("BADGE_STYLE_TYPE_VERIFIED")
            || badges.contains("BADGE_STYLE_TYPE_VERIFIED_ARTIST"),
        badges.contains("BADGE_STYLE_TYPE_VERIFIED_ARTIST"),
        "");
  }
}
