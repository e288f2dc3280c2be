package io.vidlens.platform.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 39, points 2 to 4, on small hand-written answers: a reload refusal and an answer without a
 * caption list ask the next player client; a refused WEB client version is read again once.
 */
class ThirdWaveClientTest {

  static final String JSON = "application/json; charset=UTF-8";
  static final String VIDEO = "dQw4w9WgXcQ";
  static final VideoId VIDEO_ID = new VideoId(VIDEO);
  static final String VISITOR = "{\"responseContext\":{\"visitorData\":\"Cgt2aXNpdG9y\"}}";
  static final String RELOAD =
      "{\"playabilityStatus\":{\"status\":\"UNPLAYABLE\",\"reason\":\"The page needs to be"
          + " reloaded.\",\"errorScreen\":{\"playerErrorMessageRenderer\":{\"reason\":"
          + "{\"simpleText\":\"The page needs to be reloaded.\"}}}},"
          + "\"videoDetails\":{\"videoId\":\"dQw4w9WgXcQ\",\"title\":\"T\"}}";
  static final String BOT_WALL =
      "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"Sign in to confirm you\u2019re not a bot\"}}";
  static final String STALE = "2.20260603.05.00";
  static final String CURRENT = "2.20261201.01.00";
  static final UpstreamResponse REFUSED =
      new UpstreamResponse(
          400, JSON, "{\"error\":{\"code\":400,\"status\":\"FAILED_PRECONDITION\"}}");

  private final TestClock clock = new TestClock();
  private final List<UpstreamRequest> sent = new CopyOnWriteArrayList<>();
  private final InnerTubeRequests requests = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
  private final AtomicInteger rereads = new AtomicInteger();

  /** An OK answer titled {@code title}, with a caption track or without a captions block. */
  static String plays(String title, boolean captions) {
    return "{\"playabilityStatus\":{\"status\":\"OK\"},\"videoDetails\":{\"videoId\":\""
        + VIDEO
        + "\",\"title\":\""
        + title
        + "\"}"
        + (captions
            ? ",\"captions\":{\"playerCaptionsTracklistRenderer\":{\"captionTracks\":[{\"baseUrl\":"
                + "\"https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&lang=en\","
                + "\"languageCode\":\"en\"}]}}"
            : "")
        + "}";
  }

  static String android(String player) {
    return "{\"playerResponse\":" + player + "}";
  }

  /** A fake platform answering per endpoint (and per client name: "player:VISIONOS"). */
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

  /** 400 to a request made as the stale WEB version, {@code body} to any other. */
  private static Function<UpstreamRequest, UpstreamResponse> refusingStale(String body) {
    return request ->
        STALE.equals(version(request)) ? REFUSED : new UpstreamResponse(200, JSON, body);
  }

  private static String version(UpstreamRequest request) {
    return request.body().path("context").path("client").path("clientVersion").asString("");
  }

  private long sentTo(String endpoint) {
    return sent.stream().filter(r -> r.endpoint().equals(endpoint)).count();
  }

  private InnerTubePlatformClient client(
      Map<String, Function<UpstreamRequest, UpstreamResponse>> answers, Runnable reread) {
    return TestPlatform.clientRenewingWebVersion(
        platform(answers),
        clock,
        requests,
        () -> {
          rereads.incrementAndGet();
          reread.run();
        });
  }

  private InnerTubePlatformClient players(String android, String visionos) {
    return client(
        Map.of("visitor_id", ok(VISITOR), "reel_item_watch", ok(android), "player", ok(visionos)),
        () -> {});
  }

  // ---- point 2: "The page needs to be reloaded."

  @Test
  void oneClientsReloadRefusalAsksTheNextClient() {
    InnerTubePlatformClient client = players(android(RELOAD), plays("V", true));

    JsonNode player = client.playerTree(VIDEO_ID);

    assertThat(player.path("playabilityStatus").path("status").asString()).isEqualTo("OK");
    assertThat(player.path("videoDetails").path("title").asString()).isEqualTo("V");
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
  }

