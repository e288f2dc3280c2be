package io.vidlens.video;

import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.testing.ConstructedWorld;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Player answers the platform gives requesters it doubts, built in the recording format from the
 * documented shapes (none recorded): about another video from both mobile clients ({@link #WRONG}),
 * and {@code {}} from ANDROID while VISIONOS and WEB answer ({@link #EMPTY_FIRST}).
 */
public final class UntrustedAnswers {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  static final String WRONG = "wrongAnswr1";
  static final String EMPTY_FIRST = "emptyFirst1";
  static final String OTHER = "otherVideo1";

  private UntrustedAnswers() {}

  /** The exchanges, built once. */
  public static List<RecordedExchange> exchanges() {
    return Built.EXCHANGES;
  }

  /** Built when first asked for, after this class's constants. */
  private static final class Built {
    static final List<RecordedExchange> EXCHANGES = build();
  }

  private static List<RecordedExchange> build() {
    ConstructedWorld.Exchanges dir = new ConstructedWorld.Exchanges();
    int n = 0;
    for (String client : new String[] {"ANDROID", "VISIONOS", "WEB"}) {
      save(dir, n++, "visitor_id", exchange("/youtubei/v1/visitor_id", client, null, visitor()));
    }
    // About another video, from both mobile clients.
    save(dir, n++, "reel_item_watch", reel(WRONG, "{\"playerResponse\":" + player(OTHER) + "}"));
    save(dir, n++, "player", exchange("/youtubei/v1/player", "VISIONOS", WRONG, player(OTHER)));
    // {} from ANDROID, the right answer from VISIONOS and WEB.
    save(dir, n++, "reel_item_watch", reel(EMPTY_FIRST, "{}"));
    save(
        dir,
        n++,
        "player",
        exchange("/youtubei/v1/player", "VISIONOS", EMPTY_FIRST, player(EMPTY_FIRST)));
    save(
        dir,
        n++,
        "player",
        exchange("/youtubei/v1/player", "WEB", EMPTY_FIRST, microformat(EMPTY_FIRST)));
    save(dir, n, "next", exchange("/youtubei/v1/next", "WEB", EMPTY_FIRST, next(EMPTY_FIRST)));
    return dir.all();
  }

  private static void save(
      ConstructedWorld.Exchanges dir, int n, String endpoint, ObjectNode exchange) {
    dir.save(String.format("%02d-%s", n, endpoint), exchange);
  }

  private static String visitor() {
    return "{\"responseContext\":{\"visitorData\":\"Cgt2aXNpdG9y\"}}";
  }

  private static String player(String videoId) {
    String title = videoId.equals(OTHER) ? "Another video's title" : "The right video";
    return "{\"responseContext\":{},\"playabilityStatus\":{\"status\":\"OK\"},\"videoDetails\":{"
        + "\"videoId\":\""
        + videoId
        + "\",\"title\":\""
        + title
        + "\",\"lengthSeconds\":\"61\",\"channelId\":\"UC0123456789012345678901\","
        + "\"author\":\"A channel\",\"shortDescription\":\"About it\",\"viewCount\":\"1234\","
        + "\"isLiveContent\":false,\"thumbnail\":{\"thumbnails\":[{\"url\":"
        + "\"https://i.ytimg.com/vi/"
        + videoId
        + "/default.jpg\",\"width\":120,\"height\":90}]}}}";
  }

  private static String microformat(String videoId) {
    return "{\"videoDetails\":{\"videoId\":\""
        + videoId
        + "\"},\"microformat\":{\"playerMicroformatRenderer\":{\"category\":\"Education\","
        + "\"publishDate\":\"2024-01-02T03:04:05-08:00\",\"uploadDate\":\"2024-01-02T03:04:05-08:00\","
        + "\"isFamilySafe\":true,\"isUnlisted\":false,\"availableCountries\":[\"GB\"]}}}";
  }

  /** A watch page with nothing on it but what it is about. */
  private static String next(String videoId) {
    return "{\"responseContext\":{},\"currentVideoEndpoint\":{\"watchEndpoint\":{\"videoId\":\""
        + videoId
        + "\"}},\"contents\":{}}";
  }

  private static ObjectNode reel(String videoId, String answer) {
    ObjectNode exchange = exchange("/youtubei/v1/reel/reel_item_watch", "ANDROID", null, answer);
    ((ObjectNode) exchange.path("request").path("body"))
        .putObject("playerRequest")
        .put("videoId", videoId);
    return exchange;
  }

  /** One exchange in the recording format: POST {@code path} as {@code client}. */
  private static ObjectNode exchange(String path, String client, String videoId, String answer) {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put("url", "https://www.youtube.com" + path + "?prettyPrint=false");
    request.putObject("headers");
    ObjectNode body = request.putObject("body");
    body.putObject("context").putObject("client").put("clientName", client);
    if (videoId != null) {
      body.put("videoId", videoId);
    }
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", "application/json; charset=UTF-8");
    response.put("body", answer);
    exchange.putObject("recordedWith").put("languageCode", "en").put("countryCode", "GB");
    return exchange;
  }
}
