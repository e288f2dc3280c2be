package io.vidlens.platform.parse;

import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoOwner;
import io.vidlens.model.WatchPage;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** Parses the WEB watch page ({@code youtubei/v1/next} with a {@code videoId}). */
public final class WatchPageParser {

  private static final String COMMENTS_PANEL = "engagement-panel-comments-section";

  private WatchPageParser() {}

  public static WatchPage parse(JsonNode root) {
    List<JsonNode> contents =
        Nodes.list(root, "contents", "twoColumnWatchNextResults", "results", "results", "contents");
    JsonNode primary = Nodes.firstUnder(contents, "videoPrimaryInfoRenderer");
    JsonNode secondary = Nodes.firstUnder(contents, "videoSecondaryInfoRenderer");
    JsonNode views = Nodes.at(primary, "viewCount", "videoViewCountRenderer");
    boolean live = Boolean.TRUE.equals(Nodes.bool(views, "isLive"));
    String viewText = PlatformText.of(views, "viewCount");
    JsonNode likeButton = likeButton(primary);
    String likeTitle = Nodes.string(likeButton, "title");
    JsonNode commentsPanel = panel(root, COMMENTS_PANEL);
    JsonNode commentSection = commentSection(contents);
    JsonNode message = Nodes.find(commentSection, "messageRenderer").orElse(Nodes.at(null));
    String commentCountText =
        PlatformText.of(
            commentsPanel, "header", "engagementPanelTitleHeaderRenderer", "contextualInfo");

    List<String> panels = infoPanels(contents);
    return new WatchPage(
        Nodes.string(root, "currentVideoEndpoint", "watchEndpoint", "videoId"),
        PlatformText.of(primary, "title"),
        viewText,
        live ? null : CountParser.best(viewText, PlatformText.of(views, "shortViewCount")),
        live,
        live ? CountParser.best(Nodes.string(views, "originalViewCount"), viewText) : null,
        likeTitle,
        // The accessibility text counts the other people who liked: logged out, that is everyone.
        CountParser.preferExact(Nodes.string(likeButton, "accessibilityText"), likeTitle)
            .orElse(null),
        PlatformText.of(primary, "dateText"),
        PlatformText.of(primary, "relativeDateText"),
        commentCountText,
        CountParser.read(commentCountText).orElse(null),
        CountParser.figure(commentCountText),
        // The comment section under the player first: it is what the web page loads (and what the
        // recordings, made like NewPipeExtractor, requested); the panel's token is the same list.
        Nodes.firstNonBlank(
            Continuations.find(commentSection).map(Continuations::token).orElse(""),
            Continuations.find(Nodes.at(commentsPanel, "content"))
                .map(Continuations::token)
                .orElse("")),
        SortOptionsParser.parse(Nodes.at(commentsPanel, "header")),
        !message.isMissingNode(),
        PlatformText.of(message, "text"),
        Nodes.find(root, "getTranscriptEndpoint").map(e -> Nodes.string(e, "params")).orElse(""),
        owner(Nodes.at(secondary, "owner", "videoOwnerRenderer")),
        panels,
        panels.stream().filter(WatchPageParser::broadcasterNotice).findFirst().orElse(""));
  }

  /**
   * The platform's public-broadcaster notice ("ZDF is a German public broadcast service."; the
   * panel links to its help page 7630512 on information panels).
   */
  static boolean broadcasterNotice(String panelText) {
    String t = panelText.toLowerCase(Locale.ROOT);
    return t.contains("public broadcast") || t.contains("publicly funded");
  }

  /**
   * Texts of the information panels among the results ({@code itemSectionRenderer} > {@code
   * infoPanelContentRenderer} > {@code paragraphs}), e.g. the public-broadcaster notice.
   */
  private static List<String> infoPanels(List<JsonNode> contents) {
    return contents.stream()
        .flatMap(c -> Nodes.list(c, "itemSectionRenderer", "contents").stream())
        .map(item -> Nodes.at(item, "infoPanelContentRenderer"))
        .filter(panel -> !panel.isMissingNode())
        .map(
            panel ->
                String.join(
                        " ",
                        Nodes.list(panel, "paragraphs").stream()
                            .map(p -> PlatformText.of(p))
                            .toList())
                    .strip())
        .filter(text -> !text.isEmpty())
        .toList();
  }

  private static JsonNode commentSection(List<JsonNode> contents) {
    return contents.stream()
        .map(c -> Nodes.at(c, "itemSectionRenderer"))
        .filter(s -> Nodes.string(s, "sectionIdentifier").equals("comment-item-section"))
        .findFirst()
        .orElse(Nodes.at(null));
  }

  static JsonNode panel(JsonNode root, String identifier) {
    return Nodes.list(root, "engagementPanels").stream()
        .map(p -> Nodes.at(p, "engagementPanelSectionListRenderer"))
        .filter(
            p ->
                identifier.equals(Nodes.string(p, "panelIdentifier"))
                    || identifier.equals(Nodes.string(p, "targetId")))
        .findFirst()
        .orElse(Nodes.at(null));
  }

  // segmentedLikeDislikeButtonViewModel > likeButtonViewModel > ... >
  // defaultButtonViewModel.buttonViewModel
  private static JsonNode likeButton(JsonNode primary) {
    return Nodes.find(Nodes.at(primary, "videoActions"), "likeButtonViewModel")
        .flatMap(like -> Nodes.find(like, "defaultButtonViewModel"))
        .map(b -> Nodes.at(b, "buttonViewModel"))
        .orElse(Nodes.at(null));
  }

  // Quirk: a collaboration video ("CrunchLabs and Mark Rober") has no title/browseEndpoint on the
  // owner: an attributedTitle, an avatarStack and a dialog listing each channel instead. The
  // first channel of the dialog is taken as the owner.
  private static Optional<VideoOwner> owner(JsonNode owner) {
    if (!owner.isObject()) {
      return Optional.empty();
    }
    JsonNode navigation = Nodes.at(owner, "navigationEndpoint");
    JsonNode browse = Nodes.find(navigation, "browseEndpoint").orElse(Nodes.at(null));
    String subscribers = PlatformText.of(owner, "subscriberCountText");
    List<String> badges =
        Nodes.list(owner, "badges").stream()
            .map(b -> Nodes.string(b, "metadataBadgeRenderer", "style"))
            .toList();
    List<Thumbnail> avatar = Thumbnails.of(owner, "thumbnail");
    if (avatar.isEmpty()) {
      avatar =
          Thumbnails.of(Nodes.find(Nodes.at(owner, "avatarStack"), "image").orElse(Nodes.at(null)));
    }
    return Optional.of(
        new VideoOwner(
            Nodes.string(browse, "browseId"),
            Nodes.firstNonBlank(
                PlatformText.of(owner, "title"), PlatformText.of(owner, "attributedTitle")),
            Nodes.findAll(navigation, "canonicalBaseUrl").stream()
                .map(u -> Handles.fromUrl(u.asString()))
                .filter(h -> !h.isEmpty())
                .findFirst()
                .orElse(""),
            subscribers,
            CountParser.best(subscribers, PlatformText.label(owner, "subscriberCountText")),
            avatar,
            badges.contains("BADGE_STYLE_TYPE_VERIFIED")
                || badges.contains("BADGE_STYLE_TYPE_VERIFIED_ARTIST"),
            badges.contains("BADGE_STYLE_TYPE_VERIFIED_ARTIST")));
  }
}
