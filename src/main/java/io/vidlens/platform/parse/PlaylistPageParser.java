package io.vidlens.platform.parse;

import io.vidlens.model.PlaylistHeader;
import io.vidlens.model.PlaylistPage;
import io.vidlens.platform.url.UrlQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * Parses a playlist page. The header comes as {@code pageHeaderRenderer} (current) or {@code
 * playlistHeaderRenderer} (uploads playlists, older), the totals also in {@code
 * sidebar.playlistSidebarRenderer}; the videos as {@code playlistVideoRenderer} items. Quirk: the
 * recorded first pages were fetched with {@code $fields=sidebar,header,microformat,alerts} and hold
 * no videos; the videos come with the continuation pages.
 */
public final class PlaylistPageParser {

  private PlaylistPageParser() {}

  public static PlaylistPage parse(JsonNode root) {
    String alert = ChannelPageParser.alert(root);
    return new PlaylistPage(header(root), ChannelContentParser.parse(root), alert);
  }

  private static PlaylistHeader header(JsonNode root) {
    JsonNode model =
        Nodes.at(root, "header", "pageHeaderRenderer", "content", "pageHeaderViewModel");
    JsonNode old = Nodes.at(root, "header", "playlistHeaderRenderer");
    JsonNode primary =
        Nodes.list(root, "sidebar", "playlistSidebarRenderer", "items").stream()
            .map(i -> Nodes.at(i, "playlistSidebarPrimaryInfoRenderer"))
            .filter(JsonNode::isObject)
            .findFirst()
            .orElse(Nodes.at(null));
    JsonNode owner =
        Nodes.find(Nodes.at(root, "sidebar"), "videoOwnerRenderer").orElse(Nodes.at(null));

    List<String> texts = new ArrayList<>();
    Nodes.findAll(Nodes.at(model, "metadata"), "metadataParts")
        .forEach(ps -> Nodes.list(ps).forEach(p -> texts.add(PlatformText.of(p, "text"))));
    Nodes.list(primary, "stats").forEach(s -> texts.add(PlatformText.of(s)));
    texts.add(PlatformText.of(old, "numVideosText"));
    texts.add(PlatformText.of(old, "viewCountText"));
    String videos =
        texts.stream()
            .filter(t -> t.toLowerCase(Locale.ROOT).matches("\\s*(\\d[\\d,. ]*|no)\\s+videos?.*"))
            .findFirst()
            .orElse("");
    String views = texts.stream().filter(ListMetadata::isViews).findFirst().orElse("");
    String updated =
        texts.stream()
            .filter(t -> t.toLowerCase(Locale.ROOT).contains("updated"))
            .findFirst()
            .orElse("");

    String ownerName =
        Nodes.firstNonBlank(
            PlatformText.of(owner, "title"),
            PlatformText.of(old, "ownerText"),
            texts.stream()
                .filter(t -> t.startsWith("by "))
                .map(t -> t.substring(3))
                .findFirst()
                .orElse(""));
    String ownerId =
        Nodes.firstNonBlank(
            Nodes.string(owner, "navigationEndpoint", "browseEndpoint", "browseId"),
            Nodes.string(old, "ownerEndpoint", "browseEndpoint", "browseId"),
            Nodes.find(Nodes.at(model, "metadata"), "browseEndpoint")
                .map(b -> Nodes.string(b, "browseId"))
                .orElse(""));
    String canonical = Nodes.string(root, "microformat", "microformatDataRenderer", "urlCanonical");
    return new PlaylistHeader(
        Nodes.firstNonBlank(
            Nodes.string(old, "playlistId"), UrlQuery.param(canonical, "list").orElse("")),
        Nodes.firstNonBlank(
            PlatformText.of(model, "title"),
            PlatformText.of(old, "title"),
            PlatformText.of(primary, "title")),
        Nodes.firstNonBlank(
            PlatformText.of(primary, "description"),
            PlatformText.of(model, "description", "descriptionPreviewViewModel", "description"),
            PlatformText.of(old, "descriptionText")),
        ownerName,
        ownerId,
        videos,
        CountParser.best(videos),
        views,
        CountParser.best(views),
        updated,
        Thumbnails.of(
            Nodes.find(Nodes.at(primary, "thumbnailRenderer"), "thumbnail")
                .orElse(Nodes.at(root, "microformat", "microformatDataRenderer", "thumbnail"))));
  }
}
