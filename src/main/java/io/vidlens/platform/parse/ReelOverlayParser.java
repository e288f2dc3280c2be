package io.vidlens.platform.parse;

import io.vidlens.model.Count;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.ReelSound;
import io.vidlens.model.Thumbnail;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Parses the Shorts overlay of a WEB {@code reel/reel_item_watch} answer. Not in the recordings:
 * the shape follows public clients (YouTube.js {@code ReelPlayerOverlay}, {@code LikeButton},
 * {@code ReelPlayerHeader}, {@code PivotButton}) and is read in its two known forms, tried in
 * order: the renderers ({@code likeButton.likeButtonRenderer}, {@code
 * reelPlayerHeaderSupportedRenderers.reelPlayerHeaderRenderer}, {@code
 * viewCommentsButton.buttonRenderer}, {@code pivotButton.pivotButtonRenderer}) and the view models
 * under {@code playerOverlay.reelPlayerOverlayViewModel} ({@code metapanel} with the channel bar
 * and title, {@code actionBar} with the like, comments and pivot buttons). Whatever is missing
 * stays empty: the caller falls back to the player and watch page.
 */
public final class ReelOverlayParser {

  private ReelOverlayParser() {}

  /** The overlay, or empty when the answer has none (an unknown video, another answer shape). */
  public static Optional<ReelOverlay> parse(JsonNode root) {
    JsonNode renderer = Nodes.at(root, "overlay", "reelPlayerOverlayRenderer");
    if (!renderer.isObject()) {
      return Optional.empty();
    }
    JsonNode like = Nodes.at(renderer, "likeButton", "likeButtonRenderer");
    JsonNode header =
        Nodes.at(renderer, "reelPlayerHeaderSupportedRenderers", "reelPlayerHeaderRenderer");
    JsonNode commentsButton = Nodes.at(renderer, "viewCommentsButton", "buttonRenderer");
    JsonNode pivot = Nodes.at(renderer, "pivotButton", "pivotButtonRenderer");

    JsonNode model = Nodes.at(renderer, "playerOverlay", "reelPlayerOverlayViewModel");
    List<JsonNode> metadata =
        Nodes.list(model, "metapanel", "reelMetapanelViewModel", "metadataItems");
    JsonNode channelBar = Nodes.firstUnder(metadata, "reelChannelBarViewModel");
    JsonNode titleModel = Nodes.firstUnder(metadata, "shortsVideoTitleViewModel");
    List<JsonNode> actions =
        Nodes.list(model, "actionBar", "reelActionBarViewModel", "buttonViewModels");
    JsonNode likeModel = Nodes.firstUnder(actions, "likeButtonViewModel");
    JsonNode likeDefault =
        Nodes.find(likeModel, "defaultButtonViewModel")
            .map(b -> Nodes.at(b, "buttonViewModel"))
            .orElse(Nodes.at(null));
    JsonNode commentsModel =
        actions.stream()
            .map(a -> Nodes.at(a, "buttonViewModel"))
            .filter(b -> Nodes.string(b, "iconName").contains("COMMENT"))
            .findFirst()
            .orElse(Nodes.at(null));
    if (pivot.isMissingNode()) {
      pivot = Nodes.firstUnder(actions, "pivotButtonViewModel");
    }

    JsonNode endpoint = Nodes.at(root, "replacementEndpoint", "reelWatchEndpoint");
    JsonNode channelLink =
        Nodes.firstNonBlank(
                    Nodes.string(header, "channelNavigationEndpoint", "browseEndpoint", "browseId"))
                .isEmpty()
            ? Nodes.find(Nodes.at(channelBar, "channelName"), "browseEndpoint")
                .orElse(Nodes.at(null))
            : Nodes.at(header, "channelNavigationEndpoint", "browseEndpoint");
    String channelTitle =
        Nodes.firstNonBlank(
            PlatformText.of(header, "channelTitleText"),
            PlatformText.of(channelBar, "channelName"));
    String videoId =
        Nodes.firstNonBlank(
            Nodes.string(like, "target", "videoId"), Nodes.string(endpoint, "videoId"));

    // Like counts: likeButtonRenderer.likeCount is a number; the view model only has the rounded
    // title ("2.7K") and, in its default (not liked) state, an accessibility text ("2,746 likes").
    // The toggled state's text counts the viewer's own like too, so it is not read.
    String likeText =
        Nodes.firstNonBlank(
            PlatformText.of(like, "likeCountText"), Nodes.string(likeDefault, "title"));
    Long likeNumber = Nodes.number(like, "likeCount");
    Count likeCount =
        likeNumber != null
            ? Count.exactly(likeNumber)
            : CountParser.best(Nodes.string(likeDefault, "accessibilityText"), likeText);
    String commentText =
        Nodes.firstNonBlank(
            PlatformText.of(commentsButton, "text"), Nodes.string(commentsModel, "title"));
    Count commentCount =
        CountParser.best(
            PlatformText.label(commentsButton, "text"),
            Nodes.string(commentsButton, "accessibility", "label"),
            Nodes.string(commentsButton, "accessibilityData", "accessibilityData", "label"),
            Nodes.string(commentsModel, "accessibilityText"),
            commentText);
    Boolean commentsDisabled =
        commentsButton.isObject() || commentsModel.isObject()
            ? Boolean.TRUE.equals(Nodes.bool(commentsButton, "isDisabled"))
                || Boolean.TRUE.equals(Nodes.bool(commentsModel, "isDisabled"))
                || Boolean.TRUE.equals(Nodes.bool(commentsModel, "state", "isDisabled"))
            : null;

    JsonNode titleNode =
        header.has("reelTitleText")
            ? Nodes.at(header, "reelTitleText")
            : Nodes.at(titleModel, "text");
    List<Thumbnail> avatar = Thumbnails.of(header, "channelThumbnail");
    if (avatar.isEmpty()) {
      avatar = Nodes.find(channelBar, "image").map(Thumbnails::of).orElse(List.of());
    }
    String handle = Handles.fromUrl(Nodes.string(channelLink, "canonicalBaseUrl"));
    if (handle.isEmpty() && channelTitle.startsWith("@") && !channelTitle.contains(" ")) {
      handle = channelTitle; // the header writes the handle where the name would be
    }

    return Optional.of(
        new ReelOverlay(
            videoId,
            Nodes.string(like, "likeStatus"),
            Nodes.bool(like, "likesAllowed"),
            likeCount,
            likeText,
            PlatformText.of(titleNode),
            runs(titleNode),
            PlatformText.of(header, "timestampText"),
            channelTitle,
            Nodes.string(channelLink, "browseId"),
            handle,
            avatar,
            commentText,
            commentCount,
            commentsDisabled,
            sound(pivot, videoId),
            Nodes.string(endpoint, "playerParams"),
            Nodes.string(endpoint, "params")));
  }

