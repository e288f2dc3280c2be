package io.vidlens.platform.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;

/**
 * Right data or an honest 503: answers about another video or channel, empty player answers and the
 * platform refusing a request are never served, cached or turned into a 404; definitive absences
 * are 404s kept only for the not-found TTL. All answers are built here from the documented shapes.
 */
class PlatformClientTrustTest {

  static final String JSON = "application/json; charset=UTF-8";
  static final String ASKED = "dQw4w9WgXcQ";
  static final VideoId ASKED_ID = new VideoId(ASKED);
  static final String OTHER = "GJLlxj_dtq8";
  static final String VISITOR = "{\"responseContext\":{\"visitorData\":\"Cgt2aXNpdG9y\"}}";
  static final String UNAVAILABLE =
      "{\"playabilityStatus\":{\"status\":\"ERROR\",\"reason\":\"This video is unavailable\"}}";

  private final TestClock clock = new TestClock();
  private final List<UpstreamRequest> sent = new CopyOnWriteArrayList<>();

  static String player(String videoId, String title) {
    return "{\"responseContext\":{\"visitorData\":\"v-"
        + title
        + "\"},\"playabilityStatus\":{\"status\":\"OK\"},\"videoDetails\":{\"videoId\":\""
        + videoId
        + "\",\"title\":\""
        + title
        + "\"},\"captions\":{}}";
  }

  static String next(String videoId) {
    return "{\"responseContext\":{\"visitorData\":\"fromNext\"},\"currentVideoEndpoint\":"
        + "{\"watchEndpoint\":{\"videoId\":\""
        + videoId
        + "\"}},\"contents\":{}}";
  }

  static String channelPage(String channelId) {
    return "{\"contents\":{},\"metadata\":{\"channelMetadataRenderer\":{\"externalId\":\""
        + channelId
        + "\",\"title\":\"T\"}}}";
  }

  /** The answer as the client asked for it: ANDROID wraps it in playerResponse. */
  static String as(PlayerClient client, String body) {
    return client == PlayerClient.ANDROID ? "{\"playerResponse\":" + body + "}" : body;
  }

  static String endpointOf(PlayerClient client) {
    return client == PlayerClient.ANDROID ? "reel_item_watch" : "player";
  }

  /** A fake platform answering per endpoint (and per client name, "player:VISIONOS"). */
  private PlatformTransport platform(
      Map<String, Function<UpstreamRequest, UpstreamResponse>> answers) {
    return request -> {
      sent.add(request);
      String client =
          request.body() == null
              ? ""
              : request.body().path("context").path("client").path("clientName").asString("");
      var answer =
          answers.getOrDefault(request.endpoint() + ":" + client, answers.get(request.endpoint()));
      if (answer == null) {
        throw new AssertionError("Unexpected request " + request);
      }
      return answer.apply(request);
    };
  }

  private static Function<UpstreamRequest, UpstreamResponse> ok(String body) {
    return request -> new UpstreamResponse(200, JSON, body);
  }

  /** Answers {@code first} to the first request, {@code then} to every later one. */
  private static Function<UpstreamRequest, UpstreamResponse> firstThen(String first, String then) {
    AtomicInteger calls = new AtomicInteger();
    return request -> new UpstreamResponse(200, JSON, calls.getAndIncrement() == 0 ? first : then);
  }

  private long sentTo(String endpoint) {
    return sent.stream().filter(r -> r.endpoint().equals(endpoint)).count();
  }

