package io.vidlens.testing;

import io.vidlens.catalog.ChannelTab;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A whole made-up channel in which every request the service makes is answered: a replay folder of
 * exchanges built here from the documented shapes (never copied from the recordings), written once
 * per test run into a temporary folder in the recording format. With it, operations that read a
 * channel and its videos run the way they do live (every read answering), which the shared
 * recordings cannot show: they hold no video of a recorded channel.
 *
 * <p>The channel {@link #CHANNEL_ID} has {@link #LONG_FORM} long-form videos (all on the Videos
 * tab's first page) and {@link #SHORTS} Shorts. Answered: the channel page (Videos tab), its about
 * panel, the Shorts tab, the Playlists tab (first page), the RSS feed, the visitor_id of every
 * client, and per video the ANDROID player (reel_item_watch), the VISIONOS player, the WEB
 * microformat player, the watch page, {@link #COMMENT_PAGES} comment pages of {@link
 * #COMMENTS_PER_PAGE} top-level comments, and the json3 caption file of its speech-recognition
 * track.
 */
public final class ConstructedChannel {

  /** {@code UC} and 22 characters, as a channel ID is. */
  public static final String CHANNEL_ID = "UCc0nstructedW0rldChann1";

  public static final String TITLE = "World Builders";
  public static final String HANDLE = "@worldbuilders";
  public static final int LONG_FORM = 30;
  public static final int SHORTS = 6;
  public static final int COMMENT_PAGES = 7;
  public static final int COMMENTS_PER_PAGE = 20;

  /** The newest upload; the service's test clock starts on 2026-06-01. */
  static final Instant NEWEST = Instant.parse("2026-05-30T16:00:00Z");

  /** What relative dates ("3 weeks ago") are counted from: the test clock's start. */
  static final Instant PAGE_TIME = Instant.parse("2026-06-01T12:00:00Z");

  static final String ABOUT_TOKEN = "cw-about-" + CHANNEL_ID;
  static final String VIDEOS_NEXT_TOKEN = "cw-videos-page-2";
  static final String VISITOR_DATA = "CgtDd1dvcmxkVmlzaXQ%3D";

  private static final List<String> TOPICS =
      List.of(
          "Black Holes",
          "Sourdough Bread",
          "Electric Cars",
          "Ancient Rome",
          "Deep Sea Creatures",
          "Mars Colonies");
  private static final List<String> FORMATS =
      List.of(
          "Why %s Matter More Than You Think",
          "The Truth About %s",
          "%s Explained in 10 Minutes",
          "I Tried Living With %s for 30 Days",
          "How %s Really Work");
  private static final List<String> COMMENT_LINES =
      List.of(
          "This is the clearest explanation of %s I have ever seen, thank you!",
          "I love how calm and careful this video about %s is.",
          "Not sure I agree with the part about %s, the numbers looked off to me.",
          "My kids watched this twice, now they want to learn everything about %s.",
          "Great animation, but the sound was a bit too quiet in the middle.",
          "Could you make a follow-up on %s and what comes next?",
          "Honestly the best channel on the platform for this kind of topic.",
          "I was bored at first, but the ending about %s blew my mind.",
          "Terrible ad placement, it cut the sentence in half.",
          "Watching this at 3am and it is exactly what I needed.");
  private static final List<String> TRANSCRIPT_LINES =
      List.of(
          "welcome back to the channel, today we are talking about %s",
          "most people never stop to think about %s at all",
          "but once you look closer, the story gets a lot stranger",
          "scientists have studied %s for more than a hundred years",
          "and the first thing they noticed was how little we knew",
          "here is the simple version of what is going on",
          "imagine you could shrink yourself down and look inside",
          "that is where the real surprise about %s is hiding",
          "so what does this mean for the rest of us",
          "thanks for watching, and see you in the next video");

  /** The Playlists tab: ID, title, count, first video. */
  static final List<String[]> PLAYLISTS =
      List.of(
          new String[] {
            "PLcwTruthAbout0000000000", "The Truth About Everything", "6", "cwVideo0006"
          },
          new String[] {"PLcwFavourites0000000000", "Favourites", "12", "cwVideo0001"});

  static final JsonMapper JSON = JsonMapper.builder().build();
  private static Path folder;

  private ConstructedChannel() {}

  /** One upload of the channel. */
  public record Video(
      String id,
      String title,
      String topic,
      long views,
      int seconds,
      Instant published,
      boolean isShort) {}

  /** The long-form videos, newest first. */
  public static List<Video> longForm() {
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < LONG_FORM; i++) {
      String topic = TOPICS.get(i % TOPICS.size());
      String title = String.format(FORMATS.get((i / TOPICS.size()) % FORMATS.size()), topic);
      long views = 40_000 + ((i * 7919L) % 37) * 53_000 + (i % 6 == 0 ? 900_000 : 0);
      int seconds = 300 + (i * 137) % 900;
      Instant published = NEWEST.minus(Duration.ofDays(5L * i)).minus(Duration.ofHours(i % 7));
      out.add(
          new Video(
              String.format("cwVideo%04d", i), title, topic, views, seconds, published, false));
    }
    return out;
  }

  /** The Shorts, newest first. */
  public static List<Video> shorts() {
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < SHORTS; i++) {
      String topic = TOPICS.get((i + 2) % TOPICS.size());
      out.add(
          new Video(
              String.format("cwShort%04d", i),
              topic + " in 60 seconds #shorts",
              topic,
              120_000 + i * 31_000L,
              30 + i * 7,
              NEWEST.minus(Duration.ofDays(2L + 9L * i)),
              true));
    }
    return out;
  }

  /** The replay folder: the value of {@code vidlens.upstream.replay}. */
  public static synchronized Path folder() {
    if (folder == null) {
      try {
        Path dir = Files.createTempDirectory("vidlens-constructed-channel-");
        write(dir);
        folder = dir;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return folder;
  }

  // ---- the exchanges ----

  private static void write(Path dir) throws IOException {
    Writer out = new Writer(dir);
    for (String client : List.of("ANDROID", "VISIONOS", "WEB")) {
      String host = client.equals("ANDROID") ? API : WEB;
      out.save(
          "visitor_id-" + client,
          post(host + "/youtubei/v1/visitor_id?prettyPrint=false", client, Map.of(), visitor()));
    }
    out.save(
        "browse-videos",
        browse(
            Map.of("browseId", CHANNEL_ID, "params", ChannelTab.VIDEOS.params()),
            channelPage(ChannelTab.VIDEOS)));
    out.save(
        "browse-shorts",
        browse(
            Map.of("browseId", CHANNEL_ID, "params", ChannelTab.SHORTS.params()),
            channelPage(ChannelTab.SHORTS)));
    out.save(
        "browse-playlists",
        browse(
            Map.of("browseId", CHANNEL_ID, "params", ChannelTab.PLAYLISTS.params()),
            channelPage(ChannelTab.PLAYLISTS)));
    out.save("browse-about", browse(Map.of("continuation", ABOUT_TOKEN), aboutPanel()));
    out.save("browse-videos-2", browse(Map.of("continuation", VIDEOS_NEXT_TOKEN), videosPage2()));
    out.save(
        "feed",
        get(WEB + "/feeds/videos.xml?channel_id=" + CHANNEL_ID, "text/xml; charset=UTF-8", feed()));
    List<Video> all = new ArrayList<>(longForm());
    all.addAll(shorts());
    for (Video v : all) {
      String id = v.id();
      out.save(
          id + "-reel_item_watch",
          reelItemWatch(id, "{\"playerResponse\":" + mobilePlayer(v) + "}"));
      out.save(
          id + "-player-visionos",
          post(
              API + "/youtubei/v1/player?prettyPrint=false&id=" + id,
              "VISIONOS",
              Map.of("videoId", id),
              mobilePlayer(v).toString()));
      out.save(
          id + "-player-web",
          post(
              WEB
                  + "/youtubei/v1/player?prettyPrint=false&$fields=microformat,"
                  + "videoDetails.thumbnail.thumbnails,videoDetails.videoId,videoDetails.keywords",
              "WEB",
              Map.of("videoId", id),
              microformat(v)));
      out.save(
          id + "-next",
          post(
              WEB + "/youtubei/v1/next?prettyPrint=false",
              "WEB",
              Map.of("videoId", id),
              watchPage(v)));
      for (int page = 1; page <= COMMENT_PAGES; page++) {
        out.save(
            id + "-comments-" + page,
            post(
                WEB + "/youtubei/v1/next?prettyPrint=false",
                "WEB",
                Map.of("continuation", commentToken(id, page)),
                commentPage(v, page)));
      }
      out.save(
          id + "-timedtext",
          get(captionUrl(id) + "&fmt=json3", "application/json; charset=UTF-8", captions(v)));
    }
  }

  static final String WEB = "https://www.youtube.com";
  static final String API = "https://youtubei.googleapis.com";

  /** Writes numbered files, so the index reads them in a stable order. */
  static final class Writer {
    private final Path dir;
    private int n;

    Writer(Path dir) {
      this.dir = dir;
    }

    void save(String name, ObjectNode exchange) throws IOException {
      Files.writeString(dir.resolve(String.format("%04d-%s.json", n++, name)), exchange.toString());
    }
  }

  static ObjectNode post(String url, String client, Map<String, String> fields, Object answer) {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put("url", url);
    request.putObject("headers").put("Content-Type", "application/json");
    ObjectNode body = request.putObject("body");
    ObjectNode c = body.putObject("context").putObject("client");
    c.put("clientName", client);
    c.put("hl", "en");
    c.put("gl", "GB");
    new TreeMap<>(fields).forEach(body::put);
    return answered(exchange, "application/json; charset=UTF-8", answer.toString());
  }

  /** The ANDROID app's reel_item_watch, whose video ID sits in {@code playerRequest}. */
  static ObjectNode reelItemWatch(String videoId, String answer) {
    ObjectNode exchange =
        post(
            API
                + "/youtubei/v1/reel/reel_item_watch?prettyPrint=false&id="
                + videoId
                + "&$fields=playerResponse",
            "ANDROID",
            Map.of(),
            answer);
    ((ObjectNode) exchange.path("request").path("body"))
        .putObject("playerRequest")
        .put("videoId", videoId);
    return exchange;
  }

  static ObjectNode get(String url, String contentType, String answer) {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "GET");
    request.put("url", url);
    request.putObject("headers");
    request.putNull("body");
    return answered(exchange, contentType, answer);
  }

  private static ObjectNode answered(ObjectNode exchange, String contentType, String answer) {
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", contentType);
    response.put("body", answer);
    exchange.putObject("recordedWith").put("languageCode", "en").put("countryCode", "GB");
    return exchange;
  }

  static String visitor() {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", VISITOR_DATA);
    return root.toString();
  }

  // ---- the channel ----

  /** The channel page with {@code tab} selected: header, metadata, tab links, the tab's list. */
  private static ObjectNode channelPage(ChannelTab selected) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", VISITOR_DATA);
    ObjectNode model =
        root.putObject("header")
            .putObject("pageHeaderRenderer")
            .put("pageTitle", TITLE)
            .putObject("content")
            .putObject("pageHeaderViewModel");
    model
        .putObject("title")
        .putObject("dynamicTextViewModel")
        .putObject("text")
        .put("content", TITLE);
    model
        .putObject("image")
        .putObject("decoratedAvatarViewModel")
        .putObject("avatar")
        .putObject("avatarViewModel")
        .set("image", sources("https://yt3.ggpht.com/cw-avatar=s160", 160, 160));
    ArrayNode rows =
        model.putObject("metadata").putObject("contentMetadataViewModel").putArray("metadataRows");
    rows.addObject().putArray("metadataParts").addObject().putObject("text").put("content", HANDLE);
    ArrayNode counts = rows.addObject().putArray("metadataParts");
    ObjectNode subscribers = counts.addObject();
    subscribers.putObject("text").put("content", "1.23M subscribers");
    subscribers.put("accessibilityLabel", "1.23 million subscribers");
    counts.addObject().putObject("text").put("content", (LONG_FORM + SHORTS) + " videos");
    ObjectNode preview = model.putObject("description").putObject("descriptionPreviewViewModel");
    preview.putObject("description").put("content", channelDescription());
    // The "...more" of the description opens the about panel: a continuation in an engagement
    // panel, as on the platform.
    preview
        .putObject("rendererContext")
        .putObject("commandContext")
        .putObject("onTap")
        .putObject("innertubeCommand")
        .putObject("showEngagementPanelEndpoint")
        .putObject("engagementPanel")
        .putObject("engagementPanelSectionListRenderer")
        .set("content", sectionWithContinuation(ABOUT_TOKEN));
    model
        .putObject("banner")
        .putObject("imageBannerViewModel")
        .set("image", sources("https://yt3.ggpht.com/cw-banner=w1060", 1060, 175));

    ObjectNode metadata = root.putObject("metadata").putObject("channelMetadataRenderer");
    metadata.put("title", TITLE);
    metadata.put("description", channelDescription());
    metadata.put("rssUrl", WEB + "/feeds/videos.xml?channel_id=" + CHANNEL_ID);
    metadata.put("externalId", CHANNEL_ID);
    metadata.put("keywords", "science history \"world building\" explainers");
    metadata.putArray("ownerUrls").add("http://www.youtube.com/" + HANDLE);
    metadata.set("avatar", thumbnails("https://yt3.ggpht.com/cw-avatar=s900", 900, 900));
    metadata.put("channelUrl", WEB + "/channel/" + CHANNEL_ID);
    metadata.put("isFamilySafe", true);
    metadata.put("vanityChannelUrl", "http://www.youtube.com/" + HANDLE);
    ObjectNode microformat = root.putObject("microformat").putObject("microformatDataRenderer");
    microformat.put("urlCanonical", WEB + "/channel/" + CHANNEL_ID);
    microformat.put("title", TITLE);
    microformat.put("familySafe", true);
    microformat.putArray("tags").add("science").add("history").add("world building");

    ArrayNode tabs =
        root.putObject("contents").putObject("twoColumnBrowseResultsRenderer").putArray("tabs");
    tab(tabs, "Home", "EghmZWF0dXJlZPIGBAoCMgA%3D", false);
    ObjectNode videos =
        tab(tabs, "Videos", ChannelTab.VIDEOS.params(), selected == ChannelTab.VIDEOS);
    ObjectNode shorts =
        tab(tabs, "Shorts", ChannelTab.SHORTS.params(), selected == ChannelTab.SHORTS);
    ObjectNode playlists =
        tab(tabs, "Playlists", ChannelTab.PLAYLISTS.params(), selected == ChannelTab.PLAYLISTS);
    ObjectNode tab =
        selected == ChannelTab.VIDEOS
            ? videos
            : selected == ChannelTab.PLAYLISTS ? playlists : shorts;
    ArrayNode items = tab.putObject("content").putObject("richGridRenderer").putArray("contents");
    if (selected == ChannelTab.PLAYLISTS) {
      // The channel's own groups: one holds the "The Truth About X" videos, one is a mix.
      for (String[] p : PLAYLISTS) {
        ObjectNode playlist = gridItem(items).putObject("gridPlaylistRenderer");
        playlist.put("playlistId", p[0]);
        playlist.putObject("title").put("simpleText", p[1]);
        playlist.putObject("videoCountText").put("simpleText", p[2] + " videos");
        playlist.putObject("navigationEndpoint").putObject("watchEndpoint").put("videoId", p[3]);
      }
    } else if (selected == ChannelTab.VIDEOS) {
      longForm().forEach(v -> gridItem(items).set("lockupViewModel", lockup(v)));
      items.add(continuationItem(VIDEOS_NEXT_TOKEN));
    } else {
      shorts().forEach(v -> gridItem(items).set("shortsLockupViewModel", shortsLockup(v)));
    }
    return root;
  }

  private static ObjectNode tab(ArrayNode tabs, String title, String params, boolean selected) {
    ObjectNode tab = tabs.addObject().putObject("tabRenderer");
    tab.putObject("endpoint")
        .putObject("browseEndpoint")
        .put("browseId", CHANNEL_ID)
        .put("params", params)
        .put("canonicalBaseUrl", "/" + HANDLE);
    tab.put("title", title);
    if (selected) {
      tab.put("selected", true);
    }
    return tab;
  }

  /** The Videos tab's second page: older uploads, and no further page. */
  private static ObjectNode videosPage2() {
    ObjectNode root = JSON.createObjectNode();
    ObjectNode action = appendAction(root, "onResponseReceivedActions");
    action.put("targetId", "browse-feed" + CHANNEL_ID + "videos");
    ArrayNode items = action.putArray("continuationItems");
    Instant oldest = longForm().getLast().published();
    for (int i = 0; i < 3; i++) {
      Video old =
          new Video(
              String.format("cwOlder%04d", i),
              "An Older Video Number " + (i + 1),
              TOPICS.get(i),
              20_000 + i * 1000L,
              420,
              oldest.minus(Duration.ofDays(30L * (i + 1))),
              false);
      items
          .addObject()
          .putObject("richItemRenderer")
          .putObject("content")
          .set("lockupViewModel", lockup(old));
    }
    return root;
  }

  /** A Videos tab entry: title, views and relative date as metadata parts, duration as a badge. */
  private static ObjectNode lockup(Video v) {
    ObjectNode lockup = JSON.createObjectNode();
    lockup.put("contentId", v.id());
    lockup.put("contentType", "LOCKUP_CONTENT_TYPE_VIDEO");
    ObjectNode thumbnail = lockup.putObject("contentImage").putObject("thumbnailViewModel");
    thumbnail.set(
        "image", sources("https://i.ytimg.com/vi/" + v.id() + "/hqdefault.jpg", 480, 270));
    thumbnail
        .putArray("overlays")
        .addObject()
        .putObject("thumbnailBottomOverlayViewModel")
        .putArray("badges")
        .addObject()
        .putObject("thumbnailBadgeViewModel")
        .put("text", duration(v.seconds()))
        .put("badgeStyle", "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT");
    ObjectNode meta = lockup.putObject("metadata").putObject("lockupMetadataViewModel");
    meta.putObject("title").put("content", v.title());
    ArrayNode parts =
        meta.putObject("metadata")
            .putObject("contentMetadataViewModel")
            .putArray("metadataRows")
            .addObject()
            .putArray("metadataParts");
    parts
        .addObject()
        .putObject("text")
        .put("content", String.format(Locale.ROOT, "%,d views", v.views()));
    parts.addObject().putObject("text").put("content", relative(v.published()));
    lockup
        .putObject("rendererContext")
        .putObject("commandContext")
        .putObject("onTap")
        .putObject("innertubeCommand")
        .putObject("watchEndpoint")
        .put("videoId", v.id());
    return lockup;
  }

  private static ObjectNode shortsLockup(Video v) {
    ObjectNode lockup = JSON.createObjectNode();
    lockup.put("entityId", "shorts-shelf-item-" + v.id());
    lockup
        .putObject("onTap")
        .putObject("innertubeCommand")
        .putObject("reelWatchEndpoint")
        .put("videoId", v.id());
    ObjectNode overlay = lockup.putObject("overlayMetadata");
    overlay.putObject("primaryText").put("content", v.title());
    overlay.putObject("secondaryText").put("content", compact(v.views()) + " views");
    lockup
        .putObject("thumbnailViewModel")
        .putObject("thumbnailViewModel")
        .set("image", sources("https://i.ytimg.com/vi/" + v.id() + "/oardefault.jpg", 1080, 1920));
    return lockup;
  }

  /** A new item of a tab's grid: the object its lockup goes in. */
  private static ObjectNode gridItem(ArrayNode items) {
    return items.addObject().putObject("richItemRenderer").putObject("content");
  }

  /** A section list whose one item section holds only a continuation to {@code token}. */
  private static ObjectNode sectionWithContinuation(String token) {
    ObjectNode content = JSON.createObjectNode();
    content
        .putObject("sectionListRenderer")
        .putArray("contents")
        .addObject()
        .putObject("itemSectionRenderer")
        .putArray("contents")
        .add(continuationItem(token));
    return content;
  }

  /** A WEB browse exchange identified by {@code fields}. */
  private static ObjectNode browse(Map<String, String> fields, ObjectNode answer) {
    return post(WEB + "/youtubei/v1/browse?prettyPrint=false", "WEB", fields, answer);
  }

  /** A continuation answer's one append action, under {@code list} of a new answer root. */
  private static ObjectNode appendAction(ObjectNode root, String list) {
    root.putObject("responseContext");
    return root.putArray(list).addObject().putObject("appendContinuationItemsAction");
  }

  private static ObjectNode aboutPanel() {
    ObjectNode root = JSON.createObjectNode();
    ObjectNode about =
        appendAction(root, "onResponseReceivedEndpoints")
            .putArray("continuationItems")
            .addObject()
            .putObject("aboutChannelRenderer")
            .putObject("metadata")
            .putObject("aboutChannelViewModel");
    about.put("description", channelDescription());
    about.put("country", "United Kingdom");
    about.put("channelId", CHANNEL_ID);
    about.put("canonicalChannelUrl", "http://www.youtube.com/" + HANDLE);
    about.putObject("joinedDateText").put("content", "Joined 14 Mar 2019");
    about.put("viewCountText", "48,123,456 views");
    about.put("subscriberCountText", "1.23M subscribers");
    about.put("videoCountText", (LONG_FORM + SHORTS) + " videos");
    ObjectNode link = about.putArray("links").addObject().putObject("channelExternalLinkViewModel");
    link.putObject("title").put("content", "Website");
    ObjectNode text = link.putObject("link");
    text.put("content", "worldbuilders.example");
    text.putArray("commandRuns")
        .addObject()
        .putObject("onTap")
        .putObject("innertubeCommand")
        .putObject("urlEndpoint")
        .put(
            "url",
            "https://www.youtube.com/redirect?event=channel_description&q=https%3A%2F%2Fworldbuilders.example%2F");
    return root;
  }

  /** The RSS feed: the 15 newest uploads, Shorts linked as /shorts/. */
  private static String feed() {
    List<Video> uploads = new ArrayList<>(longForm());
    uploads.addAll(shorts());
    uploads.sort((a, b) -> b.published().compareTo(a.published()));
    StringBuilder xml = new StringBuilder();
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<feed xmlns:yt=\"http://www.youtube.com/xml/schemas/2015\"")
        .append(" xmlns:media=\"http://search.yahoo.com/mrss/\"")
        .append(" xmlns=\"http://www.w3.org/2005/Atom\">\n")
        .append(" <link rel=\"self\" href=\"http://www.youtube.com/feeds/videos.xml?channel_id=")
        .append(CHANNEL_ID)
        .append("\"/>\n")
        .append(" <id>yt:channel:")
        .append(CHANNEL_ID.substring(2))
        .append("</id>\n")
        // Quirk kept: the feed-level channel ID lacks the "UC".
        .append(" <yt:channelId>")
        .append(CHANNEL_ID.substring(2))
        .append("</yt:channelId>\n")
        .append(" <title>")
        .append(TITLE)
        .append("</title>\n")
        .append(" <link rel=\"alternate\" href=\"https://www.youtube.com/channel/")
        .append(CHANNEL_ID)
        .append("\"/>\n")
        .append(author())
        .append(" <published>2019-03-14T10:00:00+00:00</published>\n");
    for (Video v : uploads.subList(0, 15)) {
      String published = v.published().atOffset(ZoneOffset.UTC).toString();
      xml.append(" <entry>\n")
          .append("  <id>yt:video:")
          .append(v.id())
          .append("</id>\n")
          .append("  <yt:videoId>")
          .append(v.id())
          .append("</yt:videoId>\n")
          .append("  <yt:channelId>")
          .append(CHANNEL_ID)
          .append("</yt:channelId>\n")
          .append("  <title>")
          .append(escape(v.title()))
          .append("</title>\n")
          .append("  <link rel=\"alternate\" href=\"https://www.youtube.com/")
          .append(v.isShort() ? "shorts/" : "watch?v=")
          .append(v.id())
          .append("\"/>\n")
          .append(author())
          .append("  <published>")
          .append(published)
          .append("</published>\n")
          .append("  <updated>")
          .append(published)
          .append("</updated>\n")
          .append("  <media:group>\n")
          .append("   <media:title>")
          .append(escape(v.title()))
          .append("</media:title>\n")
          .append("   <media:content url=\"https://www.youtube.com/v/")
          .append(v.id())
          .append(
              "?version=3\" type=\"application/x-shockwave-flash\" width=\"640\" height=\"390\"/>\n")
          .append("   <media:thumbnail url=\"https://i1.ytimg.com/vi/")
          .append(v.id())
          .append("/hqdefault.jpg\" width=\"480\" height=\"360\"/>\n")
          .append("   <media:description>")
          .append(escape(description(v)))
          .append("</media:description>\n")
          .append("   <media:community>\n")
          .append("    <media:starRating count=\"")
          .append(v.views() / 40)
          .append("\" average=\"5.00\" min=\"1\" max=\"5\"/>\n")
          .append("    <media:statistics views=\"")
          .append(v.views())
          .append("\"/>\n")
          .append("   </media:community>\n")
          .append("  </media:group>\n")
          .append(" </entry>\n");
    }
    return xml.append("</feed>\n").toString();
  }

  private static String author() {
    return " <author>\n  <name>"
        + TITLE
        + "</name>\n  <uri>https://www.youtube.com/channel/"
        + CHANNEL_ID
        + "</uri>\n </author>\n";
  }

  // ---- a video ----

  /** The full player answer of a mobile client: details, keywords and a caption track. */
  static ObjectNode mobilePlayer(Video v) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", VISITOR_DATA);
    root.putObject("playabilityStatus").put("status", "OK").put("playableInEmbed", true);
    root.putObject("streamingData").put("expiresInSeconds", "21540");
    ObjectNode d = root.putObject("videoDetails");
    d.put("videoId", v.id());
    d.put("title", v.title());
    d.put("lengthSeconds", String.valueOf(v.seconds()));
    keywords(d, v);
    d.put("channelId", CHANNEL_ID);
    d.put("isOwnerViewing", false);
    d.put("shortDescription", description(v));
    d.put("isCrawlable", true);
    d.set("thumbnail", thumbnails("https://i.ytimg.com/vi/" + v.id() + "/hqdefault.jpg", 480, 360));
    d.put("allowRatings", true);
    d.put("viewCount", String.valueOf(v.views()));
    d.put("author", TITLE);
    d.put("isPrivate", false);
    d.put("isUnpluggedCorpus", false);
    d.put("isLiveContent", false);
    ObjectNode tracks = root.putObject("captions").putObject("playerCaptionsTracklistRenderer");
    ObjectNode track = tracks.putArray("captionTracks").addObject();
    track.put("baseUrl", captionUrl(v.id()));
    track.putObject("name").putArray("runs").addObject().put("text", "English (auto-generated)");
    track.put("vssId", "a.en");
    track.put("languageCode", "en");
    track.put("kind", "asr");
    track.put("isTranslatable", true);
    track.put("trackName", "");
    ObjectNode audio = tracks.putArray("audioTracks").addObject();
    audio.putArray("captionTrackIndices").add(0);
    audio.put("defaultCaptionTrackIndex", 0);
    ArrayNode languages = tracks.putArray("translationLanguages");
    for (String[] l : new String[][] {{"de", "German"}, {"fr", "French"}, {"es", "Spanish"}}) {
      languages
          .addObject()
          .put("languageCode", l[0])
          .putObject("languageName")
          .putArray("runs")
          .addObject()
          .put("text", l[1]);
    }
    tracks.put("defaultAudioTrackIndex", 0);
    return root;
  }

  private static void keywords(ObjectNode videoDetails, Video v) {
    videoDetails
        .putArray("keywords")
        .add(v.topic().toLowerCase(Locale.ROOT))
        .add("science")
        .add("explained")
        .add(TITLE.toLowerCase(Locale.ROOT));
  }

  /**
   * The WEB player filtered with the {@code $fields} the service sends: microformat and part of
   * videoDetails (ID, thumbnails, keywords).
   */
  static String microformat(Video v) {
    ObjectNode root = JSON.createObjectNode();
    ObjectNode d = root.putObject("videoDetails");
    d.put("videoId", v.id());
    keywords(d, v);
    d.set(
        "thumbnail",
        thumbnails("https://i.ytimg.com/vi/" + v.id() + "/maxresdefault.jpg", 1280, 720));
    ObjectNode m = root.putObject("microformat").putObject("playerMicroformatRenderer");
    m.set(
        "thumbnail",
        thumbnails("https://i.ytimg.com/vi/" + v.id() + "/maxresdefault.jpg", 1280, 720));
    m.putObject("title").put("simpleText", v.title());
    m.putObject("description").put("simpleText", description(v));
    m.put("lengthSeconds", String.valueOf(v.seconds()));
    m.put("ownerProfileUrl", "http://www.youtube.com/" + HANDLE);
    m.put("externalChannelId", CHANNEL_ID);
    m.put("isFamilySafe", true);
    m.putArray("availableCountries").add("GB").add("US").add("DE").add("FR");
    m.put("isUnlisted", false);
    m.put("hasYpcMetadata", false);
    m.put("viewCount", String.valueOf(v.views()));
    m.put("likeCount", String.valueOf(v.views() / 25));
    m.put("category", v.topic().equals("Ancient Rome") ? "Education" : "Science & Technology");
    String date = v.published().atOffset(ZoneOffset.ofHours(-7)).toString();
    m.put("publishDate", date);
    m.put("uploadDate", date);
    m.put("ownerChannelName", TITLE);
    m.put("isShortsEligible", v.isShort());
    m.put("externalVideoId", v.id());
    m.put("canonicalUrl", WEB + (v.isShort() ? "/shorts/" : "/watch?v=") + v.id());
    return root.toString();
  }

  /** The WEB watch page: title, counts, date, owner, the comment section's continuation. */
  static String watchPage(Video v) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", VISITOR_DATA);
    root.putObject("currentVideoEndpoint").putObject("watchEndpoint").put("videoId", v.id());
    ArrayNode contents =
        root.putObject("contents")
            .putObject("twoColumnWatchNextResults")
            .putObject("results")
            .putObject("results")
            .putArray("contents");
    ObjectNode primary = contents.addObject().putObject("videoPrimaryInfoRenderer");
    primary.putObject("title").putArray("runs").addObject().put("text", v.title());
    ObjectNode views = primary.putObject("viewCount").putObject("videoViewCountRenderer");
    views
        .putObject("viewCount")
        .put("simpleText", String.format(Locale.ROOT, "%,d views", v.views()));
    views.putObject("shortViewCount").put("simpleText", compact(v.views()) + " views");
    views.put("originalViewCount", "0");
    long likes = v.views() / 25;
    primary
        .putObject("videoActions")
        .putObject("menuRenderer")
        .putArray("topLevelButtons")
        .addObject()
        .putObject("segmentedLikeDislikeButtonViewModel")
        .putObject("likeButtonViewModel")
        .putObject("likeButtonViewModel")
        .putObject("toggleButtonViewModel")
        .putObject("toggleButtonViewModel")
        .putObject("defaultButtonViewModel")
        .putObject("buttonViewModel")
        .put("title", compact(likes))
        .put(
            "accessibilityText",
            String.format(Locale.ROOT, "like this video along with %,d other people", likes));
    primary
        .putObject("dateText")
        .put(
            "simpleText",
            LocalDate.ofInstant(v.published(), ZoneOffset.UTC)
                .format(DateTimeFormatter.ofPattern("d MMM yyyy", Locale.UK)));
    primary.putObject("relativeDateText").put("simpleText", relative(v.published()));
    ObjectNode owner =
        contents
            .addObject()
            .putObject("videoSecondaryInfoRenderer")
            .putObject("owner")
            .putObject("videoOwnerRenderer");
    owner.set("thumbnail", thumbnails("https://yt3.ggpht.com/cw-avatar=s48", 48, 48));
    ObjectNode run = owner.putObject("title").putArray("runs").addObject().put("text", TITLE);
    browseTo(run);
    owner.putObject("subscriberCountText").put("simpleText", "1.23M subscribers");
    browseTo(owner);
    owner
        .putArray("badges")
        .addObject()
        .putObject("metadataBadgeRenderer")
        .put("style", "BADGE_STYLE_TYPE_VERIFIED");
    ObjectNode section = contents.addObject().putObject("itemSectionRenderer");
    section.putArray("contents").add(continuationItem(commentToken(v.id(), 1)));
    section.put("sectionIdentifier", "comment-item-section");
    section.put("targetId", "comments-section");
    ObjectNode panel =
        root.putArray("engagementPanels")
            .addObject()
            .putObject("engagementPanelSectionListRenderer");
    panel.put("panelIdentifier", "engagement-panel-comments-section");
    ObjectNode header = panel.putObject("header").putObject("engagementPanelTitleHeaderRenderer");
    header.putObject("title").putArray("runs").addObject().put("text", "Comments");
    header
        .putObject("contextualInfo")
        .putArray("runs")
        .addObject()
        .put("text", String.valueOf(COMMENT_PAGES * COMMENTS_PER_PAGE));
    panel.set("content", sectionWithContinuation(commentToken(v.id(), 1)));
    return root.toString();
  }

  private static void browseTo(ObjectNode node) {
    node.putObject("navigationEndpoint")
        .putObject("browseEndpoint")
        .put("browseId", CHANNEL_ID)
        .put("canonicalBaseUrl", "/" + HANDLE);
  }

  /**
   * Page {@code page} of the top comments: the first replaces the section (header with the count,
   * then threads), later ones append; every page but the last ends in a continuation. The text,
   * author and counts live in the entity store ({@code frameworkUpdates}), the threads hold keys.
   */
  private static String commentPage(Video v, int page) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", VISITOR_DATA);
    ArrayNode actions = root.putArray("onResponseReceivedEndpoints");
    ArrayNode threads;
    if (page == 1) {
      ObjectNode header =
          actions
              .addObject()
              .putObject("reloadContinuationItemsCommand")
              .put("targetId", "comments-section")
              .putArray("continuationItems")
              .addObject()
              .putObject("commentsHeaderRenderer");
      String total = String.valueOf(COMMENT_PAGES * COMMENTS_PER_PAGE);
      ArrayNode count = header.putObject("countText").putArray("runs");
      count.addObject().put("text", total);
      count.addObject().put("text", " Comments");
      header.putObject("commentsCount").putArray("runs").addObject().put("text", total);
      threads =
          actions
              .addObject()
              .putObject("reloadContinuationItemsCommand")
              .put("targetId", "comments-section")
              .putArray("continuationItems");
    } else {
      threads =
          actions
              .addObject()
              .putObject("appendContinuationItemsAction")
              .put("targetId", "comments-section")
              .putArray("continuationItems");
    }
    ArrayNode mutations =
        root.putObject("frameworkUpdates").putObject("entityBatchUpdate").putArray("mutations");
    for (int i = 0; i < COMMENTS_PER_PAGE; i++) {
      int n = (page - 1) * COMMENTS_PER_PAGE + i;
      String commentId = String.format("UgwCw%s%03dAaABAg", v.id(), n);
      String commentKey = "cw-comment-" + commentId;
      String stateKey = "cw-toolbar-" + commentId;
      ObjectNode model =
          threads
              .addObject()
              .putObject("commentThreadRenderer")
              .put("renderingPriority", "RENDERING_PRIORITY_UNKNOWN")
              .putObject("commentViewModel")
              .putObject("commentViewModel");
      model.put("commentKey", commentKey);
      model.put("toolbarStateKey", stateKey);
      model.put("commentId", commentId);

      ObjectNode entity =
          mutations
              .addObject()
              .put("entityKey", commentKey)
              .put("type", "ENTITY_MUTATION_TYPE_REPLACE")
              .putObject("payload")
              .putObject("commentEntityPayload");
      entity.put("key", commentKey);
      ObjectNode properties = entity.putObject("properties");
      properties.put("commentId", commentId);
      String line = COMMENT_LINES.get(Math.floorMod(n + v.id().hashCode(), COMMENT_LINES.size()));
      properties
          .putObject("content")
          .put("content", String.format(line, v.topic().toLowerCase(Locale.ROOT)));
      properties.put("publishedTime", (1 + n % 11) + " days ago");
      properties.put("replyLevel", 0);
      properties.put("toolbarStateKey", stateKey);
      ObjectNode author = entity.putObject("author");
      String name = "@viewer" + (n * 37 % 500);
      author.put("channelId", String.format("UCviewer%016d", n * 37 % 500));
      author.put("displayName", name);
      author.put("avatarThumbnailUrl", "https://yt3.ggpht.com/cw-viewer-" + n + "=s88");
      author.put("isVerified", false);
      author.put("isCreator", false);
      author.put("isArtist", false);
      ObjectNode toolbar = entity.putObject("toolbar");
      long likes = (COMMENT_PAGES * COMMENTS_PER_PAGE - n) * 3L;
      toolbar.put("likeCountNotliked", String.valueOf(likes));
      toolbar.put("likeCountLiked", String.valueOf(likes + 1));
      toolbar.put("likeCountA11y", likes + " likes");
      toolbar.put("replyCount", "");
      toolbar.put("replyCountA11y", "0 replies");
      mutations
          .addObject()
          .put("entityKey", stateKey)
          .put("type", "ENTITY_MUTATION_TYPE_REPLACE")
          .putObject("payload")
          .putObject("engagementToolbarStateEntityPayload")
          .put("key", stateKey)
          .put("likeState", "TOOLBAR_LIKE_STATE_INDIFFERENT")
          .put("heartState", "TOOLBAR_HEART_STATE_UNHEARTED");
    }
    if (page < COMMENT_PAGES) {
      threads.add(continuationItem(commentToken(v.id(), page + 1)));
    }
    return root.toString();
  }

  /** The json3 caption file: a window event, then one event a line, with word segments. */
  static String captions(Video v) {
    ObjectNode root = JSON.createObjectNode();
    root.put("wireMagic", "pb3");
    root.putArray("pens").addObject();
    root.putArray("wsWinStyles").addObject();
    root.putArray("wpWinPositions").addObject();
    ArrayNode events = root.putArray("events");
    events
        .addObject()
        .put("tStartMs", 0)
        .put("dDurationMs", v.seconds() * 1000)
        .put("id", 1)
        .put("wpWinPosId", 1)
        .put("wsWinStyleId", 1);
    String topic = v.topic().toLowerCase(Locale.ROOT);
    long start = 160;
    for (int i = 0; i < TRANSCRIPT_LINES.size(); i++) {
      String[] words = String.format(TRANSCRIPT_LINES.get(i), topic).split(" ");
      ObjectNode event =
          events.addObject().put("tStartMs", start).put("dDurationMs", 4000).put("wWinId", 1);
      ArrayNode segs = event.putArray("segs");
      for (int w = 0; w < words.length; w++) {
        ObjectNode seg = segs.addObject().put("utf8", (w == 0 ? "" : " ") + words[w]);
        if (w > 0) {
          seg.put("tOffsetMs", w * 300).put("acAsrConf", 0);
        }
      }
      events
          .addObject()
          .put("tStartMs", start + 3900)
          .put("dDurationMs", 100)
          .put("wWinId", 1)
          .put("aAppend", 1)
          .putArray("segs")
          .addObject()
          .put("utf8", "\n");
      start += 4000;
    }
    return root.toString();
  }

  // ---- small parts ----

  /**
   * A caption track's URL, as the mobile player gives it (time-limited, signed); the expiry is far
   * past any test clock.
   */
  static String captionUrl(String videoId) {
    return WEB
        + "/api/timedtext?v="
        + videoId
        + "&ei=cwWorld&caps=asr&opi=112496729&xoaf=5&hl=en&ip=0.0.0.0&ipbits=0"
        + "&expire=4102444800&sparams=ip,ipbits,expire,v,ei,caps,opi,xoaf"
        + "&signature=C0NSTRUCTED.W0RLD&key=yt8&kind=asr&lang=en";
  }

  static String commentToken(String videoId, int page) {
    return "cw-comments-" + videoId + "-p" + page;
  }

  private static ObjectNode continuationItem(String token) {
    ObjectNode item = JSON.createObjectNode();
    item.putObject("continuationItemRenderer")
        .put("trigger", "CONTINUATION_TRIGGER_ON_ITEM_SHOWN")
        .putObject("continuationEndpoint")
        .putObject("continuationCommand")
        .put("token", token)
        .put("request", "CONTINUATION_REQUEST_TYPE_BROWSE");
    return item;
  }

  private static ObjectNode sources(String url, int width, int height) {
    ObjectNode image = JSON.createObjectNode();
    image.putArray("sources").addObject().put("url", url).put("width", width).put("height", height);
    return image;
  }

  private static ObjectNode thumbnails(String url, int width, int height) {
    ObjectNode holder = JSON.createObjectNode();
    holder
        .putArray("thumbnails")
        .addObject()
        .put("url", url)
        .put("width", width)
        .put("height", height);
    return holder;
  }

  private static String channelDescription() {
    return "Short films about science, history and the worlds we build. New videos every week.";
  }

  private static String description(Video v) {
    return "Everything you wanted to know about "
        + v.topic().toLowerCase(Locale.ROOT)
        + ", in one film.\n\nSources and further reading: https://worldbuilders.example/"
        + v.id()
        + "\n\n#science #"
        + v.topic().replace(" ", "").toLowerCase(Locale.ROOT);
  }

  static String duration(int seconds) {
    return seconds >= 3600
        ? String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format("%d:%02d", seconds / 60, seconds % 60);
  }

  /** "3 days ago", "2 weeks ago", "4 months ago", as of {@link #PAGE_TIME}. */
  static String relative(Instant published) {
    long days = Duration.between(published, PAGE_TIME).toDays();
    if (days < 1) {
      return "1 day ago";
    }
    if (days < 7) {
      return days + (days == 1 ? " day ago" : " days ago");
    }
    if (days < 30) {
      long weeks = days / 7;
      return weeks + (weeks == 1 ? " week ago" : " weeks ago");
    }
    if (days < 365) {
      long months = days / 30;
      return months + (months == 1 ? " month ago" : " months ago");
    }
    long years = days / 365;
    return years + (years == 1 ? " year ago" : " years ago");
  }

  static String compact(long n) {
    if (n >= 1_000_000) {
      return String.format(Locale.ROOT, "%.1fM", n / 1_000_000.0).replace(".0M", "M");
    }
    if (n >= 1_000) {
      return String.format(Locale.ROOT, "%.0fK", n / 1_000.0);
    }
    return String.valueOf(n);
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
