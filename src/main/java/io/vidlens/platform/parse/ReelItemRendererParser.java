package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import io.vidlens.model.ShortItem;
import tools.jackson.databind.JsonNode;

/** {@code reelItemRenderer}, the older Shorts entry. */
final class ReelItemRendererParser extends RendererParser<ContentItem> {

  ReelItemRendererParser() {
    super("reelItemRenderer");
  }

  @Override
  ContentItem parse(JsonNode r) {
    String views = PlatformText.of(r, "viewCountText");
    return new ShortItem(
        Nodes.string(r, "videoId"),
        PlatformText.of(r, "headline"),
        views,
        CountParser.best(views, PlatformText.label(r, "viewCountText")),
        Thumbnails.of(r, "thumbnail"));
  }
}
