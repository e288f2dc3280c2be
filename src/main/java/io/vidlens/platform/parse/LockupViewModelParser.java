package io.vidlens.platform.parse;

import io.vidlens.catalog.model.ContentItem;
import io.vidlens.catalog.model.PlaylistItem;
import io.vidlens.catalog.model.VideoItem;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * {@code lockupViewModel}, the current entry of the Videos and Playlists tabs (since mid-2026).
 * {@code contentType} says what it is; the duration sits in a thumbnail badge, views and date in
 * unlabeled metadata parts.
 */
final class LockupViewModelParser implements ContentItemParser {

  @Override
  public boolean accepts(JsonNode item) {
    return item.has("lockupViewModel");
  }

  @Override
  public ContentItem parse(JsonNode item) {
    JsonNode lockup = item.get("lockupViewModel");
    String type = Nodes.string(lockup, "contentType");
    String title = PlatformText.of(lockup, "metadata", "lockupMetadataViewModel", "title");
    List<String> badges =
        Nodes.findAll(Nodes.at(lockup, "contentImage"), "thumbnailBadgeViewModel").stream()
            .map(b -> Nodes.string(b, "text"))
            .filter(t -> !t.isBlank())
            .toList();
    if (type.contains("PLAYLIST")
        || type.contains("PODCAST")
        || Nodes.at(lockup, "contentImage", "collectionThumbnailViewModel").isObject()) {
      String videos = badges.stream().filter(b -> b.matches(".*\\d.*")).findFirst().orElse("");
      return new PlaylistItem(
          Nodes.string(lockup, "contentId"),
          title,
          videos,
          CountParser.best(videos),
          Nodes.find(lockup, "watchEndpoint").map(w -> Nodes.string(w, "videoId")).orElse(""),
          Thumbnails.of(
              Nodes.find(Nodes.at(lockup, "contentImage"), "image").orElse(Nodes.at(null))));
    }
    if (!type.isEmpty() && !type.contains("VIDEO")) {
      throw new UnsupportedEntry("lockupViewModel:" + type);
    }
    List<String> parts =
        Nodes.findAll(
                Nodes.at(lockup, "metadata", "lockupMetadataViewModel", "metadata"),
                "metadataParts")
            .stream()
            .flatMap(ps -> Nodes.list(ps).stream())
            .map(p -> PlatformText.of(p, "text"))
            .toList();
    String views = ListMetadata.views(parts);
    boolean live = ListMetadata.isWatching(views) || badges.contains("LIVE");
    String duration =
        badges.stream().filter(b -> DurationParser.seconds(b).isPresent()).findFirst().orElse("");
    return new VideoItem(
        Nodes.string(lockup, "contentId"),
        title,
        views,
        live ? null : CountParser.best(views),
        ListMetadata.published(parts),
        duration,
        DurationParser.secondsOrNull(duration),
        Thumbnails.of(lockup, "contentImage", "thumbnailViewModel", "image"),
        live);
  }
}
