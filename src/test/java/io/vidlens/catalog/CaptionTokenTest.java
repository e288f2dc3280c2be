package io.vidlens.catalog;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.TranscriptSegment;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.PotProvider;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.StubServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Caption files the platform withholds (answered empty until a proof-of-origin token comes): other
 * clients' tracks, then the operator's token provider, else a 503 that says what to configure;
 * never an empty transcript. Player answers and caption files are built here from the documented
 * shapes; the provider is a local stub speaking the bgutil-ytdlp-pot-provider interface.
 */
class CaptionTokenTest {

  private static final String ID = "abcdefghijk";
  private static final String JSON3 =
      "{\"events\":[{\"tStartMs\":0,\"dDurationMs\":1500,\"segs\":[{\"utf8\":\"Hello\"}]}]}";

  private final TestClock clock = new TestClock();
  private FakePlatform platform;

  /** A mobile player answer with one English track whose URL carries {@code signature}. */
  private static String player(String signature) {
    String url =
        "https://www.youtube.com/api/timedtext?v="
            + ID
            + "&expire=1780891006&sparams=ip,expire,v&signature="
            + signature
            + "&lang=en&fmt=srv3";
    return "{\"playabilityStatus\":{\"status\":\"OK\"},\"videoDetails\":{\"videoId\":\""
        + ID
        + "\",\"title\":\"T\"},\"captions\":{\"playerCaptionsTracklistRenderer\":{\"captionTracks\":"
        + "[{\"baseUrl\":\""
        + url
        + "\",\"languageCode\":\"en\",\"vssId\":\".en\",\"name\":{\"simpleText\":\"English\"}}]}}}";
  }

  /**
   * ANDROID's track is signed A, VISIONOS's B; the caption host answers {@code files} by signature
   * (or by pot, when one comes), empty otherwise.
   */
  private FakePlatform platform(Function<UpstreamRequest, String> timedtext) {
    platform =
        new FakePlatform()
            .answer("reel_item_watch", "{\"playerResponse\":" + player("A") + "}")
            .answer("player", player("B"))
            .answer("timedtext", timedtext);
    return platform;
  }

  private Videos videos(PlatformTransport platform, PotProvider provider) {
    PlatformClient client =
        TestPlatform.client(
            platform,
            clock,
            List.of(PlayerClient.ANDROID, PlayerClient.VISIONOS),
            new UpstreamCache(CacheStore.none(), clock, Map.of(), 1L << 20),
            provider);
    return new Videos(
        client,
        new ReadPolicy(10),
        new UnknownItems(new io.micrometer.core.instrument.simple.SimpleMeterRegistry()));
  }

  private List<String> captionQueries() {
    return platform.requests().stream()
        .filter(r -> r.endpoint().equals("timedtext"))
        .map(r -> r.url().getRawQuery())
        .toList();
  }

  @Test
  void anEmptyCaptionFileIsTriedFromAnotherClientsTrackAndNeverKept() {
    Videos videos =
        videos(
            platform(r -> r.url().getRawQuery().contains("signature=B") ? JSON3 : ""),
            PotProvider.none(MAPPER));

    List<TranscriptSegment> transcript = videos.transcript(new VideoId(ID));

    assertThat(transcript).extracting(TranscriptSegment::text).containsExactly("Hello");
    assertThat(captionQueries())
        .hasSize(2)
        .satisfies(q -> assertThat(q.get(0)).contains("signature=A"))
        .satisfies(q -> assertThat(q.get(1)).contains("signature=B"));
    // The track's content is now kept (same track, whatever the signature): no further request.
    videos.transcript(new VideoId(ID));
    assertThat(captionQueries()).hasSize(2);
  }