  @Test
  void everyClientsReloadRefusalIsA503NeverKeptNeverANotFound() {
    InnerTubePlatformClient client = players(android(RELOAD), RELOAD);

    for (int ask = 1; ask <= 2; ask++) {
      assertThatThrownBy(() -> client.player(VIDEO_ID))
          .isInstanceOfSatisfying(
              PlatformException.Unavailable.class,
              e -> {
                assertThat(e.retryAfterSeconds()).isPositive();
                assertThat(e.details()).contains("The page needs to be reloaded.");
              });
      assertThat(sentTo("reel_item_watch")).as("asked again, never kept").isEqualTo(ask);
    }
    assertThat(client.heldPlayer(VIDEO_ID)).isEmpty();
  }

  @Test
  void aReloadRefusalIsNotTheVideosStateForAvailability() {
    JsonNode reload = TestPlatform.MAPPER.readTree(RELOAD);
    assertThat(Availability.isReloadRefusal(reload)).isTrue();
    assertThat(Availability.isMissingVideo(reload)).isFalse();
    assertThat(Availability.isClientRefusal(reload)).isFalse();
    JsonNode region =
        TestPlatform.MAPPER.readTree(
            "{\"playabilityStatus\":{\"status\":\"UNPLAYABLE\",\"reason\":\"The uploader has not"
                + " made this video available in your country\"}}");
    assertThat(Availability.isReloadRefusal(region)).isFalse();
  }

  // ---- point 3: an answer that plays and lists no captions

  @Test
  void anAnswerWithoutCaptionsAsksTheNextClientForTheTracks() {
    InnerTubePlatformClient client = players(android(plays("A", false)), plays("V", true));

    assertThat(client.player(VIDEO_ID).captions().tracks()).hasSize(1);
    assertThat(sentTo("player")).isEqualTo(1);
  }

  @Test
  void anAnswerWithCaptionsAsksNoFurther() {
    InnerTubePlatformClient client = players(android(plays("A", true)), plays("V", true));

    assertThat(client.player(VIDEO_ID).captions().tracks()).hasSize(1);
    assertThat(sentTo("player")).isZero();
  }

  @Test
  void whenNoClientListsCaptionsTheFirstAnswerStandsAndIsKept() {
    InnerTubePlatformClient client = players(android(plays("A", false)), plays("V", false));

    assertThat(client.playerTree(VIDEO_ID).path("videoDetails").path("title").asString())
        .isEqualTo("A");
    assertThat(client.player(VIDEO_ID).captions().tracks()).isEmpty();
    assertThat(sentTo("reel_item_watch")).isEqualTo(1);
    assertThat(sentTo("player")).isEqualTo(1);
  }

  @Test
  void aNextClientThatDoesNotPlayLeavesTheAnswerThatPlayed() {
    for (String visionos : List.of(BOT_WALL, RELOAD, "{}")) {
      sent.clear();
      InnerTubePlatformClient client = players(android(plays("A", false)), visionos);
      assertThat(client.playerTree(VIDEO_ID).path("videoDetails").path("title").asString())
          .as(visionos)
          .isEqualTo("A");
    }
  }

  // ---- point 4: a refused WEB client version

  private InnerTubePlatformClient renewing(
      Map<String, Function<UpstreamRequest, UpstreamResponse>> answers) {
    return client(answers, () -> requests.useWebVersion(CURRENT));
  }

  @Test
  void aRefusedVersionIsReadAgainOnceAndTheBrowseSentAgainAsTheNewVersion() {
    InnerTubePlatformClient client =
        renewing(Map.of("browse", refusingStale("{\"contents\":{\"page\":1}}")));

    JsonNode page = client.browse("UCuAXFkgsw1L7xaCfnd5JJOw", null);

    assertThat(page.path("contents").path("page").asInt()).isEqualTo(1);
    assertThat(rereads).hasValue(1);
    assertThat(sent).extracting(ThirdWaveClientTest::version).containsExactly(STALE, CURRENT);
    assertThat(sent.get(1).headers()).containsEntry("X-YouTube-Client-Version", CURRENT);
  }

