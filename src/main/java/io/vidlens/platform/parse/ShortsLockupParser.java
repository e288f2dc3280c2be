package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import io.vidlens.model.ShortItem;
import tools.jackson.databind.JsonNode;

/** {@code shortsLockupViewModel}, the entry of the Shorts tab and of Shorts shelves. */
final class ShortsLockupParser extends RendererParser<ContentItem> {

  private static final String ENTITY_PREFIX = "shorts-shelf-item-";

  ShortsLockupParser() {
    super("shortsLockupViewModel");
  }

  @Override
  ContentItem parse(JsonNode lockup) {
    String entity = Nodes.string(lockup, "entityId");
    String videoId =
        Nodes.firstNonBlank(
            Nodes.string(lockup, "onTap", "innertubeCommand", "reelWatchEndpoint", "videoId"),
            entity.startsWith(ENTITY_PREFIX) ? entity.substring(ENTITY_PREFIX.length()) : "");
    String views = PlatformText.of(lockup, "overlayMetadata", "secondaryText");
    // Quirk: the thumbnail is wrapped twice (thumbnailViewModel.thumbnailViewModel.image).
    JsonNode thumb = Nodes.at(lockup, "thumbnailViewModel");
    if (thumb.has("thumbnailViewModel")) {
      thumb = thumb.get("thumbnailViewModel");
    }
    return new ShortItem(
        videoId,
        PlatformText.of(lockup, "overlayMetadata", "primaryText"),
        views,
        CountParser.best(views),
        Thumbnails.of(thumb, "image"));
  }
}
