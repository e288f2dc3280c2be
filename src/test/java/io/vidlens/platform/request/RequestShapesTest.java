package io.vidlens.platform.request;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.testing.Recordings;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The builders send what the recorded apps sent: same URL path and query, same headers, same body,
 * apart from the values that change per request (cpn, t, visitor data), the client version of older
 * recordings, and the web User-Agent the recordings do not show.
 */
class RequestShapesTest {

  private final InnerTubeRequests requests = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
  private final RecordingFormat format = new RecordingFormat(MAPPER);

  private UpstreamRequest recorded(String file) {
    return format.read(Recordings.require().resolve(file)).orElseThrow().request();
  }

  private static void assertSameShape(UpstreamRequest built, UpstreamRequest recorded) {
    assertThat(built.method()).isEqualTo(recorded.method());
    assertThat(built.url().getScheme() + "://" + built.url().getHost() + built.url().getPath())
        .isEqualTo(
            recorded.url().getScheme()
                + "://"
                + recorded.url().getHost()
                + recorded.url().getPath());
    assertThat(stableQuery(built.url().getRawQuery()))
        .isEqualTo(stableQuery(recorded.url().getRawQuery()));
    assertThat(stableHeaders(built.headers())).isEqualTo(stableHeaders(recorded.headers()));
    // The agent is there when the recording has one; an app's own agent (not the browser agent
    // the visionOS client sends, as the extractors do) names the version the body sends.
    String agent = built.headers().get("User-Agent");
    if (recorded.headers().containsKey("X-Goog-Api-Format-Version")) {
      assertThat(agent).isNotBlank();
      if (agent.startsWith("com.google.")) {
        String version =
            built.body().path("context").path("client").path("clientVersion").asString();
        assertThat(agent).contains("/" + version + " ");
      }
    }
    assertThat(stableBody(built.body())).isEqualTo(stableBody(recorded.body()));
  }

  private static String stableQuery(String query) {
    return query == null ? null : query.replaceAll("(^|&)t=[^&]*", "");
  }

  private static Map<String, String> stableHeaders(Map<String, String> headers) {
    Map<String, String> stable = new LinkedHashMap<>(headers);
    stable.remove("X-Goog-Visitor-Id");
    stable.remove("X-YouTube-Client-Version");
    // Agents change with the app versions, which are kept current (docs/platform.md, issue 25):
    // the web client's agent is ours, and the apps' are checked against the body's version above.
    stable.remove("User-Agent");
    return stable;
  }

  private static JsonNode stableBody(JsonNode body) {
    if (body == null) {
      return null;
    }
    ObjectNode copy = (ObjectNode) body.deepCopy();
    ObjectNode client = (ObjectNode) copy.path("context").path("client");
    client.remove("visitorData");
    client.remove("clientVersion");
    // The device the app runs on is kept current with the version (docs/platform.md): same
    // fields, current values.
    for (String device : new String[] {"osVersion", "androidSdkVersion", "deviceModel"}) {
      if (client.has(device)) {
        client.put(device, "current");
      }
    }
    copy.remove("cpn");
    if (copy.path("playerRequest") instanceof ObjectNode playerRequest) {
      playerRequest.remove("cpn");
    }
    return copy;
  }

  @Test
  void playerRequestsOfTheThreeClients() {
    String id = "M4gD1WSo5mA";
    assertSameShape(
        requests.reelItemWatchPlayer(id, "v"),
        recorded("streamdefault/cclicensed/01-reel_item_watch.json"));
    assertSameShape(
        requests.mobilePlayer(id, "v"), recorded("streamdefault/cclicensed/03-player.json"));
    // The recorded WEB request's field mask, plus the video's keywords (ours since issue 15: one
    // request then gives Get Analytics both category and tags).
    UpstreamRequest web = requests.webPlayerMicroformat(id, "v");
    assertThat(web.url().getRawQuery()).endsWith(",videoDetails.keywords");
    assertSameShape(
        new UpstreamRequest(
            web.method(),
            URI.create(web.url().toString().replace(",videoDetails.keywords", "")),
            web.headers(),
            web.body(),
            web.egress()),
        recorded("streamdefault/cclicensed/07-player.json"));
  }

  @Test
  void visitorIdRequestsOfTheThreeClients() {
    assertSameShape(
        requests.visitorId(requests.clients().android()),
        recorded("streamdefault/cclicensed/00-visitor_id.json"));
    assertSameShape(
        requests.visitorId(requests.clients().visionos()),
        recorded("streamdefault/cclicensed/02-visitor_id.json"));
    assertSameShape(
        requests.visitorId(requests.clients().web()),
        recorded("streamdefault/cclicensed/06-visitor_id.json"));
  }

  @Test
  void pageRequestsOfTheWebClient() {
    assertSameShape(
        requests.next("M4gD1WSo5mA", null), recorded("streamdefault/cclicensed/08-next.json"));
    UpstreamRequest continuation = recorded("comments/replies/03-next.json");
    assertSameShape(
        requests.nextContinuation(continuation.body().path("continuation").stringValue(), null),
        continuation);
    assertSameShape(
        requests.browse("UCTwECeGqMZee77BjdoYtI2Q", "EgZ2aWRlb3PyBgQKAjoA", null),
        recorded("channeltab/videos/03-browse.json"));
    UpstreamRequest page2 = recorded("channeltab/videos/04-browse.json");
    assertSameShape(
        requests.browseContinuation(page2.body().path("continuation").stringValue(), null), page2);
    assertSameShape(
        requests.resolveUrl("https://www.youtube.com/user/creativecommons", null),
        recorded("channeltab/videos/02-resolve_url.json"));
  }

  @Test
  void searchIsAPageRequestOfTheWebClientWithTheQueryAndTheFilter() {
    UpstreamRequest browse = recorded("channeltab/videos/03-browse.json");
    UpstreamRequest search = requests.search("black holes", "EgIQAg%3D%3D", null);
    assertThat(search.method()).isEqualTo("POST");
    assertThat(search.url().getHost()).isEqualTo(browse.url().getHost());
    assertThat(search.url().getPath()).isEqualTo("/youtubei/v1/search");
    assertThat(stableHeaders(search.headers())).isEqualTo(stableHeaders(browse.headers()));
    assertThat(stableBody(search.body()).path("context"))
        .isEqualTo(stableBody(browse.body()).path("context"));
    assertThat(search.body().path("query").asString()).isEqualTo("black holes");
    assertThat(search.body().path("params").asString()).isEqualTo("EgIQAg%3D%3D");
    assertThat(requests.search("black holes", null, null).body().has("params")).isFalse();
  }

  @Test
  void feedRequest() {
    assertSameShape(
        requests.feed("UCTGjY2I-ZUGnwVoWAGRd7XQ"), recorded("feed/notavailable/00-feed.json"));
  }

  @Test
  void captionFileRequestKeepsTheTrackAndSetsTheFormat() {
    UpstreamRequest recordedJson3 = recorded("constructed/timedtext/cV5TjZCJkuA-en-json3.json");
    String baseUrl = recordedJson3.url().toString().replace("&fmt=json3", "");

    UpstreamRequest built = requests.captionFile(baseUrl, "json3");

    assertThat(built.url()).isEqualTo(recordedJson3.url());
    assertThat(requests.captionFile(baseUrl, null).url().getQuery()).doesNotContain("fmt=");
  }
}
