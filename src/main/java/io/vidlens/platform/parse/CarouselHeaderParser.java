package io.vidlens.platform.parse;

import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Topic channels ("Sports", "Music"): {@code carouselHeaderRenderer} with promo slides and a {@code
 * topicChannelDetailsRenderer} holding title, avatar and subscriber count. No handle, no metadata
 * block.
 */
final class CarouselHeaderParser extends RendererParser<ChannelHeader> {

  CarouselHeaderParser() {
    super("carouselHeaderRenderer");
  }

  @Override
  ChannelHeader parse(JsonNode carousel) {
    JsonNode details = Nodes.find(carousel, "topicChannelDetailsRenderer").orElse(Nodes.at(null));
    return new ChannelHeader(
        "carouselHeaderRenderer",
        Nodes.firstNonBlank(
            Nodes.string(details, "navigationEndpoint", "browseEndpoint", "browseId"),
            Nodes.string(details, "subscribeButton", "subscribeButtonRenderer", "channelId")),
        PlatformText.of(details, "title"),
        "",
        List.of(),
        PlatformText.of(details, "description"),
        Thumbnails.of(details, "avatar"),
        List.of(),
        PlatformText.of(details, "subtitle"),
        PlatformText.label(details, "subtitle"),
        "",
        false,
        false,
        "");
  }
}
