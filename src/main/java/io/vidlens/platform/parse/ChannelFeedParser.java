package io.vidlens.platform.parse;

import io.vidlens.model.ChannelFeed;
import io.vidlens.model.FeedEntry;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.w3c.dom.Element;

/**
 * Parses a channel RSS feed (Atom with yt: and media: extensions). A missing channel answers HTTP
 * 404 with an HTML page: that, and anything that is not a feed, is an empty result.
 */
public final class ChannelFeedParser {

  private static final Pattern CHANNEL_URL = Pattern.compile("/channel/(UC[\\w-]{22})");

  private ChannelFeedParser() {}

  public static Optional<ChannelFeed> parse(String xml) {
    return XmlDocuments.parse(xml)
        .map(doc -> doc.getDocumentElement())
        .filter(root -> "feed".equals(root.getLocalName()))
        .map(ChannelFeedParser::feed);
  }

  private static ChannelFeed feed(Element root) {
    var entries =
        XmlDocuments.children(root, "entry").stream()
            .map(ChannelFeedParser::entry)
            .filter(e -> !e.videoId().isEmpty())
            .toList();
    String authorUri =
        XmlDocuments.child(root, "author").map(a -> XmlDocuments.childText(a, "uri")).orElse("");
    // Quirk: the feed-level yt:channelId lacks the "UC" prefix ("sXVk37bltHxD1rDPwtNM8Q"); the
    // author URI and the entries carry the full ID.
    String channelId =
        Nodes.firstNonBlank(
            channelIdFrom(authorUri),
            entries.isEmpty() ? "" : entries.getFirst().channelId(),
            fullChannelId(XmlDocuments.childText(root, "channelId")));
    return new ChannelFeed(
        channelId,
        XmlDocuments.childText(root, "title"),
        XmlDocuments.childText(root, "published"),
        entries);
  }

  private static FeedEntry entry(Element e) {
    String link =
        XmlDocuments.children(e, "link").stream()
            .map(l -> l.getAttribute("href"))
            .findFirst()
            .orElse("");
    Optional<Element> group = XmlDocuments.child(e, "group");
    String published = XmlDocuments.childText(e, "published");
    Long views =
        group
            .flatMap(g -> XmlDocuments.child(g, "community"))
            .flatMap(c -> XmlDocuments.child(c, "statistics"))
            .map(s -> s.getAttribute("views"))
            .filter(v -> v.matches("\\d{1,18}"))
            .map(Long::valueOf)
            .orElse(null);
    return new FeedEntry(
        XmlDocuments.childText(e, "videoId"),
        fullChannelId(XmlDocuments.childText(e, "channelId")),
        XmlDocuments.childText(e, "title"),
        link,
        published,
        time(published),
        XmlDocuments.childText(e, "updated"),
        group.map(g -> XmlDocuments.childText(g, "description")).orElse(""),
        group
            .flatMap(g -> XmlDocuments.child(g, "thumbnail"))
            .map(t -> t.getAttribute("url"))
            .orElse(""),
        views,
        link.contains("/shorts/"));
  }

  private static OffsetDateTime time(String text) {
    try {
      return text.isEmpty() ? null : OffsetDateTime.parse(text);
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private static String channelIdFrom(String url) {
    Matcher m = CHANNEL_URL.matcher(url);
    return m.find() ? m.group(1) : "";
  }

  private static String fullChannelId(String id) {
    if (id.length() == 22 && !id.startsWith("UC")) {
      return "UC" + id;
    }
    return id;
  }
}