  private static void assert503(Runnable call, UpstreamFault fault) {
    assertThatThrownBy(call::run)
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.fault()).isEqualTo(fault);
              assertThat(e.retryAfterSeconds()).isPositive();
            });
  }

  // ---- identity ----

  @ParameterizedTest
  @EnumSource(PlayerClient.class)
  void anotherVideosPlayerAnswerFromOneClientIsSkippedForTheOther(PlayerClient wrong) {
    PlayerClient right =
        wrong == PlayerClient.ANDROID ? PlayerClient.VISIONOS : PlayerClient.ANDROID;
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    endpointOf(wrong) + ":" + wrong.name(),
                    ok(as(wrong, player(OTHER, "Another video"))),
                    endpointOf(right) + ":" + right.name(),
                    ok(as(right, player(ASKED, "The video"))))),
            clock,
            List.of(wrong, right));

    JsonNode player = client.playerTree(ASKED_ID);

    assertThat(player.path("videoDetails").path("title").stringValue()).isEqualTo("The video");
    assertThat(sentTo(endpointOf(wrong))).isEqualTo(1);
  }

  @Test
  void whenEveryClientAnswersAboutAnotherVideoItIs503AndNothingIsKept() {
    AtomicInteger round = new AtomicInteger();
    Function<UpstreamRequest, UpstreamResponse> wrongFirstRound =
        request ->
            new UpstreamResponse(
                200,
                JSON,
                request.endpoint().equals("reel_item_watch")
                    ? as(PlayerClient.ANDROID, player(round.get() == 0 ? OTHER : ASKED, "R"))
                    : player(round.get() == 0 ? OTHER : ASKED, "R"));
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    wrongFirstRound,
                    "player",
                    wrongFirstRound)),
            clock);

    assert503(() -> client.playerTree(ASKED_ID), UpstreamFault.WRONG_ANSWER);

    // Past the breaker's open time the platform answers right: nothing wrong was kept.
    round.set(1);
    clock.advance(Duration.ofMinutes(1));
    assertThat(client.playerTree(ASKED_ID).path("videoDetails").path("videoId").stringValue())
        .isEqualTo(ASKED);
  }

  @Test
  void aWatchPageAboutAnotherVideoIsAskedOnceMoreWithFreshVisitorData() {
    AtomicInteger askedFor = new AtomicInteger();
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "next",
                    request -> {
                      String asked = request.body().path("videoId").stringValue();
                      boolean wrong = asked.equals(ASKED) && askedFor.getAndIncrement() == 0;
                      return new UpstreamResponse(200, JSON, next(wrong ? OTHER : asked));
                    })),
            clock);
    client.nextTree(
        new VideoId("aaaaaaaaaaa")); // a right answer: its visitor data ("fromNext") is kept

    JsonNode page = client.nextTree(ASKED_ID);

    assertThat(
            page.path("currentVideoEndpoint").path("watchEndpoint").path("videoId").stringValue())
        .isEqualTo(ASKED);
    assertThat(sentTo("next")).isEqualTo(3);
    assertThat(sent.get(1).headers()).containsEntry("X-Goog-Visitor-Id", "fromNext");
    // The second try does not present the identity that got the wrong answer.
    assertThat(sent.get(2).headers()).doesNotContainKey("X-Goog-Visitor-Id");
  }

  @Test
  void aWatchPageThatStaysWrongIs503() {
    InnerTubePlatformClient client =
        TestPlatform.client(platform(Map.of("next", ok(next(OTHER)))), clock);

    assert503(() -> client.nextTree(ASKED_ID), UpstreamFault.WRONG_ANSWER);
    assertThat(sentTo("next")).isEqualTo(2);
  }

  @Test
  void aChannelPageOfAnotherChannelIs503() {
    String asked = "UCsXVk37bltHxD1rDPwtNM8Q";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(Map.of("browse", ok(channelPage("UC6nSFpj9HTCZ5t-N3Rm3-HA")))), clock);

    assert503(() -> client.browse(asked, null), UpstreamFault.WRONG_ANSWER);
    assertThat(sentTo("browse")).isEqualTo(2);
  }

  @Test
  void aPlaylistPageOfAnotherPlaylistIs503AndTheRightOneIsServed() {
    String wrong =
        "{\"header\":{\"playlistHeaderRenderer\":{\"playlistId\":\"PLother\"}},\"contents\":{}}";
    String right =
        "{\"header\":{\"playlistHeaderRenderer\":{\"playlistId\":\"PLasked\"}},\"contents\":{}}";
    InnerTubePlatformClient client =
        TestPlatform.client(platform(Map.of("browse", firstThen(wrong, right))), clock);

    assertThat(client.browse("VLPLasked", null).path("header").toString()).contains("PLasked");
    assertThat(sentTo("browse")).isEqualTo(2);
  }

  // ---- definitive versus transient ----

  @Test
  void anEmptyAndroidAnswerAsksVisionosInsteadOfBeingA404() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id", ok(VISITOR),
                    "reel_item_watch", ok("{}"),
                    "player:VISIONOS", ok(player(ASKED, "The video")))),
            clock);

    assertThat(client.playerTree(ASKED_ID).path("videoDetails").path("title").stringValue())
        .isEqualTo("The video");
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
  }

  /**
   * ANDROID answers {} for an unknown video as well as for a doubted requester: on its own it
   * neither opens ANDROID's breaker nor drops its visitor data, so a client asking for unknown IDs
   * gets its 404s and cannot bench the player client for everybody else.
   */
  @Test
  void unknownVideosAnsweredEmptyByAndroidAre404sAndLeaveAndroidInService() {
    String known = "knownVideo1";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    request ->
                        new UpstreamResponse(
                            200,
                            JSON,
                            request
                                    .body()
                                    .path("playerRequest")
                                    .path("videoId")
                                    .asString("")
                                    .equals(known)
                                ? as(PlayerClient.ANDROID, player(known, "Known"))
                                : "{}"),
                    "player:VISIONOS",
                    ok(UNAVAILABLE))),
            clock);

    for (int i = 0; i < 10; i++) {
      String unknown = "unknownVid" + i;
      assertThatThrownBy(() -> client.playerTree(new VideoId(unknown)))
          .isInstanceOf(PlatformException.NotFound.class);
    }
    long visitorIds = sentTo("visitor_id");
    assertThat(
            client.playerTree(new VideoId(known)).path("videoDetails").path("title").stringValue())
        .isEqualTo("Known");
    assertThat(sentTo("reel_item_watch")).isEqualTo(11); // ANDROID was still asked
    assertThat(sentTo("visitor_id")).isEqualTo(visitorIds); // and kept its visitor data
  }

  @Test
  void aPlayerAnswerWithoutPlayabilityStatusIsNotAnAnswer() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id", ok(VISITOR),
                    "reel_item_watch", ok("{\"playerResponse\":{\"responseContext\":{}}}"),
                    "player:VISIONOS", ok(player(ASKED, "The video")))),
            clock);

    assertThat(client.playerTree(ASKED_ID).path("videoDetails").path("title").stringValue())
        .isEqualTo("The video");
  }

  @Test
  void emptyAnswersFromEveryClientAre503AndNothingIsKept() {
    AtomicInteger round = new AtomicInteger();
    Function<UpstreamRequest, UpstreamResponse> emptyFirst =
        request ->
            new UpstreamResponse(
                200,
                JSON,
                round.get() == 0
                    ? "{}"
                    : request.endpoint().equals("reel_item_watch")
                        ? as(PlayerClient.ANDROID, player(ASKED, "Later"))
                        : player(ASKED, "Later"));
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    emptyFirst,
                    "player",
                    emptyFirst)),
            clock);

    assert503(() -> client.playerTree(ASKED_ID), UpstreamFault.EMPTY_ANSWER);
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
    // Every client's visitor data was forgotten: each asks visitor_id again next time.
    long visitorIds = sentTo("visitor_id");

    round.set(1);
    clock.advance(Duration.ofMinutes(1)); // past the breaker's open time
    assertThat(client.playerTree(ASKED_ID).path("videoDetails").path("title").stringValue())
        .isEqualTo("Later");
    assertThat(sentTo("visitor_id")).isGreaterThan(visitorIds);
  }

  @Test
  void anEmptyWebMicroformatAnswerIsNeverACached404() {
    String microformat =
        "{\"videoDetails\":{\"videoId\":\""
            + ASKED
            + "\"},\"microformat\":{\"playerMicroformatRenderer\":{\"category\":\"Music\"}}}";
    AtomicInteger round = new AtomicInteger();
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "player:WEB",
                    request ->
                        new UpstreamResponse(200, JSON, round.get() == 0 ? "{}" : microformat))),
            clock);

    assert503(() -> client.microformatTree(ASKED_ID), UpstreamFault.EMPTY_ANSWER);
    assertThat(sentTo("player")).isEqualTo(2); // once more with fresh visitor data

    round.set(1);
    clock.advance(Duration.ofMinutes(1));
    assertThat(client.microformatTree(ASKED_ID).path("microformat").isObject()).isTrue();
  }

  @Test
  void aBrowseRefusedWithHttp400Is503NotChannelNotFound() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "browse",
                    request ->
                        new UpstreamResponse(
                            400,
                            JSON,
                            "{\"error\":{\"code\":400,\"status\":\"INVALID_ARGUMENT\"}}"))),
            clock);

    assertThatThrownBy(() -> client.browse("UCsXVk37bltHxD1rDPwtNM8Q", null))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> assertThat(e.retryAfterSeconds()).isPositive());
  }

  @Test
  void anUnavailableVideoIsA404KeptOnlyForTheNotFoundTtl() {
    UpstreamCache cache =
        new UpstreamCache(CacheStore.none(), clock, Map.of(), 1L << 20, Duration.ofMinutes(3));
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    ok(as(PlayerClient.ANDROID, UNAVAILABLE)))),
            clock,
            List.of(PlayerClient.ANDROID),
            cache);

    assertThatThrownBy(() -> client.playerTree(ASKED_ID))
        .isInstanceOf(PlatformException.NotFound.class);
    clock.advance(Duration.ofMinutes(2));
    assertThatThrownBy(() -> client.playerTree(ASKED_ID))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);

    clock.advance(Duration.ofMinutes(2)); // past the configured 3 minutes, within the player's 1 h
    assertThatThrownBy(() -> client.playerTree(ASKED_ID))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThat(sentTo("reel_item_watch")).isEqualTo(2);
  }

  @Test
  void aGoneChannelIsA404KeptOnlyForTheNotFoundTtl() {
    String gone =
        "{\"header\":{},\"alerts\":[{\"alertRenderer\":{\"type\":\"ERROR\",\"text\":{\"simpleText\":\"This channel does not exist.\"}}}]}";
    InnerTubePlatformClient client =
        TestPlatform.client(platform(Map.of("browse", ok(gone))), clock); // default: 10 minutes

    assertThatThrownBy(() -> client.browse("UCgoneXXXXXXXXXXXXXXXXXX", null))
        .isInstanceOf(PlatformException.NotFound.class)
        .hasMessage("Channel not found");
    clock.advance(Duration.ofMinutes(9));
    assertThatThrownBy(() -> client.browse("UCgoneXXXXXXXXXXXXXXXXXX", null))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThat(sentTo("browse")).isEqualTo(1);
    clock.advance(Duration.ofMinutes(2)); // the browse kind keeps pages 30 minutes
    assertThatThrownBy(() -> client.browse("UCgoneXXXXXXXXXXXXXXXXXX", null))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThat(sentTo("browse")).isEqualTo(2);
  }

  @Test
  void aMissingFeedIsA404OnlyWhenTheChannelPageAgrees() {
    String gone =
        "{\"header\":{},\"alerts\":[{\"alertRenderer\":{\"type\":\"ERROR\",\"text\":{\"simpleText\":\"This channel does not exist.\"}}}]}";
    String goneId = "UCgoneXXXXXXXXXXXXXXXXXX";
    String hereId = "UCsXVk37bltHxD1rDPwtNM8Q";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "feed",
                    request -> new UpstreamResponse(404, "text/html", "<html>404</html>"),
                    "browse",
                    request ->
                        new UpstreamResponse(
                            200,
                            JSON,
                            request.body().path("browseId").stringValue().equals(goneId)
                                ? gone
                                : channelPage(hereId)))),
            clock);

    assertThatThrownBy(() -> client.feed(new ChannelId(goneId)))
        .isInstanceOf(PlatformException.NotFound.class)
        .hasMessage("Channel not found");
    assertThatThrownBy(() -> client.feed(new ChannelId(hereId)))
        .isInstanceOf(PlatformException.Unavailable.class);
  }
}
