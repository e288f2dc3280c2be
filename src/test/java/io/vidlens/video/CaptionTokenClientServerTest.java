package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.ServerTest;
import io.vidlens.testing.StubServer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Get Transcript through the whole service when a mobile client's caption track needs a
 * proof-of-origin token (issue 25, point 8): the token is asked of the configured provider and sent
 * with the track's own client name ({@code c=ANDROID}), never {@code c=WEB}. Replay cannot show it
 * (a recording matches without {@code pot} and {@code c}), so the server reads the fake platform on
 * a socket in live mode, answering the documented shapes: the player answers of both clients, and
 * caption files that are empty unless a token comes.
 */
class CaptionTokenClientServerTest extends ServerTest {

  private static final String ID = "tokenVideo1";
  private static final String JSON3 =
      "{\"events\":[{\"tStartMs\":0,\"dDurationMs\":1500,\"segs\":[{\"utf8\":\"Hello\"}]}]}";

  private static final FakePlatform FAKE =
      new FakePlatform()
          .answer("reel_item_watch", "{\"playerResponse\":" + player("ANDROID") + "}")
          .answer("player", player("VISIONOS"))
          // Empty without a token, as the platform answers exp=xpe tracks.
          .answer(
              "timedtext", request -> request.url().getRawQuery().contains("pot=") ? JSON3 : "");
  private static final StubServer PLATFORM = FAKE.serve();

  private static final StubServer PROVIDER =
      new StubServer(
          exchange ->
              StubServer.answer(
                  exchange,
                  200,
                  "application/json",
                  ("{\"poToken\":\"TOKEN\",\"contentBinding\":\""
                          + ID
                          + "\",\"expiresAt\":\"2099-01-01T00:00:00Z\"}")
                      .getBytes(StandardCharsets.UTF_8)));

  @DynamicPropertySource
  static void stubPlatform(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.web-base-url", () -> PLATFORM.base().toString());
    registry.add("vidlens.upstream.api-base-url", () -> PLATFORM.base().toString());
    registry.add("vidlens.upstream.pot-provider.url", () -> PROVIDER.base().toString());
  }

  @AfterAll
  static void stop() {
    PLATFORM.close();
    PROVIDER.close();
  }

  /** A playing mobile answer whose one track is marked for a token and names its client. */
  private static String player(String client) {
    String url =
        "https://www.youtube.com/api/timedtext?v="
            + ID
            + "&caps=asr&exp=xpe&expire=4102444800&sparams=ip,expire,v&signature="
            + client
            + "&c="
            + client
            + "&kind=asr&lang=en&fmt=srv3";
    return "{\"playabilityStatus\":{\"status\":\"OK\"},\"videoDetails\":{\"videoId\":\""
        + ID
        + "\",\"title\":\"T\"},\"captions\":{\"playerCaptionsTracklistRenderer\":{\"captionTracks\":"
        + "[{\"baseUrl\":\""
        + url
        + "\",\"languageCode\":\"en\",\"kind\":\"asr\",\"vssId\":\"a.en\","
        + "\"name\":{\"simpleText\":\"English (auto-generated)\"}}]}}}";
  }

  @Test
  void aMobileTracksTokenIsSentWithTheTracksOwnClientName() {
    Answer answer = api().get("/api/external/videos/transcript?videoId=" + ID);

    assertThat(answer.status()).isEqualTo(200);
    assertThat(answer.json().get(0).path("transcript").get(0).path("text").asString())
        .isEqualTo("Hello");
    List<String> withToken =
        FAKE.requests().stream()
            .filter(r -> r.endpoint().equals("timedtext"))
            .map(r -> r.url().getRawQuery())
            .filter(q -> q.contains("pot="))
            .toList();
    assertThat(withToken)
        .singleElement()
        .satisfies(
            q ->
                assertThat(q)
                    .contains("potc=1")
                    .contains("pot=TOKEN")
                    .contains("c=ANDROID")
                    .doesNotContain("c=WEB"));
    assertThat(PROVIDER.seen()).extracting(StubServer.Seen::pathAndQuery).contains("/get_pot");
  }
}
