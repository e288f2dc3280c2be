package io.vidlens.platform.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The current channel header: {@code pageHeaderRenderer.content.pageHeaderViewModel}. Its metadata
 * rows are plain text parts: ["@handle", pronouns...] then ["25m subscribers", "337 videos"]; the
 * verified tick is an image attached to the title.
 */
final class PageHeaderViewModelParser extends RendererParser<ChannelHeader> {

  // The view model sits two levels below the wrapper's key, so the lookup is its own.
  @Override
  Optional<JsonNode> renderer(JsonNode header) {
    return Optional.of(Nodes.at(header, "pageHeaderRenderer", "content", "pageHeaderViewModel"))
        .filter(JsonNode::isObject);
  }

  @Override
  ChannelHeader parse(JsonNode model) {
    String handle = "";
    String subscribers = "";
    String subscribersLabel = "";
    String videos = "";
    List<String> pronouns = new ArrayList<>();
    for (JsonNode row : Nodes.list(model, "metadata", "contentMetadataViewModel", "metadataRows")) {
      for (JsonNode part : Nodes.list(row, "metadataParts")) {
        String text = PlatformText.of(part, "text").trim();
        String lower = text.toLowerCase(Locale.ROOT);
        if (text.startsWith("@") && handle.isEmpty()) {
          handle = text;
        } else if (lower.contains("subscriber")) {
          subscribers = text;
          subscribersLabel = Nodes.string(part, "accessibilityLabel");
        } else if (lower.matches(".*\\d.*\\bvideos?\\b.*")) {
          videos = text;
        } else if (!text.isEmpty()
            && subscribers.isEmpty()
            && videos.isEmpty()
            && !handle.isEmpty()) {
          // Parts after the handle in the first row are pronouns ("he/him/they/them").
          pronouns.add(text);
        }
      }
    }
    List<String> icons =
        Nodes.findAll(Nodes.at(model, "title"), "imageName").stream()
            .map(JsonNode::asString)
            .toList();
    return new ChannelHeader(
        "pageHeaderViewModel",
        "",
        PlatformText.of(model, "title"),
        handle,
        pronouns,
        PlatformText.of(model, "description", "descriptionPreviewViewModel", "description"),
        Thumbnails.of(Nodes.find(Nodes.at(model, "image"), "image").orElse(Nodes.at(null))),
        Thumbnails.of(model, "banner", "imageBannerViewModel", "image"),
        subscribers,
        subscribersLabel,
        videos,
        icons.contains("CHECK_CIRCLE_FILLED")
            || icons.contains("AUDIO_BADGE")
            || icons.contains("MUSIC_FILLED"),
        icons.contains("AUDIO_BADGE") || icons.contains("MUSIC_FILLED"),
        // The about panel's browse continuation is in the "...more" of the description.
        Nodes.firstNonBlank(
            Nodes.find(Nodes.at(model, "description"), "continuationCommand")
                .map(c -> Nodes.string(c, "token"))
                .orElse(""),
            Nodes.find(Nodes.at(model, "attribution"), "continuationCommand")
                .map(c -> Nodes.string(c, "token"))
                .orElse("")));
  }
}
