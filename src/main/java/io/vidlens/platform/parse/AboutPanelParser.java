package io.vidlens.platform.parse;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelLink;
import io.vidlens.platform.url.UrlQuery;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Parses the about panel: the {@code browse} continuation whose token is in the channel header,
 * answering {@code
 * onResponseReceivedEndpoints[0].appendContinuationItemsAction.continuationItems[0]
 * .aboutChannelRenderer.metadata.aboutChannelViewModel}. The recordings of this answer are
 * constructed (none was captured), so every field is treated as optional.
 */
public final class AboutPanelParser {

  private AboutPanelParser() {}

  public static Optional<AboutChannel> parse(JsonNode root) {
    return Nodes.find(root, "aboutChannelViewModel")
        .filter(JsonNode::isObject)
        .map(AboutPanelParser::about);
  }

  private static AboutChannel about(JsonNode a) {
    String joined = PlatformText.of(a, "joinedDateText");
    String views = PlatformText.of(a, "viewCountText");
    String subscribers = PlatformText.of(a, "subscriberCountText");
    String videos = PlatformText.of(a, "videoCountText");
    List<ChannelLink> links =
        Nodes.list(a, "links").stream()
            .map(l -> Nodes.at(l, "channelExternalLinkViewModel"))
            .map(l -> new ChannelLink(PlatformText.of(l, "title"), linkUrl(Nodes.at(l, "link"))))
            .filter(l -> !l.url().isEmpty())
            .toList();
    return new AboutChannel(
        Nodes.string(a, "channelId"),
        PlatformText.of(a, "description"),
        PlatformText.of(a, "country"),
        joined,
        JoinedDateParser.parse(joined).orElse(null),
        views,
        CountParser.best(views),
        subscribers,
        CountParser.best(subscribers),
        videos,
        CountParser.best(videos),
        Nodes.string(a, "canonicalChannelUrl"),
        links);
  }

  // The link text is the bare host and path ("patreon.com/kurzgesagt"); the full target sits in a
  // redirect URL (youtube.com/redirect?...&q=<target>) when the platform sends one.
  private static String linkUrl(JsonNode link) {
    String target = Nodes.find(link, "urlEndpoint").map(u -> Nodes.string(u, "url")).orElse("");
    if (target.contains("/redirect")) {
      target = UrlQuery.param(target, "q").orElse("");
    }
    if (!target.isEmpty()) {
      return target;
    }
    String text = PlatformText.of(link).trim();
    if (text.isEmpty()) {
      return "";
    }
    return text.matches("(?i)^https?://.*") ? text : "https://" + text;
  }
}
