package io.vidlens.platform.client;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The facade on small hand-written answers: it runs without ../shared. */
class PlatformClientTest {

  private static final VideoId VIDEO = new VideoId("dQw4w9WgXcQ");

  static final String JSON = "application/json; charset=UTF-8";
  static final String OK_PLAYER =
      "{\"responseContext\":{\"visitorData\":\"fromPlayer\"},\"playabilityStatus\":{\"status\":\"OK\"},"
          + "\"videoDetails\":{\"videoId\":\"dQw4w9WgXcQ\",\"title\":\"T\"},\"captions\":{}}";
  static final String BOT_WALL =
      "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"Sign in to confirm you\u2019re not a bot\"}}";
  static final String VISITOR = "{\"responseContext\":{\"visitorData\":\"Cgt2aXNpdG9y\"}}";

  private final TestClock clock = new TestClock();
  private final List<UpstreamRequest> sent = new CopyOnWriteArrayList<>();

  /** A fake platform answering per endpoint (and per client name for player endpoints). */
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

  private long sentTo(String endpoint) {
    return sent.stream().filter(r -> r.endpoint().equals(endpoint)).count();
  }

  @Test
  void thePlayerComesUnwrappedFromReelItemWatchWithFreshVisitorData() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    ok("{\"playerResponse\":" + OK_PLAYER + "}"))),
            clock);

    JsonNode player = client.playerTree(VIDEO);

    assertThat(player).isEqualTo(MAPPER.readTree(OK_PLAYER));
    UpstreamRequest reel =
        sent.stream().filter(r -> r.endpoint().equals("reel_item_watch")).findFirst().orElseThrow();
    assertThat(reel.body().path("context").path("client").path("visitorData").stringValue())
        .isEqualTo("Cgt2aXNpdG9y");
    assertThat(reel.headers()).containsEntry("X-Goog-Visitor-Id", "Cgt2aXNpdG9y");
    assertThat(reel.body().path("playerRequest").path("videoId").stringValue())
        .isEqualTo("dQw4w9WgXcQ");
  }

  @Test
  void answersAreCachedPerKind() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    ok("{\"playerResponse\":" + OK_PLAYER + "}"),
                    "next",
                    ok("{\"contents\":{}}"))),
            clock);

    client.playerTree(VIDEO);
    client.playerTree(VIDEO);
    client.nextTree(VIDEO);
    client.nextTree(VIDEO);

    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("next")).isEqualTo(1);
  }

  @Test
  void aBotWallOnOneClientFallsBackToTheNext() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id", ok(VISITOR),
                    "reel_item_watch", ok("{\"playerResponse\":" + BOT_WALL + "}"),
                    "player:VISIONOS", ok(OK_PLAYER))),
            clock);

    assertThat(client.playerTree(VIDEO).path("videoDetails").path("title").stringValue())
        .isEqualTo("T");
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
  }

  @Test
  void aBotWallOnEveryClientIs503AndNotCached() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    ok(BOT_WALL),
                    "player",
                    ok(BOT_WALL))),
            clock);

    assertThatThrownBy(() -> client.playerTree(VIDEO))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.fault()).isEqualTo(UpstreamFault.BOT_WALL);
              assertThat(e.getMessage()).isEqualTo("Service Unavailable");
              assertThat(e.retryAfterSeconds()).isPositive();
            });
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
    // Not cached: asking again is upstream trouble again (here the breaker, opened by the walls).
    assertThatThrownBy(() -> client.playerTree(VIDEO))
        .isInstanceOf(PlatformException.Unavailable.class);
  }

  @Test
  void aRefusedClientVersionMovesOnToTheNextClient() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id", ok(VISITOR),
                    "reel_item_watch",
                        request -> new UpstreamResponse(400, JSON, "{\"error\":{\"code\":400}}"),
                    "player", ok(OK_PLAYER))),
            clock);

    assertThat(client.playerTree(VIDEO).path("playabilityStatus").path("status").stringValue())
        .isEqualTo("OK");
  }

  @Test
  void aRefusalByEveryClientStandsAsTheVideosUnplayableAnswerKeptOnlyBriefly() {
    String refusal =
        "{\"playabilityStatus\":{\"status\":\"UNPLAYABLE\",\"reason\":\"This video is not"
            + " available\"},\"videoDetails\":{\"videoId\":\"dQw4w9WgXcQ\",\"title\":\"T\"}}";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id", ok(VISITOR),
                    "reel_item_watch", ok("{\"playerResponse\":" + refusal + "}"),
                    "player", ok(refusal))),
            clock);

    assertThat(client.playerTree(VIDEO).path("playabilityStatus").path("status").stringValue())
        .isEqualTo("UNPLAYABLE");
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
    client.playerTree(VIDEO);
    assertThat(sentTo("player")).isEqualTo(1); // kept ...
    clock.advance(java.time.Duration.ofMinutes(11));
    client.playerTree(VIDEO);
    assertThat(sentTo("player")).isEqualTo(2); // ... for the not-found lifetime only
  }

  @Test
  void anIncompleteCommentAnswerIsNeverKept() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "next",
                    ok(
                        "{\"onResponseReceivedEndpoints\":[{\"reloadContinuationItemsCommand\":"
                            + "{\"targetId\":\"comments-section\"}}]}"))),
            clock);

    client.nextContinuationTree("TOKEN");
    client.nextContinuationTree("TOKEN");
    assertThat(sentTo("next")).isEqualTo(2);
  }

  @Test
  void unknownRemovedAndPrivateVideosAre404() {
    String removed =
        "{\"playabilityStatus\":{\"status\":\"ERROR\",\"reason\":\"This video has been removed by the uploader\"}}";
    String privateVideo =
        "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"This video is private\"}}";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    // An empty answer is not "unknown": VISIONOS is asked, and says so.
                    "player:VISIONOS",
                    ok(
                        "{\"playabilityStatus\":{\"status\":\"ERROR\",\"reason\":\"This video is unavailable\"}}"),
                    "reel_item_watch",
                    request -> {
                      String id =
                          request.body().path("playerRequest").path("videoId").stringValue();
                      return new UpstreamResponse(
                          200,
                          JSON,
                          switch (id) {
                            case "aaaaaaaaaaa" -> "{}";
                            case "bbbbbbbbbbb" -> "{\"playerResponse\":" + removed + "}";
                            default -> "{\"playerResponse\":" + privateVideo + "}";
                          });
                    })),
            clock);

    for (String id : List.of("aaaaaaaaaaa", "bbbbbbbbbbb", "ccccccccccc")) {
      assertThatThrownBy(() -> client.playerTree(new VideoId(id)))
          .isInstanceOfSatisfying(
              PlatformException.NotFound.class,
              e -> {
                assertThat(e.getMessage()).endsWith("not found");
                assertThat(e.getMessage()).isEqualTo("Video not found");
              });
    }
  }

  @Test
  void anAgeGatedVideoIsAnAnswerNotA404() {
    String ageGated =
        "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"Sign in to confirm your age\"},\"videoDetails\":{}}";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "visitor_id",
                    ok(VISITOR),
                    "reel_item_watch",
                    ok("{\"playerResponse\":" + ageGated + "}"))),
            clock);

    assertThat(client.playerTree(VIDEO).path("playabilityStatus").path("status").stringValue())
        .isEqualTo("LOGIN_REQUIRED");
  }

  @Test
  void channelsThatAreGoneAre404() {
    String gone =
        "{\"header\":{},\"alerts\":[{\"alertRenderer\":{\"type\":\"ERROR\",\"text\":{\"simpleText\":\"This channel does not exist.\"}}}]}";
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "browse",
                    request ->
                        request
                                .body()
                                .path("browseId")
                                .stringValue()
                                .equals("UCgoneXXXXXXXXXXXXXXXXXX")
                            ? new UpstreamResponse(200, JSON, gone)
                            : new UpstreamResponse(400, JSON, "{\"error\":{\"code\":400}}"),
                    "resolve_url",
                    request -> new UpstreamResponse(404, JSON, "{\"error\":{\"code\":404}}"),
                    "feed",
                    request -> new UpstreamResponse(404, "text/html", "<html>404</html>"))),
            clock);

    assertThatThrownBy(() -> client.browse("UCgoneXXXXXXXXXXXXXXXXXX", null))
        .isInstanceOf(PlatformException.NotFound.class)
        .hasMessage("Channel not found");
    // HTTP 400 is the platform refusing the request, not the channel being gone.
    assertThatThrownBy(() -> client.browse("UCbad", null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThatThrownBy(() -> client.resolveUrl("https://www.youtube.com/@nobody"))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThatThrownBy(() -> client.feed(new ChannelId("UCgoneXXXXXXXXXXXXXXXXXX")))
        .isInstanceOf(PlatformException.NotFound.class);
  }

  @Test
  void aRejectedContinuationTokenIs400() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "next",
                    request -> new UpstreamResponse(400, JSON, "{\"error\":{\"code\":400}}"))),
            clock);

    assertThatThrownBy(() -> client.nextContinuationTree("garbage"))
        .isInstanceOfSatisfying(
            PlatformException.InvalidContinuation.class,
            e -> assertThat(e.getMessage()).isEqualTo("Invalid continuation token"));
  }

  @Test
  void anAnswerThatIsNotJsonIs503AndNotCached() {
    InnerTubePlatformClient client =
        TestPlatform.client(platform(Map.of("next", ok("<html>changed</html>"))), clock);

    assertThatThrownBy(() -> client.nextTree(VIDEO))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> assertThat(e.fault()).isEqualTo(UpstreamFault.UNEXPECTED_ANSWER));
    assertThatThrownBy(() -> client.nextTree(VIDEO))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(sentTo("next")).isEqualTo(2);
  }

  @Test
  void captionFilesAreFetchedOnThePlatformHostAndCachedPerTrackNotPerSignature() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of("timedtext", request -> new UpstreamResponse(200, JSON, "{\"events\":[]}"))),
            clock);
    String base =
        "https://www.youtube.com/api/timedtext?v=cV5TjZCJkuA&ei=X&kind=asr&lang=en&expire=1&signature=A&fmt=srv3";

    assertThat(client.captionFileText(base, "json3")).isEqualTo("{\"events\":[]}");
    assertThat(
            client.captionFileText(
                base.replace("expire=1&signature=A", "expire=2&signature=B"), "json3"))
        .isEqualTo("{\"events\":[]}");

    assertThat(sentTo("timedtext")).isEqualTo(1);
    assertThat(sent.getFirst().url().getQuery()).endsWith("&fmt=json3").doesNotContain("fmt=srv3");
    assertThatThrownBy(() -> client.captionFileText("https://evil.example/api/timedtext?v=x", null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> client.captionFileText("https://www.youtube.com/redirect?q=x", null))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void webVisitorDataFromAnAnswerIsReusedOnTheNextRequest() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(
                Map.of(
                    "next",
                    ok("{\"responseContext\":{\"visitorData\":\"webVisitor\"},\"contents\":{}}"))),
            clock);

    client.nextTree(new VideoId("aaaaaaaaaaa"));
    client.nextTree(new VideoId("bbbbbbbbbbb"));

    assertThat(sent.get(0).headers()).doesNotContainKey("X-Goog-Visitor-Id");
    assertThat(sent.get(1).headers()).containsEntry("X-Goog-Visitor-Id", "webVisitor");
  }

  @Test
  void playerClientOrderIsConfigurable() {
    InnerTubePlatformClient client =
        TestPlatform.client(
            platform(Map.of("visitor_id", ok(VISITOR), "player", ok(OK_PLAYER))),
            clock,
            List.of(PlayerClient.VISIONOS));

    client.playerTree(VIDEO);

    assertThat(sentTo("reel_item_watch")).isZero();
    assertThat(sentTo("player")).isEqualTo(1);
  }
}