  @Test
  void withoutATokenProviderItIsA503NamingThePropertyNotAnEmptyTranscript() {
    Videos videos = videos(platform(r -> ""), PotProvider.none(MAPPER));

    assertThatThrownBy(() -> videos.transcript(new VideoId(ID)))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.retryAfterSeconds()).isEqualTo(10);
              assertThat(e.details())
                  .contains("proof-of-origin token")
                  .contains("vidlens.upstream.pot-provider.url");
            });
  }

  @Test
  void aConfiguredProviderIsAskedForATokenBoundToTheVideoAndItIsSentWithTheFile() throws Exception {
    try (StubServer provider =
        new StubServer(
            exchange ->
                StubServer.answer(
                    exchange,
                    200,
                    "application/json",
                    ("{\"poToken\":\"TOKEN+1\",\"contentBinding\":\""
                            + ID
                            + "\",\"expiresAt\":\"2026-06-01T18:00:00Z\"}")
                        .getBytes(StandardCharsets.UTF_8)))) {
      PotProvider pot =
          new PotProvider(provider.base().toString(), Duration.ofSeconds(2), MAPPER, clock);
      Videos videos =
          videos(platform(r -> r.url().getRawQuery().contains("pot=") ? JSON3 : ""), pot);

      List<TranscriptSegment> transcript = videos.transcript(new VideoId(ID));

      assertThat(transcript).extracting(TranscriptSegment::text).containsExactly("Hello");
      assertThat(provider.seen())
          .singleElement()
          .satisfies(
              seen -> {
                assertThat(seen.method()).isEqualTo("POST");
                assertThat(seen.pathAndQuery()).isEqualTo("/get_pot");
                assertThat(MAPPER.readTree(seen.body()).path("content_binding").stringValue())
                    .isEqualTo(ID);
              });
      assertThat(captionQueries().getLast())
          .contains("potc=1")
          .contains("pot=TOKEN%2B1")
          .contains("c=WEB")
          .contains("fmt=json3");
    }
  }

  @Test
  void aMobileTracksUrlKeepsItsOwnClientNameWhenTheTokenIsAdded() throws Exception {
    try (StubServer provider =
        new StubServer(
            exchange ->
                StubServer.answer(
                    exchange,
                    200,
                    "application/json",
                    ("{\"poToken\":\"TOKEN\",\"contentBinding\":\""
                            + ID
                            + "\",\"expiresAt\":\"2026-06-01T18:00:00Z\"}")
                        .getBytes(StandardCharsets.UTF_8)))) {
      PotProvider pot =
          new PotProvider(provider.base().toString(), Duration.ofSeconds(2), MAPPER, clock);
      // Both clients' tracks name their client (c=ANDROID), as yt-dlp's subtitle path reads it.
      String named = player("A&c=ANDROID");
      platform =
          new FakePlatform()
              .answer("reel_item_watch", "{\"playerResponse\":" + named + "}")
              .answer("player", named)
              .answer("timedtext", r -> r.url().getRawQuery().contains("pot=") ? JSON3 : "");

      List<TranscriptSegment> transcript = videos(platform, pot).transcript(new VideoId(ID));

      assertThat(transcript).extracting(TranscriptSegment::text).containsExactly("Hello");
      assertThat(captionQueries().getLast())
          .contains("pot=TOKEN")
          .contains("c=ANDROID")
          .doesNotContain("c=WEB");
    }
  }

  @Test
  void aProviderThatRedirectsOrFailsIsA503AboutTheProvider() throws Exception {
    try (StubServer provider =
        new StubServer(
            exchange -> {
              exchange.getResponseHeaders().set("Location", "http://127.0.0.1:9/elsewhere");
              StubServer.answer(exchange, 302, "text/plain", new byte[0]);
            })) {
      PotProvider pot =
          new PotProvider(provider.base().toString(), Duration.ofSeconds(2), MAPPER, clock);
      Videos videos = videos(platform(r -> ""), pot);

      assertThatThrownBy(() -> videos.transcript(new VideoId(ID)))
          .isInstanceOfSatisfying(
              PlatformException.Unavailable.class,
              e -> assertThat(e.details()).contains("token provider").contains("HTTP 302"));
      assertThat(provider.seen()).hasSize(1); // the redirect was not followed
    }
  }

  @Test
  void aProviderAnswerBeyondTheBoundIsRefused() throws Exception {
    byte[] huge =
        ("{\"poToken\":\"" + "x".repeat(100_000) + "\"}").getBytes(StandardCharsets.UTF_8);
    try (StubServer provider =
        new StubServer(exchange -> StubServer.answer(exchange, 200, "application/json", huge))) {
      PotProvider pot =
          new PotProvider(provider.base().toString(), Duration.ofSeconds(2), MAPPER, clock);

      assertThatThrownBy(() -> pot.token(ID))
          .isInstanceOfSatisfying(
              PlatformException.Unavailable.class,
              e -> assertThat(e.details()).contains("token provider"));
    }
  }

  @Test
  void theProvidersStatusSaysWhetherItIsConfiguredAndAnswers() throws Exception {
    assertThat(PotProvider.none(MAPPER).status().configured()).isFalse();
    try (StubServer provider =
        new StubServer(
            exchange ->
                StubServer.answer(
                    exchange,
                    200,
                    "application/json",
                    "{\"server_uptime\":12.5,\"version\":\"1.2.3\"}"
                        .getBytes(StandardCharsets.UTF_8)))) {
      PotProvider.Status status =
          new PotProvider(provider.base().toString(), Duration.ofSeconds(2), MAPPER, clock)
              .status();
      assertThat(status.configured()).isTrue();
      assertThat(status.reachable()).isTrue();
      assertThat(status.detail()).contains("1.2.3");
      assertThat(provider.seen().getFirst().pathAndQuery()).isEqualTo("/ping");
    }
    PotProvider.Status closed =
        new PotProvider("http://127.0.0.1:9", Duration.ofSeconds(1), MAPPER, clock).status();
    assertThat(closed.configured()).isTrue();
    assertThat(closed.reachable()).isFalse();
  }
}
