package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.VideoItem;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * {@code lockupViewModel}, the current entry of the Videos and Playlists tabs (since mid-2026).
 * {@code contentType} says what it is; the duration sits in a thumbnail badge, views and date in
 * unlabeled metadata parts. A stream is live only when a badge has the live style ({@code
 * THUMBNAIL_OVERLAY_BADGE_STYLE_LIVE}, as NewPipeExtractor's lockup extractor and yt-dlp read it);
 * an upcoming premiere ("56 waiting", "Premieres 14/12/2026, 13:00", an "Upcoming" badge) is not
 * live and has no view count. Members-only and Premium videos carry a badge in the metadata rows
 * ({@link AccessBadges}).
 */
final class LockupViewModelParser extends RendererParser<ContentItem> {

  static final String LIVE_STYLE = "THUMBNAIL_OVERLAY_BADGE_STYLE_LIVE";

  LockupViewModelParser() {
    super("lockupViewModel");
  }

  @Override
  ContentItem parse(JsonNode lockup) {
    String type = Nodes.string(lockup, "contentType");
    String title = PlatformText.of(lockup, "metadata", "lockupMetadataViewModel", "title");
    List<JsonNode> badgeNodes =
        Nodes.findAll(Nodes.at(lockup, "contentImage"), "thumbnailBadgeViewModel");
    List<String> badges =
        badgeNodes.stream().map(b -> Nodes.string(b, "text")).filter(t -> !t.isBlank()).toList();
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
    // Live only on the live badge style: an upcoming premiere shows "56 waiting" and an "Upcoming"
    // badge, and its count is of people waiting, not views.
    boolean live =
        badgeNodes.stream().anyMatch(b -> Nodes.string(b, "badgeStyle").equals(LIVE_STYLE));
    boolean upcoming =
        !live
            && (ListMetadata.isUpcoming(parts)
                || badges.stream().anyMatch(b -> b.equalsIgnoreCase("Upcoming")));
    String duration =
        badges.stream().filter(b -> DurationParser.seconds(b).isPresent()).findFirst().orElse("");
    return new VideoItem(
        Nodes.string(lockup, "contentId"),
        title,
        views,
        live || upcoming ? null : CountParser.best(views),
        ListMetadata.published(parts),
        RelativeTimeParser.orNull(ListMetadata.published(parts)),
        duration,
        DurationParser.secondsOrNull(duration),
        Thumbnails.of(lockup, "contentImage", "thumbnailViewModel", "image"),
        live,
        upcoming,
        AccessBadges.of(Nodes.at(lockup, "metadata")),
        AccessBadges.paidOriginal(Nodes.at(lockup, "metadata")));
  }
}
