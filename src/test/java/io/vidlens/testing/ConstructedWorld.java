package io.vidlens.testing;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.testing.ConstructedChannel.Video;
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
import java.util.function.BiFunction;
import java.util.function.Function;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One made-up channel in which every request the service makes is answered: exchanges built here
 * from the documented shapes (never copied from the recordings), in memory, as one answer set of a
 * {@link FakePlatform} ({@link #exchanges()}), which answers each request as the replay transport
 * would have answered it from a recording of the exchange. No file is written. {@link
 * ConstructedChannel} is one such world; {@link #builder} makes others (a daily uploader, a channel
 * with live and members-only videos, a channel without videos, comments in other languages), each
 * under its own channel ID so that one platform can answer for several. A whole-server test puts
 * that platform in place of the server's transport ({@code @TestBean(name = "platformTransport")},
 * see {@link FakePlatform}).
 *
 * <p>Answered: the channel page (Videos tab), its about panel, the Shorts and Playlists tabs when
 * the channel has them, the Videos tab's second page when it has older videos and its oldest-first
 * page when {@link Builder#oldestUpload} is set, the RSS feed, the visitor_id of every client, and
 * per video the ANDROID player (reel_item_watch), the VISIONOS player, the WEB microformat player,
 * the watch page, its comment pages and the json3 caption file of its speech-recognition track.
 */
public final class ConstructedWorld {

  /** How a video is shown on the Videos tab. */
  public enum State {
    /** Everyone may watch it; views, length and date are listed. */
    PUBLIC,
    /** Streaming now: the live badge and "N watching", no length. */
    LIVE,
    /** A premiere to come: the "Upcoming" badge, "N waiting" and "Premieres …". */
    UPCOMING,
    /** For channel members: the members-only badge in the metadata rows; views are listed. */
    MEMBERS_ONLY,
    /** Premium-only: a Premium badge and no view count listed (its microformat still has one). */
    PREMIUM
  }

  /** One entry of the Playlists tab. */
  public record Playlist(String id, String title, int videoCount, String firstVideoId) {}

  static final String WEB = "https://www.youtube.com";
  static final String API = "https://youtubei.googleapis.com";
  static final JsonMapper JSON = JsonMapper.builder().build();
  static final String LIVE_STYLE = "THUMBNAIL_OVERLAY_BADGE_STYLE_LIVE";

  private final Builder spec;
  private List<RecordedExchange> exchanges;

  private ConstructedWorld(Builder spec) {
    this.spec = spec;
  }

  /** A world of channel {@code channelId} (UC and 22 characters) named {@code title}. */
  public static Builder builder(String channelId, String title) {
    return new Builder(channelId, title);
  }

  public String channelId() {
    return spec.channelId;
  }

  public String title() {
    return spec.title;
  }

  /** The Videos tab's first page, newest first. */
  public List<Video> videos() {
    return spec.videos;
  }

  public List<Video> shorts() {
    return spec.shorts;
  }

  public State state(Video v) {
    return spec.states.getOrDefault(v.id(), State.PUBLIC);
  }

  /** The world's exchanges, built once: an answer set of a {@link FakePlatform}. */
  public synchronized List<RecordedExchange> exchanges() {
    if (exchanges == null) {
      Exchanges out = new Exchanges();
      write(out);
      exchanges = out.all();
    }
    return exchanges;
  }

  /** What a world is made of; every part has a default. */
  public static final class Builder {
    private final String channelId;
    private final String title;
    private String handle;
    private String description = "Short films about the things we love. New videos every week.";
    private String country = "United Kingdom";
    private String joined = "Joined 14 Mar 2019";
    private long subscribers = 1_230_000;
    private long totalViews = 48_123_456;
    private Long videoCount;
    private List<Video> videos = List.of();
    private List<Video> older = List.of();
    private List<Video> shorts = List.of();
    private List<Playlist> playlists = List.of();
    private final Map<String, State> states = new TreeMap<>();
    private BiFunction<Video, Integer, String> comment =
        (v, n) -> "Thanks for the video about " + v.topic().toLowerCase(Locale.ROOT) + "!";
    private int commentPages = 1;
    private int commentsPerPage = 20;
    private Function<Video, String> videoDescription =
        v ->
            "Everything you wanted to know about "
                + v.topic().toLowerCase(Locale.ROOT)
                + ", in one film.\n\n#"
                + v.topic().replace(" ", "").toLowerCase(Locale.ROOT);
    private List<String> transcript =
        List.of(
            "welcome back to the channel, today we are talking about %s",
            "most people never stop to think about %s at all",
            "but once you look closer, the story gets a lot stranger",
            "here is the simple version of what is going on",
            "thanks for watching, and see you in the next video");
    private String captionLanguage = "en";
    private Function<Video, String> category = v -> "Entertainment";
    private String channelKeywords = "";
    private List<String> tags = List.of();
    private Function<Video, List<String>> videoKeywords;
    private String[] link;
    private boolean verified;
    private boolean translations;
    private String oldestUpload;
    private Instant pageTime = ConstructedChannel.PAGE_TIME;
    private String visitorData = ConstructedChannel.VISITOR_DATA;
    private boolean compactDates;
    private boolean feed = true;
    private java.util.Set<String> streamed = java.util.Set.of();

    private Builder(String channelId, String title) {
      this.channelId = channelId;
      this.title = title;
      this.handle = "@" + title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
      this.videoKeywords =
          v -> List.of(v.topic().toLowerCase(Locale.ROOT), title.toLowerCase(Locale.ROOT));
    }

    public Builder handle(String handle) {
      this.handle = handle;
      return this;
    }

    public Builder description(String description) {
      this.description = description;
      return this;
    }

    /** The about panel's country, as it names it ("Pakistan"); null for none. */
    public Builder country(String country) {
      this.country = country;
      return this;
    }

    /** The header's and about panel's subscribers and the about panel's total views. */
    public Builder counts(long subscribers, long totalViews) {
      this.subscribers = subscribers;
      this.totalViews = totalViews;
      return this;
    }

    /** The channel's video count as the header shows it; by default the videos listed here. */
    public Builder videoCount(long videoCount) {
      this.videoCount = videoCount;
      return this;
    }

    /** The Videos tab's first page, newest first (the world's only page unless {@link #older}). */
    public Builder videos(List<Video> videos) {
      this.videos = checked(videos);
      return this;
    }

    /** The Videos tab's second page. */
    public Builder older(List<Video> older) {
      this.older = checked(older);
      return this;
    }

    public Builder shorts(List<Video> shorts) {
      this.shorts = checked(shorts);
      return this;
    }

    /** The service skips a malformed ID without a word: a world must not hold one. */
    private static List<Video> checked(List<Video> videos) {
      for (Video v : videos) {
        if (!v.id().matches("[A-Za-z0-9_-]{11}")) {
          throw new IllegalArgumentException("not a video ID (11 characters): " + v.id());
        }
      }
      return List.copyOf(videos);
    }

    public Builder playlists(List<Playlist> playlists) {
      this.playlists = List.copyOf(playlists);
      return this;
    }

    public Builder state(String videoId, State state) {
      states.put(videoId, state);
      return this;
    }

    /** The text of comment {@code n} (0-based, top first) of a video. */
    public Builder comments(BiFunction<Video, Integer, String> comment) {
      this.comment = comment;
      return this;
    }

    public Builder commentPages(int pages) {
      this.commentPages = pages;
      return this;
    }

    public Builder videoDescriptions(Function<Video, String> videoDescription) {
      this.videoDescription = videoDescription;
      return this;
    }

    /** The lines of every video's caption file ({@code %s}: its topic) and their language. */
    public Builder transcript(List<String> lines, String languageCode) {
      this.transcript = List.copyOf(lines);
      this.captionLanguage = languageCode;
      return this;
    }

    /**
     * The Videos tab offers the Latest/Popular/Oldest chips, and the oldest-first page's first
     * video is this old ("9 years ago").
     */
    public Builder oldestUpload(String relativeDate) {
      this.oldestUpload = relativeDate;
      return this;
    }

    /** The platform category of every video ("Gaming"). */
    public Builder category(String category) {
      this.category = v -> category;
      return this;
    }

    /** The platform category of each video. */
    public Builder category(Function<Video, String> category) {
      this.category = category;
      return this;
    }

    /** The channel page's keywords (one string, as the platform gives it) and its tags. */
    public Builder keywords(String channelKeywords, List<String> tags) {
      this.channelKeywords = channelKeywords;
      this.tags = List.copyOf(tags);
      return this;
    }

    /** Each video's keywords (its player's videoDetails.keywords). */
    public Builder videoKeywords(Function<Video, List<String>> videoKeywords) {
      this.videoKeywords = videoKeywords;
      return this;
    }

    /** One link of the about panel. */
    public Builder link(String title, String url) {
      this.link = new String[] {title, url};
      return this;
    }

    /** The owner's verified badge on the watch page. */
    public Builder verified() {
      this.verified = true;
      return this;
    }

    /** Caption tracks offer translations (German, French, Spanish). */
    public Builder translations() {
      this.translations = true;
      return this;
    }

    /** Comment and list dates are relative to this time (and the visitor data names it). */
    public Builder pageTime(Instant pageTime) {
      this.pageTime = pageTime;
      return this;
    }

    /**
     * Relative dates in the platform's compact forms ("13d ago", "3hr ago", "2wk ago", "1mo ago";
     * issue 39), both spellings of a unit taken in turn, and the second comment of each page edited
     * ("4d ago (edited)").
     */
    public Builder compactDates() {
      this.compactDates = true;
      return this;
    }

    /** No RSS feed answers: what the feed would tell exactly comes from the Videos tab alone. */
    public Builder withoutFeed() {
      this.feed = false;
      return this;
    }

    /** These videos were live streams: the Videos tab dates them "Streamed 3 days ago". */
    public Builder streamed(java.util.Set<String> videoIds) {
      this.streamed = java.util.Set.copyOf(videoIds);
      return this;
    }

    public ConstructedWorld build() {
      return new ConstructedWorld(this);
    }
  }

  // ---- the exchanges ----

  private void write(Exchanges out) {
    for (String client : List.of("ANDROID", "VISIONOS", "WEB")) {
      String host = client.equals("ANDROID") ? API : WEB;
      out.save(
          "visitor_id-" + client,
          post(host + "/youtubei/v1/visitor_id?prettyPrint=false", client, Map.of(), visitor()));
    }
    out.save(
        "browse-videos",
        browse(
            Map.of("browseId", spec.channelId, "params", ChannelTab.VIDEOS.browseTab().params()),
            channelPage(ChannelTab.VIDEOS)));
    if (!spec.shorts.isEmpty()) {
      out.save(
          "browse-shorts",
          browse(
              Map.of("browseId", spec.channelId, "params", ChannelTab.SHORTS.browseTab().params()),
              channelPage(ChannelTab.SHORTS)));
    }
    if (!spec.playlists.isEmpty()) {
      out.save(
          "browse-playlists",
          browse(
              Map.of(
                  "browseId", spec.channelId, "params", ChannelTab.PLAYLISTS.browseTab().params()),
              channelPage(ChannelTab.PLAYLISTS)));
    }
    out.save("browse-about", browse(Map.of("continuation", aboutToken()), aboutPanel()));
    if (!spec.older.isEmpty()) {
      out.save(
          "browse-videos-2",
          browse(Map.of("continuation", token("videos-page-2")), appended(spec.older)));
    }
    if (spec.oldestUpload != null) {
      out.save("browse-videos-oldest", browse(Map.of("continuation", token("oldest")), oldest()));
    }
    if (spec.feed) {
      out.save(
          "feed",
          get(
              WEB + "/feeds/videos.xml?channel_id=" + spec.channelId,
              "text/xml; charset=UTF-8",
              feed()));
    }
    List<Video> all = new ArrayList<>(spec.videos);
    all.addAll(spec.older);
    all.addAll(spec.shorts);
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
      for (int page = 1; page <= spec.commentPages; page++) {
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

  /**
   * The exchanges in the order made, each read as the replay reads a recording file: where two
   * answer one request, the first made wins. The name says which it is, for the reader.
   */
  public static final class Exchanges {
    private static final RecordingFormat FORMAT = new RecordingFormat(JSON);
    private final List<RecordedExchange> all = new ArrayList<>();

    public void save(String name, ObjectNode exchange) {
      all.add(
          FORMAT
              .parse(exchange.toString())
              .orElseThrow(() -> new IllegalStateException("Not an exchange: " + name)));
    }

    public List<RecordedExchange> all() {
      return List.copyOf(all);
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

  private String visitor() {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", spec.visitorData);
    return root.toString();
  }

  private String token(String what) {
    return "cw-" + what + "-" + spec.channelId;
  }

  String aboutToken() {
    return token("about");
  }

  // ---- the channel ----

  private long videoCount() {
    return spec.videoCount != null
        ? spec.videoCount
        : spec.videos.size() + spec.older.size() + spec.shorts.size();
  }

  /** The channel page with {@code tab} selected: header, metadata, tab links, the tab's list. */
  private ObjectNode channelPage(ChannelTab selected) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", spec.visitorData);
    ObjectNode model =
        root.putObject("header")
            .putObject("pageHeaderRenderer")
            .put("pageTitle", spec.title)
            .putObject("content")
            .putObject("pageHeaderViewModel");
    model
        .putObject("title")
        .putObject("dynamicTextViewModel")
        .putObject("text")
        .put("content", spec.title);
    model
        .putObject("image")
        .putObject("decoratedAvatarViewModel")
        .putObject("avatar")
        .putObject("avatarViewModel")
        .set("image", sources("https://yt3.ggpht.com/cw-avatar=s160", 160, 160));
    ArrayNode rows =
        model.putObject("metadata").putObject("contentMetadataViewModel").putArray("metadataRows");
    rows.addObject()
        .putArray("metadataParts")
        .addObject()
        .putObject("text")
        .put("content", spec.handle);
    ArrayNode counts = rows.addObject().putArray("metadataParts");
    ObjectNode subscribers = counts.addObject();
    subscribers.putObject("text").put("content", subscriberText(spec.subscribers));
    subscribers.put("accessibilityLabel", subscriberLabel(spec.subscribers));
    counts.addObject().putObject("text").put("content", videoCount() + " videos");
    ObjectNode preview = model.putObject("description").putObject("descriptionPreviewViewModel");
    preview.putObject("description").put("content", spec.description);
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
        .set("content", sectionWithContinuation(aboutToken()));
    model
        .putObject("banner")
        .putObject("imageBannerViewModel")
        .set("image", sources("https://yt3.ggpht.com/cw-banner=w1060", 1060, 175));

    ObjectNode metadata = root.putObject("metadata").putObject("channelMetadataRenderer");
    metadata.put("title", spec.title);
    metadata.put("description", spec.description);
    metadata.put("rssUrl", WEB + "/feeds/videos.xml?channel_id=" + spec.channelId);
    metadata.put("externalId", spec.channelId);
    metadata.put("keywords", spec.channelKeywords);
    metadata.putArray("ownerUrls").add("http://www.youtube.com/" + spec.handle);
    metadata.set("avatar", thumbnails("https://yt3.ggpht.com/cw-avatar=s900", 900, 900));
    metadata.put("channelUrl", WEB + "/channel/" + spec.channelId);
    metadata.put("isFamilySafe", true);
    metadata.put("vanityChannelUrl", "http://www.youtube.com/" + spec.handle);
    ObjectNode microformat = root.putObject("microformat").putObject("microformatDataRenderer");
    microformat.put("urlCanonical", WEB + "/channel/" + spec.channelId);
    microformat.put("title", spec.title);
    microformat.put("familySafe", true);
    if (!spec.tags.isEmpty()) {
      ArrayNode tags = microformat.putArray("tags");
      spec.tags.forEach(tags::add);
    }

    ArrayNode tabs =
        root.putObject("contents").putObject("twoColumnBrowseResultsRenderer").putArray("tabs");
    // A channel without uploads has no Videos tab: asked for it, the platform answers Home.
    boolean uploads = !spec.videos.isEmpty();
    ObjectNode home =
        tab(tabs, "Home", "EghmZWF0dXJlZPIGBAoCMgA%3D", !uploads && selected == ChannelTab.VIDEOS);
    if (!uploads && selected == ChannelTab.VIDEOS) {
      home.putObject("content").putObject("sectionListRenderer").putArray("contents");
      return root;
    }
    ObjectNode videos =
        uploads
            ? tab(
                tabs,
                "Videos",
                ChannelTab.VIDEOS.browseTab().params(),
                selected == ChannelTab.VIDEOS)
            : null;
    ObjectNode shorts =
        spec.shorts.isEmpty()
            ? null
            : tab(
                tabs,
                "Shorts",
                ChannelTab.SHORTS.browseTab().params(),
                selected == ChannelTab.SHORTS);
    ObjectNode playlists =
        spec.playlists.isEmpty()
            ? null
            : tab(
                tabs,
                "Playlists",
                ChannelTab.PLAYLISTS.browseTab().params(),
                selected == ChannelTab.PLAYLISTS);
    ObjectNode tab =
        selected == ChannelTab.VIDEOS
            ? videos
            : selected == ChannelTab.PLAYLISTS ? playlists : shorts;
    ObjectNode grid = tab.putObject("content").putObject("richGridRenderer");
    ArrayNode items = grid.putArray("contents");
    if (selected == ChannelTab.PLAYLISTS) {
      for (Playlist p : spec.playlists) {
        ObjectNode playlist = gridItem(items).putObject("gridPlaylistRenderer");
        playlist.put("playlistId", p.id());
        playlist.putObject("title").put("simpleText", p.title());
        playlist.putObject("videoCountText").put("simpleText", p.videoCount() + " videos");
        playlist
            .putObject("navigationEndpoint")
            .putObject("watchEndpoint")
            .put("videoId", p.firstVideoId());
      }
    } else if (selected == ChannelTab.VIDEOS) {
      if (spec.oldestUpload != null) {
        ArrayNode chips = grid.putObject("header").putObject("chipBarViewModel").putArray("chips");
        chip(chips, "Latest", true, token("latest"));
        chip(chips, "Popular", false, token("popular"));
        chip(chips, "Oldest", false, token("oldest"));
      }
      spec.videos.forEach(v -> gridItem(items).set("lockupViewModel", lockup(v)));
      if (!spec.older.isEmpty()) {
        items.add(continuationItem(token("videos-page-2")));
      }
    } else {
      spec.shorts.forEach(v -> gridItem(items).set("shortsLockupViewModel", shortsLockup(v)));
    }
    return root;
  }

  private static void chip(ArrayNode chips, String text, boolean selected, String token) {
    ObjectNode chip = chips.addObject().putObject("chipViewModel");
    chip.put("text", text);
    chip.put("selected", selected);
    chip.putObject("tapCommand")
        .putObject("innertubeCommand")
        .putObject("continuationCommand")
        .put("token", token)
        .put("request", "CONTINUATION_REQUEST_TYPE_BROWSE");
  }

  private ObjectNode tab(ArrayNode tabs, String title, String params, boolean selected) {
    ObjectNode tab = tabs.addObject().putObject("tabRenderer");
    tab.putObject("endpoint")
        .putObject("browseEndpoint")
        .put("browseId", spec.channelId)
        .put("params", params)
        .put("canonicalBaseUrl", "/" + spec.handle);
    tab.put("title", title);
    if (selected) {
      tab.put("selected", true);
    }
    return tab;
  }

  /**
   * The Videos tab's first page (its {@link Builder#videos}, dated as of the page time), ending in
   * a continuation to {@code next} unless it is null: for worlds answered page by page, generated
   * on each request (the radar's scale bench, docs/performance.md) rather than kept as exchanges.
   */
  public String videosTab(String next) {
    ObjectNode root = channelPage(ChannelTab.VIDEOS);
    if (next != null) {
      ((ArrayNode)
              root.at(
                  "/contents/twoColumnBrowseResultsRenderer/tabs/1/tabRenderer/content/richGridRenderer/contents"))
          .add(continuationItem(next));
    }
    return root.toString();
  }

  /** A later page of the Videos tab: {@code videos}, then a continuation to {@code next} if any. */
  public String videosContinuation(List<Video> videos, String next) {
    ObjectNode root = appended(videos);
    if (next != null) {
      ((ArrayNode)
              root.at(
                  "/onResponseReceivedActions/0/appendContinuationItemsAction/continuationItems"))
          .add(continuationItem(next));
    }
    return root.toString();
  }

  /** A continuation of the Videos tab: these videos, and no further page. */
  private ObjectNode appended(List<Video> videos) {
    ObjectNode root = JSON.createObjectNode();
    ObjectNode action = appendAction(root, "onResponseReceivedActions");
    action.put("targetId", "browse-feed" + spec.channelId + "videos");
    ArrayNode items = action.putArray("continuationItems");
    videos.forEach(v -> gridItem(items).set("lockupViewModel", lockup(v)));
    return root;
  }

  /**
   * The Oldest chip's answer: the grid reloaded with the channel's first uploads (only the first is
   * made up here, dated as set).
   */
  private ObjectNode oldest() {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", spec.visitorData);
    ArrayNode items =
        root.putArray("onResponseReceivedActions")
            .addObject()
            .putObject("reloadContinuationItemsCommand")
            .put("targetId", "browse-feed" + spec.channelId + "videos")
            .put("slot", "RELOAD_CONTINUATION_SLOT_BODY")
            .putArray("continuationItems");
    Video first =
        new Video(
            spec.channelId.substring(2, 13),
            "My First Video",
            "First",
            1_234,
            95,
            spec.pageTime,
            false);
    ObjectNode lockup = lockup(first);
    ArrayNode parts =
        (ArrayNode)
            lockup.at(
                "/metadata/lockupMetadataViewModel/metadata/contentMetadataViewModel"
                    + "/metadataRows/0/metadataParts");
    ((ObjectNode) parts.get(1).get("text")).put("content", spec.oldestUpload);
    gridItem(items).set("lockupViewModel", lockup);
    return root;
  }

  /**
   * A Videos tab entry: title, views and relative date as metadata parts, duration as a badge; a
   * live stream, a premiere to come and a members-only video as the platform marks them.
   */
  private ObjectNode lockup(Video v) {
    State state = state(v);
    ObjectNode lockup = JSON.createObjectNode();
    lockup.put("contentId", v.id());
    lockup.put("contentType", "LOCKUP_CONTENT_TYPE_VIDEO");
    ObjectNode thumbnail = lockup.putObject("contentImage").putObject("thumbnailViewModel");
    thumbnail.set(
        "image", sources("https://i.ytimg.com/vi/" + v.id() + "/hqdefault.jpg", 480, 270));
    ObjectNode badge =
        thumbnail
            .putArray("overlays")
            .addObject()
            .putObject("thumbnailBottomOverlayViewModel")
            .putArray("badges")
            .addObject()
            .putObject("thumbnailBadgeViewModel");
    switch (state) {
      case LIVE -> badge.put("text", "LIVE").put("badgeStyle", LIVE_STYLE);
      case UPCOMING ->
          badge.put("text", "Upcoming").put("badgeStyle", "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT");
      default ->
          badge
              .put("text", duration(v.seconds()))
              .put("badgeStyle", "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT");
    }
    ObjectNode meta = lockup.putObject("metadata").putObject("lockupMetadataViewModel");
    meta.putObject("title").put("content", v.title());
    ObjectNode row =
        meta.putObject("metadata")
            .putObject("contentMetadataViewModel")
            .putArray("metadataRows")
            .addObject();
    ArrayNode parts = row.putArray("metadataParts");
    switch (state) {
      case LIVE ->
          parts
              .addObject()
              .putObject("text")
              .put("content", String.format(Locale.ROOT, "%,d watching", v.views()));
      case UPCOMING -> {
        parts
            .addObject()
            .putObject("text")
            .put("content", String.format(Locale.ROOT, "%,d waiting", v.views()));
        parts
            .addObject()
            .putObject("text")
            .put(
                "content",
                "Premieres "
                    + LocalDate.ofInstant(v.published(), ZoneOffset.UTC)
                        .format(DateTimeFormatter.ofPattern("dd/MM/yyyy", Locale.UK))
                    + ", 18:00");
      }
      case PREMIUM -> parts.addObject().putObject("text").put("content", relative(v.published()));
      default -> {
        parts
            .addObject()
            .putObject("text")
            .put("content", String.format(Locale.ROOT, "%,d views", v.views()));
        parts
            .addObject()
            .putObject("text")
            .put(
                "content",
                (spec.streamed.contains(v.id()) ? "Streamed " : "") + relative(v.published()));
      }
    }
    if (state == State.MEMBERS_ONLY) {
      row.putArray("badges")
          .addObject()
          .putObject("badgeViewModel")
          .put("badgeText", "Members only")
          .put("badgeStyle", "BADGE_MEMBERS_ONLY")
          .put("iconName", "SPONSORSHIP_STAR");
    } else if (state == State.PREMIUM) {
      // The older renderer's style (BADGE_STYLE_TYPE_PREMIUM, label "Premium": Vsauce's recorded
      // Videos tab, yt-dlp), here in the lockup's badge.
      row.putArray("badges")
          .addObject()
          .putObject("badgeViewModel")
          .put("badgeText", "Premium")
          .put("badgeStyle", "BADGE_STYLE_TYPE_PREMIUM");
    }
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

  private ObjectNode aboutPanel() {
    ObjectNode root = JSON.createObjectNode();
    ObjectNode about =
        appendAction(root, "onResponseReceivedEndpoints")
            .putArray("continuationItems")
            .addObject()
            .putObject("aboutChannelRenderer")
            .putObject("metadata")
            .putObject("aboutChannelViewModel");
    about.put("description", spec.description);
    if (spec.country != null) {
      about.put("country", spec.country);
    }
    about.put("channelId", spec.channelId);
    about.put("canonicalChannelUrl", "http://www.youtube.com/" + spec.handle);
    about.putObject("joinedDateText").put("content", spec.joined);
    about.put("viewCountText", String.format(Locale.ROOT, "%,d views", spec.totalViews));
    about.put("subscriberCountText", subscriberText(spec.subscribers));
    about.put("videoCountText", videoCount() + " videos");
    if (spec.link != null) {
      ObjectNode link =
          about.putArray("links").addObject().putObject("channelExternalLinkViewModel");
      link.putObject("title").put("content", spec.link[0]);
      ObjectNode text = link.putObject("link");
      text.put("content", spec.link[1].replaceFirst("^https?://", "").replaceFirst("/$", ""));
      text.putArray("commandRuns")
          .addObject()
          .putObject("onTap")
          .putObject("innertubeCommand")
          .putObject("urlEndpoint")
          .put(
              "url",
              "https://www.youtube.com/redirect?event=channel_description&q="
                  + java.net.URLEncoder.encode(
                      spec.link[1], java.nio.charset.StandardCharsets.UTF_8));
    }
    return root;
  }

  /** The RSS feed: the 15 newest uploads (Shorts linked as /shorts/), as the platform lists it. */
  private String feed() {
    List<Video> uploads = new ArrayList<>(spec.videos);
    uploads.addAll(spec.older);
    uploads.addAll(spec.shorts);
    uploads.sort((a, b) -> b.published().compareTo(a.published()));
    StringBuilder xml = new StringBuilder();
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<feed xmlns:yt=\"http://www.youtube.com/xml/schemas/2015\"")
        .append(" xmlns:media=\"http://search.yahoo.com/mrss/\"")
        .append(" xmlns=\"http://www.w3.org/2005/Atom\">\n")
        .append(" <link rel=\"self\" href=\"http://www.youtube.com/feeds/videos.xml?channel_id=")
        .append(spec.channelId)
        .append("\"/>\n")
        .append(" <id>yt:channel:")
        .append(spec.channelId.substring(2))
        .append("</id>\n")
        // Quirk kept: the feed-level channel ID lacks the "UC".
        .append(" <yt:channelId>")
        .append(spec.channelId.substring(2))
        .append("</yt:channelId>\n")
        .append(" <title>")
        .append(escape(spec.title))
        .append("</title>\n")
        .append(" <link rel=\"alternate\" href=\"https://www.youtube.com/channel/")
        .append(spec.channelId)
        .append("\"/>\n")
        .append(author())
        .append(" <published>2019-03-14T10:00:00+00:00</published>\n");
    for (Video v : uploads.subList(0, Math.min(15, uploads.size()))) {
      String published = v.published().atOffset(ZoneOffset.UTC).toString();
      long views = state(v) == State.PUBLIC || state(v) == State.MEMBERS_ONLY ? v.views() : 0;
      xml.append(" <entry>\n")
          .append("  <id>yt:video:")
          .append(v.id())
          .append("</id>\n")
          .append("  <yt:videoId>")
          .append(v.id())
          .append("</yt:videoId>\n")
          .append("  <yt:channelId>")
          .append(spec.channelId)
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
          .append(escape(spec.videoDescription.apply(v)))
          .append("</media:description>\n")
          .append("   <media:community>\n")
          .append("    <media:starRating count=\"")
          .append(views / 40)
          .append("\" average=\"5.00\" min=\"1\" max=\"5\"/>\n")
          .append("    <media:statistics views=\"")
          .append(views)
          .append("\"/>\n")
          .append("   </media:community>\n")
          .append("  </media:group>\n")
          .append(" </entry>\n");
    }
    return xml.append("</feed>\n").toString();
  }

  private String author() {
    return " <author>\n  <name>"
        + escape(spec.title)
        + "</name>\n  <uri>https://www.youtube.com/channel/"
        + spec.channelId
        + "</uri>\n </author>\n";
  }

  // ---- a video ----

  /**
   * The full player answer of a mobile client: details, keywords and a caption track; a
   * members-only video is refused (UNPLAYABLE, "Join this channel …"), a live stream and a premiere
   * to come say so in their details.
   */
  ObjectNode mobilePlayer(Video v) {
    State state = state(v);
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", spec.visitorData);
    ObjectNode playability = root.putObject("playabilityStatus");
    if (state == State.MEMBERS_ONLY) {
      playability
          .put("status", "UNPLAYABLE")
          .put(
              "reason",
              "Join this channel to get access to members-only content like this video, and"
                  + " other exclusive perks.");
    } else if (state == State.UPCOMING) {
      playability.put("status", "LIVE_STREAM_OFFLINE").put("reason", "Premieres in 3 days");
    } else {
      playability.put("status", "OK").put("playableInEmbed", true);
      root.putObject("streamingData").put("expiresInSeconds", "21540");
    }
    ObjectNode d = root.putObject("videoDetails");
    d.put("videoId", v.id());
    d.put("title", v.title());
    d.put("lengthSeconds", String.valueOf(lengthSeconds(v)));
    keywords(d, v);
    d.put("channelId", spec.channelId);
    d.put("isOwnerViewing", false);
    d.put("shortDescription", spec.videoDescription.apply(v));
    d.put("isCrawlable", true);
    d.set("thumbnail", thumbnails("https://i.ytimg.com/vi/" + v.id() + "/hqdefault.jpg", 480, 360));
    d.put("allowRatings", true);
    d.put("viewCount", String.valueOf(state == State.UPCOMING ? 0 : v.views()));
    d.put("author", spec.title);
    d.put("isPrivate", false);
    d.put("isUnpluggedCorpus", false);
    d.put("isLiveContent", state == State.LIVE || state == State.UPCOMING);
    if (state == State.LIVE) {
      d.put("isLive", true);
    }
    if (state == State.UPCOMING) {
      d.put("isUpcoming", true);
    }
    if (state == State.PUBLIC || state == State.PREMIUM) {
      ObjectNode tracks = root.putObject("captions").putObject("playerCaptionsTracklistRenderer");
      ObjectNode track = tracks.putArray("captionTracks").addObject();
      track.put("baseUrl", captionUrl(v.id()));
      track
          .putObject("name")
          .putArray("runs")
          .addObject()
          .put(
              "text",
              Locale.forLanguageTag(spec.captionLanguage).getDisplayLanguage(Locale.UK)
                  + " (auto-generated)");
      track.put("vssId", "a." + spec.captionLanguage);
      track.put("languageCode", spec.captionLanguage);
      track.put("kind", "asr");
      track.put("isTranslatable", true);
      track.put("trackName", "");
      ObjectNode audio = tracks.putArray("audioTracks").addObject();
      audio.putArray("captionTrackIndices").add(0);
      audio.put("defaultCaptionTrackIndex", 0);
      if (spec.translations) {
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
      }
      tracks.put("defaultAudioTrackIndex", 0);
    }
    return root;
  }

  private int lengthSeconds(Video v) {
    State state = state(v);
    return state == State.LIVE || state == State.UPCOMING ? 0 : v.seconds();
  }

  private void keywords(ObjectNode videoDetails, Video v) {
    ArrayNode keywords = videoDetails.putArray("keywords");
    spec.videoKeywords.apply(v).forEach(keywords::add);
  }

  /**
   * The WEB player filtered with the {@code $fields} the service sends: microformat and part of
   * videoDetails (ID, thumbnails, keywords).
   */
  String microformat(Video v) {
    State state = state(v);
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
    m.putObject("description").put("simpleText", spec.videoDescription.apply(v));
    m.put("lengthSeconds", String.valueOf(lengthSeconds(v)));
    m.put("ownerProfileUrl", "http://www.youtube.com/" + spec.handle);
    m.put("externalChannelId", spec.channelId);
    m.put("isFamilySafe", true);
    m.putArray("availableCountries").add("GB").add("US").add("DE").add("FR");
    m.put("isUnlisted", false);
    m.put("hasYpcMetadata", false);
    m.put("viewCount", String.valueOf(state == State.UPCOMING ? 0 : v.views()));
    m.put("likeCount", String.valueOf(v.views() / 25));
    m.put("category", spec.category.apply(v));
    String date = v.published().atOffset(ZoneOffset.ofHours(-7)).toString();
    m.put("publishDate", date);
    m.put("uploadDate", date);
    if (state == State.LIVE || state == State.UPCOMING) {
      m.putObject("liveBroadcastDetails")
          .put("isLiveNow", state == State.LIVE)
          .put("startTimestamp", date);
    }
    m.put("ownerChannelName", spec.title);
    m.put("isShortsEligible", v.isShort());
    m.put("externalVideoId", v.id());
    m.put("canonicalUrl", WEB + (v.isShort() ? "/shorts/" : "/watch?v=") + v.id());
    return root.toString();
  }

  /** The WEB watch page: title, counts, date, owner, the comment section's continuation. */
  String watchPage(Video v) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", spec.visitorData);
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
    ObjectNode run = owner.putObject("title").putArray("runs").addObject().put("text", spec.title);
    browseTo(run);
    owner.putObject("subscriberCountText").put("simpleText", subscriberText(spec.subscribers));
    browseTo(owner);
    if (spec.verified) {
      owner
          .putArray("badges")
          .addObject()
          .putObject("metadataBadgeRenderer")
          .put("style", "BADGE_STYLE_TYPE_VERIFIED");
    }
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
        .put("text", String.valueOf(spec.commentPages * spec.commentsPerPage));
    panel.set("content", sectionWithContinuation(commentToken(v.id(), 1)));
    return root.toString();
  }

  private void browseTo(ObjectNode node) {
    node.putObject("navigationEndpoint")
        .putObject("browseEndpoint")
        .put("browseId", spec.channelId)
        .put("canonicalBaseUrl", "/" + spec.handle);
  }

  /**
   * Page {@code page} of the top comments: the first replaces the section (header with the count,
   * then threads), later ones append; every page but the last ends in a continuation. The text,
   * author and counts live in the entity store ({@code frameworkUpdates}), the threads hold keys.
   */
  private String commentPage(Video v, int page) {
    ObjectNode root = JSON.createObjectNode();
    root.putObject("responseContext").put("visitorData", spec.visitorData);
    ArrayNode actions = root.putArray("onResponseReceivedEndpoints");
    ArrayNode threads;
    String total = String.valueOf(spec.commentPages * spec.commentsPerPage);
    if (page == 1) {
      ObjectNode header =
          actions
              .addObject()
              .putObject("reloadContinuationItemsCommand")
              .put("targetId", "comments-section")
              .putArray("continuationItems")
              .addObject()
              .putObject("commentsHeaderRenderer");
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
    for (int i = 0; i < spec.commentsPerPage; i++) {
      int n = (page - 1) * spec.commentsPerPage + i;
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
      properties.putObject("content").put("content", spec.comment.apply(v, n));
      properties.put(
          "publishedTime",
          ago(1 + n % 11, "day") + (spec.compactDates && n % 20 == 1 ? " (edited)" : ""));
      properties.put("replyLevel", 0);
      properties.put("toolbarStateKey", stateKey);
      ObjectNode author = entity.putObject("author");
      author.put("channelId", String.format("UCviewer%016d", n * 37 % 500));
      author.put("displayName", "@viewer" + (n * 37 % 500));
      author.put("avatarThumbnailUrl", "https://yt3.ggpht.com/cw-viewer-" + n + "=s88");
      author.put("isVerified", false);
      author.put("isCreator", false);
      author.put("isArtist", false);
      ObjectNode toolbar = entity.putObject("toolbar");
      long likes = (spec.commentPages * spec.commentsPerPage - n) * 3L;
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
    if (page < spec.commentPages) {
      threads.add(continuationItem(commentToken(v.id(), page + 1)));
    }
    return root.toString();
  }

  /** The json3 caption file: a window event, then one event a line, with word segments. */
  String captions(Video v) {
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
    for (String line : spec.transcript) {
      String[] words = String.format(line, topic).split(" ");
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
  String captionUrl(String videoId) {
    return WEB
        + "/api/timedtext?v="
        + videoId
        + "&ei=cwWorld&caps=asr&opi=112496729&xoaf=5&hl=en&ip=0.0.0.0&ipbits=0"
        + "&expire=4102444800&sparams=ip,ipbits,expire,v,ei,caps,opi,xoaf"
        + "&signature=C0NSTRUCTED.W0RLD&key=yt8&kind=asr&lang="
        + spec.captionLanguage;
  }

  static String commentToken(String videoId, int page) {
    return "cw-comments-" + videoId + "-p" + page;
  }

  static ObjectNode continuationItem(String token) {
    ObjectNode item = JSON.createObjectNode();
    item.putObject("continuationItemRenderer")
        .put("trigger", "CONTINUATION_TRIGGER_ON_ITEM_SHOWN")
        .putObject("continuationEndpoint")
        .putObject("continuationCommand")
        .put("token", token)
        .put("request", "CONTINUATION_REQUEST_TYPE_BROWSE");
    return item;
  }

  static ObjectNode sources(String url, int width, int height) {
    ObjectNode image = JSON.createObjectNode();
    image.putArray("sources").addObject().put("url", url).put("width", width).put("height", height);
    return image;
  }

  static ObjectNode thumbnails(String url, int width, int height) {
    ObjectNode holder = JSON.createObjectNode();
    holder
        .putArray("thumbnails")
        .addObject()
        .put("url", url)
        .put("width", width)
        .put("height", height);
    return holder;
  }

  /** "1.23M subscribers", "50.4K subscribers", "812 subscribers", as the header shows them. */
  static String subscriberText(long n) {
    return compactTwo(n) + " subscribers";
  }

  /** The header's accessibility label: "1.23 million subscribers". */
  static String subscriberLabel(long n) {
    String c = compactTwo(n);
    return (c.endsWith("M")
            ? c.substring(0, c.length() - 1) + " million"
            : c.endsWith("K") ? c.substring(0, c.length() - 1) + " thousand" : c)
        + " subscribers";
  }

  private static String compactTwo(long n) {
    if (n >= 1_000_000) {
      return trim(String.format(Locale.ROOT, "%.2f", n / 1_000_000.0)) + "M";
    }
    if (n >= 1_000) {
      return trim(String.format(Locale.ROOT, "%.1f", n / 1_000.0)) + "K";
    }
    return String.valueOf(n);
  }

  private static String trim(String decimal) {
    return decimal.contains(".") ? decimal.replaceAll("0+$", "").replaceAll("\\.$", "") : decimal;
  }

  static String duration(int seconds) {
    return seconds >= 3600
        ? String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format("%d:%02d", seconds / 60, seconds % 60);
  }

  /** "5 hours ago", "3 days ago", "2 weeks ago", "4 months ago", as of the page's time. */
  String relative(Instant published) {
    Duration age = Duration.between(published, spec.pageTime);
    long hours = age.toHours();
    if (age.toMinutes() < 1) {
      return ago(age.toSeconds(), "second");
    }
    if (hours < 1) {
      return ago(age.toMinutes(), "minute");
    }
    if (hours < 24) {
      return ago(hours, "hour");
    }
    long days = age.toDays();
    if (days < 7) {
      return ago(days, "day");
    }
    if (days < 30) {
      return ago(days / 7, "week");
    }
    if (days < 365) {
      return ago(days / 30, "month");
    }
    return ago(days / 365, "year");
  }

  /**
   * "3 days ago", or with {@link Builder#compactDates()} "3d ago" (the compact units of yt-dlp PR
   * #16687: s/sec, min, h/hr, d, w/wk, mo, y/yr; of two spellings, odd amounts take the longer).
   */
  private String ago(long n, String unit) {
    if (!spec.compactDates) {
      return n + " " + unit + (n == 1 ? "" : "s") + " ago";
    }
    boolean odd = n % 2 == 1;
    String compact =
        switch (unit) {
          case "second" -> odd ? "sec" : "s";
          case "minute" -> "min";
          case "hour" -> odd ? "hr" : "h";
          case "day" -> "d";
          case "week" -> odd ? "wk" : "w";
          case "month" -> "mo";
          default -> odd ? "yr" : "y";
        };
    return n + compact + " ago";
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
