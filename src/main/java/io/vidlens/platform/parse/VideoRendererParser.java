package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import io.vidlens.model.VideoItem;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The older video renderers: {@code videoRenderer} (channel home and Videos tab of some channels),
 * {@code gridVideoRenderer} (shelves), {@code playlistVideoRenderer} (playlist pages, where views
 * and date come together in {@code videoInfo}) and {@code compactVideoRenderer}.
 */
final class VideoRendererParser extends RendererParser<ContentItem> {

  VideoRendererParser() {
    super("videoRenderer", "gridVideoRenderer", "playlistVideoRenderer", "compactVideoRenderer");
  }

  @Override
  ContentItem parse(JsonNode v) {
    List<String> info =
        Nodes.list(v, "videoInfo", "runs").stream()
            .map(r -> Nodes.string(r, "text").trim())
            .filter(t -> !t.isEmpty() && !t.equals("•"))
            .toList();
    String views =
        Nodes.firstNonBlank(PlatformText.of(v, "viewCountText"), ListMetadata.views(info));
    String shortViews = PlatformText.of(v, "shortViewCountText");
    boolean live = ListMetadata.isWatching(views) || hasLiveBadge(v);
    String duration =
        Nodes.firstNonBlank(
            PlatformText.of(v, "lengthText"),
            Nodes.find(Nodes.at(v, "thumbnailOverlays"), "thumbnailOverlayTimeStatusRenderer")
                .map(t -> PlatformText.of(t, "text"))
                .orElse(""));
    Long seconds = Nodes.number(v, "lengthSeconds");
    String published =
        Nodes.firstNonBlank(PlatformText.of(v, "publishedTimeText"), ListMetadata.published(info));
    // An upcoming premiere or stream: "56 waiting" where the views stand, an "UPCOMING" badge
    // where the duration stands, "Premieres …" or "Scheduled for …" where the date stands; its
    // count is of people waiting, not views.
    boolean upcoming =
        !live
            && (v.has("upcomingEventData")
                || ListMetadata.isUpcoming(List.of(views, published))
                || (duration + " " + views).toLowerCase(Locale.ROOT).contains("upcoming"));
    return new VideoItem(
        Nodes.string(v, "videoId"),
        PlatformText.of(v, "title"),
        views,
        live || upcoming ? null : CountParser.best(views, shortViews),
        published,
        RelativeTimeParser.orNull(published),
        duration,
        seconds != null ? seconds : DurationParser.secondsOrNull(duration),
        Thumbnails.of(v, "thumbnail"),
        live,
        upcoming,
        AccessBadges.of(Nodes.at(v, "badges")),
        AccessBadges.paidOriginal(Nodes.at(v, "badges")));
  }

  private static boolean hasLiveBadge(JsonNode v) {
    return Nodes.list(v, "badges").stream()
        .anyMatch(
            b ->
                Nodes.string(b, "metadataBadgeRenderer", "style")
                    .equals("BADGE_STYLE_TYPE_LIVE_NOW"));
  }
}