  /**
   * The pivot button names the audio. It is there for every short; it is a sound attribution only
   * when the audio is another video's: it leads to another video, or its title is not the short's
   * own "Original sound".
   */
  private static Optional<ReelSound> sound(JsonNode pivot, String ownVideoId) {
    if (!pivot.isObject()) {
      return Optional.empty();
    }
    String title = PlatformText.of(pivot, "soundAttributionTitle");
    JsonNode command =
        pivot.has("onClickCommand") ? Nodes.at(pivot, "onClickCommand") : Nodes.at(pivot, "onTap");
    JsonNode watch =
        Nodes.find(command, "reelWatchEndpoint")
            .or(() -> Nodes.find(command, "watchEndpoint"))
            .orElse(Nodes.at(null));
    String videoId = Nodes.string(watch, "videoId");
    boolean otherVideo = !videoId.isEmpty() && !videoId.equals(ownVideoId);
    String lower = title.toLowerCase(Locale.ROOT);
    boolean original = lower.startsWith("original sound") || lower.startsWith("original audio");
    if (!otherVideo && (title.isBlank() || original)) {
      return Optional.empty();
    }
    // The endpoint of the audio's video may carry that video's own overlay, with its channel.
    JsonNode originHeader = Nodes.find(watch, "reelPlayerHeaderRenderer").orElse(Nodes.at(null));
    JsonNode channel =
        Nodes.findAll(command, "browseEndpoint").stream()
            .filter(b -> Nodes.string(b, "browseId").startsWith("UC"))
            .findFirst()
            .orElse(Nodes.at(originHeader, "channelNavigationEndpoint", "browseEndpoint"));
    List<Thumbnail> avatar = Thumbnails.of(originHeader, "channelThumbnail");
    return Optional.of(
        new ReelSound(
            title,
            videoId,
            Nodes.string(watch, "playerParams"),
            Nodes.string(watch, "params"),
            Nodes.find(command, "continuationCommand")
                .map(c -> Nodes.string(c, "token"))
                .orElse(""),
            Thumbnails.of(pivot, "thumbnail"),
            avatar.isEmpty() ? "" : avatar.get(avatar.size() - 1).url(),
            PlatformText.of(originHeader, "channelTitleText"),
            Nodes.string(channel, "browseId")));
  }

  /** The title as the platform splits it for links (hashtags are runs of their own). */
  private static List<String> runs(JsonNode text) {
    List<String> runs =
        Nodes.list(text, "runs").stream()
            .map(r -> Nodes.string(r, "text"))
            .filter(t -> !t.isEmpty())
            .toList();
    if (!runs.isEmpty()) {
      return runs;
    }
    String whole = PlatformText.of(text);
    return whole.isEmpty() ? List.of() : List.of(whole);
  }
}
