package io.vidlens.testing;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.platform.transport.RecordedExchange;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Exchanges in the shapes the extractors learned in 2026 (issue 25), built here from the documented
 * shapes (never copied from a recording), in memory, as an answer set of a {@link FakePlatform}:
 *
 * <ul>
 *   <li>{@link #TARGET}: a channel page whose Videos tab lists an upcoming premiere ("56 waiting",
 *       "Premieres 14/12/2026, 13:00", an "Upcoming" badge), a live stream (the live badge style)
 *       and uploads, and continues through a token inside a {@code commandExecutorCommand} (yt-dlp
 *       #12759, #16948) to a second page;
 *   <li>channel redirects ({@code onResponseReceivedActions[].navigateAction.endpoint
 *       .browseEndpoint.browseId} and nothing else): {@link #REDIRECTED} → two more hops → {@link
 *       #TARGET}; {@link #LOOP_A} ↔ {@link #LOOP_B}; {@link #FAR} four hops from a page;
 *   <li>{@link #VIDEO}: a watch page whose comment section continues through a {@code
 *       commandExecutorCommand}, and a comment page stamped with the platform's time ({@code
 *       frameworkUpdates.entityBatchUpdate.timestamp}, {@link #COMMENTS_RECORDED_AT}) holding
 *       relative times ("3 months ago").
 * </ul>
 */
public final class SecondWaveShapes {

  public static final String TARGET = "UCsec0ndWaveTarget000001";
  public static final String REDIRECTED = "UCsec0ndWaveRedirect0001";
  static final String HOP_2 = "UCsec0ndWaveRedirect0002";
  static final String HOP_3 = "UCsec0ndWaveRedirect0003";
  public static final String LOOP_A = "UCsec0ndWaveLoopAAAAAAAA";
  public static final String LOOP_B = "UCsec0ndWaveLoopBBBBBBBB";
  public static final String FAR = "UCsec0ndWaveFarAway00000";
  public static final String TITLE = "Second Wave";

  public static final String PREMIERE = "swPremiere1";
  public static final String LIVE = "swLiveNow01";
  public static final List<String> UPLOADS = List.of("swUpload001", "swUpload002");
  public static final String OLDER = "swOlder0001";

  public static final String VIDEO = "swComments1";
  public static final String COMMENTS_RECORDED_AT = "2026-01-26T18:00:39Z";

  static final String VIDEOS_NEXT = "sw-videos-page-2-token";
  static final String COMMENTS_FIRST = "sw-comments-page-1-token";

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String WEB = "https://www.youtube.com";
  private static List<RecordedExchange> exchanges;

  private SecondWaveShapes() {}

  /** The exchanges, built once. */
  public static synchronized List<RecordedExchange> exchanges() {
    if (exchanges == null) {
      exchanges = build();
    }
    return exchanges;
  }

  /** In the order of their names, as their files were read. */
  private static List<RecordedExchange> build() {
    String videos = ChannelTab.VIDEOS.browseTab().params();
    Map<String, ObjectNode> out = new TreeMap<>();
    out.put("browse-target", browse(Map.of("browseId", TARGET, "params", videos), channelPage()));
    out.put("browse-target-2", browse(Map.of("continuation", VIDEOS_NEXT), json(videosPage2())));
    // Three hops: REDIRECTED → HOP_2 → HOP_3 → TARGET.
    out.put("browse-hop-1", browse(Map.of("browseId", REDIRECTED, "params", videos), to(HOP_2)));
    out.put("browse-hop-2", browse(Map.of("browseId", HOP_2, "params", videos), to(HOP_3)));
    out.put("browse-hop-3", browse(Map.of("browseId", HOP_3, "params", videos), to(TARGET)));
    // A loop.
    out.put("browse-loop-a", browse(Map.of("browseId", LOOP_A, "params", videos), to(LOOP_B)));
    out.put("browse-loop-b", browse(Map.of("browseId", LOOP_B, "params", videos), to(LOOP_A)));
    // Four hops: FAR → REDIRECTED → HOP_2 → HOP_3 → TARGET.
    out.put("browse-far", browse(Map.of("browseId", FAR, "params", videos), to(REDIRECTED)));
    out.put("next-watch", post("next", Map.of("videoId", VIDEO), json(watchPage())));
    out.put(
        "next-comments", post("next", Map.of("continuation", COMMENTS_FIRST), json(comments())));
    ConstructedWorld.Exchanges all = new ConstructedWorld.Exchanges();
    out.forEach(all::save);
    return all.all();
  }

  // ---- shapes ----

  /** An answer that holds only a redirect to another channel. */
  private static JsonNode to(String channel) {
    return json(
        "{'responseContext': {}, 'onResponseReceivedActions': [{'clickTrackingParams': 'x',"
            + " 'navigateAction': {'endpoint': {'commandMetadata': {'webCommandMetadata':"
            + " {'url': '/channel/"
            + channel
            + "', 'webPageType': 'WEB_PAGE_TYPE_CHANNEL'}}, 'browseEndpoint': {'browseId': '"
            + channel
            + "'}}}}]}");
  }

  /** A continuation whose token sits in the second of a commandExecutorCommand's commands. */
  static String executorContinuation(String token) {
    return "{'continuationItemRenderer': {'trigger': 'CONTINUATION_TRIGGER_ON_ITEM_SHOWN',"
        + " 'continuationEndpoint': {'commandExecutorCommand': {'commands': ["
        + "{'signalAction': {'signal': 'SHOW_LOADING'}},"
        + " {'continuationCommand': {'token': '"
        + token
        + "', 'request': 'CONTINUATION_REQUEST_TYPE_BROWSE'}}]}}}}";
  }

  static String lockup(String id, String badge, String style, String... parts) {
    StringBuilder meta = new StringBuilder();
    for (String p : parts) {
      meta.append(meta.isEmpty() ? "" : ", ")
          .append("{'text': {'content': '")
          .append(p)
          .append("'}}");
    }
    return "{'richItemRenderer': {'content': {'lockupViewModel': {'contentId': '"
        + id
        + "', 'contentType': 'LOCKUP_CONTENT_TYPE_VIDEO', 'contentImage': {'thumbnailViewModel':"
        + " {'image': {'sources': [{'url': 'https://i.ytimg.com/vi/"
        + id
        + "/hqdefault.jpg', 'width': 480, 'height': 270}]}, 'overlays':"
        + " [{'thumbnailBottomOverlayViewModel': {'badges': [{'thumbnailBadgeViewModel': {'text': '"
        + badge
        + "', 'badgeStyle': '"
        + style
        + "'}}]}}]}}, 'metadata': {'lockupMetadataViewModel': {'title': {'content': 'Video "
        + id
        + "'}, 'metadata': {'contentMetadataViewModel': {'metadataRows': [{'metadataParts': ["
        + meta
        + "]}]}}}}}}}}";
  }

  private static JsonNode channelPage() {
    String items =
        String.join(
            ", ",
            lockup(
                PREMIERE,
                "Upcoming",
                "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT",
                "56 waiting",
                "Premieres 14/12/2026, 13:00"),
            lockup(LIVE, "LIVE", "THUMBNAIL_OVERLAY_BADGE_STYLE_LIVE", "1,263 watching"),
            lockup(
                UPLOADS.get(0),
                "12:03",
                "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT",
                "1,545,374 views",
                "3 days ago"),
            lockup(
                UPLOADS.get(1),
                "8:20",
                "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT",
                "20,123 views",
                "2 weeks ago"),
            executorContinuation(VIDEOS_NEXT));
    String tabs =
        tab("Home", "EghmZWF0dXJlZPIGBAoCMgA%3D", false, "")
            + ", "
            + tab(
                "Videos",
                ChannelTab.VIDEOS.browseTab().params(),
                true,
                "{'richGridRenderer': {'contents': [" + items + "]}}");
    return json(
        "{'responseContext': {}, 'header': {'pageHeaderRenderer': {'pageTitle': '"
            + TITLE
            + "', 'content': {'pageHeaderViewModel': {'title': {'dynamicTextViewModel': {'text':"
            + " {'content': '"
            + TITLE
            + "'}}}, 'metadata': {'contentMetadataViewModel': {'metadataRows': [{'metadataParts':"
            + " [{'text': {'content': '@secondwave'}}]}, {'metadataParts': [{'text': {'content':"
            + " '12.3K subscribers'}}, {'text': {'content': '5 videos'}}]}]}}}}}},"
            + " 'metadata': {'channelMetadataRenderer': {'title': '"
            + TITLE
            + "', 'description': 'Shapes of 2026.', 'externalId': '"
            + TARGET
            + "', 'channelUrl': 'https://www.youtube.com/channel/"
            + TARGET
            + "', 'vanityChannelUrl': 'http://www.youtube.com/@secondwave'}},"
            + " 'microformat': {'microformatDataRenderer': {'urlCanonical':"
            + " 'https://www.youtube.com/channel/"
            + TARGET
            + "'}},"
            + " 'contents': {'twoColumnBrowseResultsRenderer': {'tabs': ["
            + tabs
            + "]}}}");
  }

  private static String tab(String title, String params, boolean selected, String content) {
    return "{'tabRenderer': {'endpoint': {'browseEndpoint': {'browseId': '"
        + TARGET
        + "', 'params': '"
        + params
        + "'}}, 'title': '"
        + title
        + "', 'selected': "
        + selected
        + (content.isEmpty() ? "" : ", 'content': " + content)
        + "}}";
  }

  private static String videosPage2() {
    return "{'responseContext': {}, 'onResponseReceivedActions': [{'appendContinuationItemsAction':"
        + " {'continuationItems': ["
        + lockup(OLDER, "4:05", "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT", "999 views", "1 year ago")
        + "]}}]}";
  }

  private static String watchPage() {
    return "{'responseContext': {}, 'currentVideoEndpoint': {'watchEndpoint': {'videoId': '"
        + VIDEO
        + "'}}, 'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': ["
        + "{'itemSectionRenderer': {'sectionIdentifier': 'comment-item-section', 'contents': ["
        + executorContinuation(COMMENTS_FIRST)
        + "]}}]}}}}}";
  }

  /** One page of two comments, stamped with the platform's time as every comment page is. */
  private static String comments() {
    long seconds = java.time.Instant.parse(COMMENTS_RECORDED_AT).getEpochSecond();
    return "{'responseContext': {}, 'onResponseReceivedEndpoints': [{'reloadContinuationItemsCommand':"
        + " {'continuationItems': ["
        + "{'commentsHeaderRenderer': {'countText': {'runs': [{'text': '2'}, {'text': ' Comments'}]}}},"
        + thread("K1")
        + ", "
        + thread("K2")
        + "]}}], 'frameworkUpdates': {'entityBatchUpdate': {'mutations': ["
        + comment("K1", "Ugw-first", "3 months ago")
        + ", "
        + comment("K2", "Ugw-second", "2 days ago")
        + "], 'timestamp': {'seconds': '"
        + seconds
        + "', 'nanos': 677565452}}}}";
  }

  private static String thread(String key) {
    return "{'commentThreadRenderer': {'commentViewModel': {'commentViewModel': {'commentKey': '"
        + key
        + "'}}}}";
  }

  private static String comment(String key, String id, String published) {
    return "{'entityKey': '"
        + key
        + "', 'payload': {'commentEntityPayload': {'properties': {'commentId': '"
        + id
        + "', 'content': {'content': 'Hello from "
        + id
        + "'}, 'publishedTime': '"
        + published
        + "', 'replyLevel': 0}, 'author': {'channelId': 'UCauthor0000000000000001',"
        + " 'displayName': '@someone'}, 'toolbar': {'likeCountNotliked': '3',"
        + " 'replyCount': '0'}}}}";
  }

  // ---- exchanges ----

  private static ObjectNode browse(Map<String, String> fields, JsonNode answer) {
    return post("browse", fields, answer);
  }

  private static ObjectNode post(String endpoint, Map<String, String> fields, JsonNode answer) {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put("url", WEB + "/youtubei/v1/" + endpoint + "?prettyPrint=false");
    request.putObject("headers").put("Content-Type", "application/json");
    ObjectNode body = request.putObject("body");
    ObjectNode client = body.putObject("context").putObject("client");
    client.put("clientName", "WEB");
    client.put("hl", "en-GB");
    client.put("gl", "GB");
    new TreeMap<>(fields).forEach(body::put);
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", "application/json; charset=UTF-8");
    response.put("body", answer.toString());
    exchange.putObject("recordedWith").put("languageCode", "en").put("countryCode", "GB");
    return exchange;
  }

  private static JsonNode json(String text) {
    return JSON.readTree(text.replace('\'', '"'));
  }
}