  @Test
  void aRefusedVersionIsReadAgainForTheWatchPageToo() {
    InnerTubePlatformClient client = renewing(Map.of("next", refusingStale("{\"contents\":{}}")));

    assertThat(client.nextTree(VIDEO_ID).has("contents")).isTrue();
    assertThat(rereads).hasValue(1);
    assertThat(sentTo("next")).isEqualTo(2);
  }

  @Test
  void aSecondRefusalStaysAnErrorAndNoVersionIsReadAgainWithinAMinute() {
    InnerTubePlatformClient client = renewing(Map.of("browse", request -> REFUSED));

    assertThatThrownBy(() -> client.browse("UCuAXFkgsw1L7xaCfnd5JJOw", null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(rereads).hasValue(1);
    assertThat(sentTo("browse")).isEqualTo(2); // once, once more: no loop

    // Another refusal as the version just read: no new read so soon, the request is not sent again.
    assertThatThrownBy(() -> client.browse("UCBJycsmduvYEL83R_U4JriQ", null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(rereads).hasValue(1);
    assertThat(sentTo("browse")).isEqualTo(3);

    clock.advance(WebVersionRenewal.MIN_INTERVAL.plusSeconds(1));
    assertThatThrownBy(() -> client.browse("UCXuqSBlHAE6Xw-yeJA0Tunw", null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(rereads).hasValue(2);
  }

  @Test
  void aReadThatFindsTheSameVersionSendsNothingAgain() {
    InnerTubePlatformClient client =
        client(Map.of("browse", refusingStale("{\"contents\":{}}")), () -> {});

    assertThatThrownBy(() -> client.browse("UCuAXFkgsw1L7xaCfnd5JJOw", null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(rereads).hasValue(1);
    assertThat(sentTo("browse")).isEqualTo(1);
  }

  @Test
  void aRefusedContinuationIsAnInvalidTokenAndReadsNoVersion() {
    InnerTubePlatformClient client = renewing(Map.of("browse", request -> REFUSED));

    assertThatThrownBy(() -> client.browseContinuation("garbage"))
        .isInstanceOf(PlatformException.InvalidContinuation.class);
    assertThat(rereads).hasValue(0);
  }

  @Test
  void concurrentRefusalsReadTheVersionOnceAndAllAreAnswered() throws Exception {
    int callers = 6;
    CountDownLatch allRefused = new CountDownLatch(callers);
    Function<UpstreamRequest, UpstreamResponse> page = refusingStale("{\"contents\":{}}");
    InnerTubePlatformClient client =
        client(
            Map.of(
                "browse",
                request -> {
                  if (STALE.equals(version(request))) {
                    allRefused.countDown();
                  }
                  return page.apply(request);
                }),
            () -> {
              // The read waits until every caller was refused, so all of them need it at once.
              await(allRefused);
              requests.useWebVersion(CURRENT);
            });

    ExecutorService pool = Executors.newFixedThreadPool(callers);
    try {
      List<Future<JsonNode>> pages = new ArrayList<>();
      for (int i = 0; i < callers; i++) {
        String channel = "UCconcurrentCaller00000" + i;
        pages.add(pool.submit(() -> client.browse(channel, null)));
      }
      for (Future<JsonNode> answer : pages) {
        assertThat(answer.get(30, TimeUnit.SECONDS).has("contents")).isTrue();
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(rereads).hasValue(1);
    assertThat(sentTo("browse")).isEqualTo(2L * callers);
  }

  private static void await(CountDownLatch latch) {
    try {
      assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  @Test
  void aClientWithoutRenewalLeavesARefusalAlone() {
    InnerTubePlatformClient client =
        TestPlatform.client(platform(Map.of("browse", request -> REFUSED)), clock);

    assertThatThrownBy(() -> client.browse("UCuAXFkgsw1L7xaCfnd5JJOw", null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(sentTo("browse")).isEqualTo(1);
  }
}
