package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.Thumbnail;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** {@code gridPlaylistRenderer} / {@code playlistRenderer}, the older playlist entries. */
final class GridPlaylistRendererParser extends RendererParser<ContentItem> {

  GridPlaylistRendererParser() {
    super("gridPlaylistRenderer", "playlistRenderer");
  }

  @Override
  ContentItem parse(JsonNode p) {
    String videos =
        Nodes.firstNonBlank(
            PlatformText.of(p, "videoCountText"),
            PlatformText.of(p, "videoCountShortText"),
            PlatformText.of(p, "thumbnailText"),
            Nodes.string(p, "videoCount"));
    List<Thumbnail> thumbnails = Thumbnails.of(p, "thumbnail");
    if (thumbnails.isEmpty()) {
      thumbnails =
          Nodes.list(p, "thumbnails").stream().findFirst().map(Thumbnails::of).orElse(List.of());
    }
    return new PlaylistItem(
        Nodes.string(p, "playlistId"),
        PlatformText.of(p, "title"),
        videos,
        CountParser.best(videos),
        Nodes.string(p, "navigationEndpoint", "watchEndpoint", "videoId"),
        thumbnails);
  }
}
