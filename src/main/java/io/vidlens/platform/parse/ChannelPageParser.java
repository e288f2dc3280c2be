package io.vidlens.platform.parse;

import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelTabLink;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/** Parses a channel page ({@code browse} with a {@code UC…} browse ID and tab params). */
public final class ChannelPageParser {

  private static final List<RendererParser<ChannelHeader>> HEADERS =
      List.of(
          new PageHeaderViewModelParser(),
          new C4TabbedHeaderParser(),
          new CarouselHeaderParser(),
          new InteractiveTabbedHeaderParser());
  private static final Pattern CHANNEL_ID = Pattern.compile("/channel/(UC[\\w-]{22})");

  private ChannelPageParser() {}

  public static ChannelPage parse(JsonNode root) {
    Optional<PlatformError> error = PlatformError.of(root);
    if (error.isPresent()) {
      return new ChannelPage.Unavailable(
          "",
          error.get().code() == 400 ? ChannelPage.Reason.INVALID_ID : ChannelPage.Reason.NOT_FOUND,
          error.get().message());
    }
    JsonNode header = Nodes.at(root, "header");
    ChannelHeader h = RendererParser.first(HEADERS, header).map(Supplier::get).orElse(null);
    JsonNode metadata = Nodes.at(root, "metadata", "channelMetadataRenderer");
    JsonNode microformat = Nodes.at(root, "microformat", "microformatDataRenderer");
    String channelId =
        Nodes.firstNonBlank(
            Nodes.string(metadata, "externalId"),
            h == null ? "" : h.channelId(),
            idFromUrl(Nodes.string(microformat, "urlCanonical")),
            idFromUrl(Nodes.string(metadata, "channelUrl")));

    String alert = alert(root);
    boolean hasContent = root.has("contents");
    if (!alert.isEmpty() && !hasContent) {
      return new ChannelPage.Unavailable(channelId, reason(alert), alert);
    }
    Optional<JsonNode> gate =
        Nodes.find(ChannelContentParser.selectedTabContent(root), "channelAgeGateRenderer");
    if (gate.isPresent()) {
      JsonNode g = gate.get();
      return new ChannelPage.AgeRestricted(
          channelId,
          Nodes.string(g, "channelTitle"),
          Thumbnails.of(g, "avatar"),
          Nodes.firstNonBlank(PlatformText.of(g, "header"), PlatformText.of(g, "mainText")));
    }

    ChannelHeader head = h == null ? emptyHeader() : h;
    List<String> tags = Nodes.strings(microformat, "tags");
    String subscribers = head.subscriberCountText();
    String vanity = Nodes.string(metadata, "vanityChannelUrl");
    String title =
        Nodes.firstNonBlank(
            Nodes.string(metadata, "title"), head.title(), Nodes.string(microformat, "title"));
    ChannelInfo info =
        new ChannelInfo(
            channelId,
            title,
            Nodes.firstNonBlank(
                head.handle(),
                Handles.fromUrl(vanity),
                Nodes.strings(metadata, "ownerUrls").stream()
                    .map(Handles::fromUrl)
                    .filter(s -> !s.isEmpty())
                    .findFirst()
                    .orElse("")),
            Nodes.firstNonBlank(Nodes.string(metadata, "description"), head.description()),
            tags.isEmpty() ? Keywords.split(Nodes.string(metadata, "keywords")) : tags,
            head.avatar().isEmpty() ? Thumbnails.of(metadata, "avatar") : head.avatar(),
            head.banner(),
            subscribers,
            CountParser.best(subscribers, head.subscriberCountLabel()),
            head.videoCountText(),
            CountParser.best(head.videoCountText()),
            head.verified(),
            Optional.ofNullable(Nodes.bool(metadata, "isFamilySafe"))
                .orElse(Nodes.bool(microformat, "familySafe")),
            head.pronouns(),
            Nodes.firstNonBlank(
                Nodes.string(metadata, "channelUrl"), Nodes.string(microformat, "urlCanonical")),
            vanity,
            Nodes.string(metadata, "rssUrl"),
            head.aboutContinuation(),
            head.variant(),
            tabs(root),
            TopicChannels.of(title, head.variant()));
    return new ChannelPage.Found(info, ChannelContentParser.parse(root));
  }

  private static List<ChannelTabLink> tabs(JsonNode root) {
    return Nodes.list(root, "contents", "twoColumnBrowseResultsRenderer", "tabs").stream()
        .map(
            t -> t.has("tabRenderer") ? t.get("tabRenderer") : Nodes.at(t, "expandableTabRenderer"))
        .filter(t -> !PlatformText.of(t, "title").isEmpty())
        .map(
            t ->
                new ChannelTabLink(
                    PlatformText.of(t, "title"),
                    Nodes.string(t, "endpoint", "browseEndpoint", "params"),
                    Boolean.TRUE.equals(Nodes.bool(t, "selected"))))
        .toList();
  }

  static String alert(JsonNode root) {
    return Nodes.list(root, "alerts").stream()
        .map(
            a ->
                a.has("alertRenderer")
                    ? a.get("alertRenderer")
                    : Nodes.at(a, "alertWithButtonRenderer"))
        .filter(a -> Nodes.string(a, "type").equals("ERROR"))
        .map(a -> PlatformText.of(a, "text"))
        .filter(t -> !t.isBlank())
        .findFirst()
        .orElse("");
  }

  private static ChannelPage.Reason reason(String alert) {
    String text = alert.toLowerCase(Locale.ROOT);
    if (text.contains("does not exist")) {
      return ChannelPage.Reason.NOT_FOUND;
    }
    if (text.contains("terminated")) {
      return ChannelPage.Reason.TERMINATED;
    }
    if (text.contains("removed")) {
      return ChannelPage.Reason.REMOVED;
    }
    return ChannelPage.Reason.UNAVAILABLE;
  }

  private static String idFromUrl(String url) {
    Matcher m = CHANNEL_ID.matcher(url == null ? "" : url);
    return m.find() ? m.group(1) : "";
  }

  private static ChannelHeader emptyHeader() {
    return new ChannelHeader(
        "", "", "", "", List.of(), "", List.of(), List.of(), "", "", "", false, false, "");
  }
}
