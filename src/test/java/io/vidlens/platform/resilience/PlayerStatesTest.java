package io.vidlens.platform.resilience;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The classifier on the platform's real refusal pages and player states (player-states/). */
class PlayerStatesTest {

  private final AnswerClassifier classifier = new AnswerClassifier(MAPPER);
  private final UpstreamRequest player =
      TestPlatform.requests(UpstreamEndpoints.PLATFORM).mobilePlayer("dQw4w9WgXcQ", null);

  private static String state(String file) throws IOException {
    return Files.readString(Recordings.require().resolve("player-states").resolve(file));
  }

  private UpstreamFault faultOf(UpstreamResponse response) {
    try {
      classifier.check(player, response);
    } catch (UpstreamFailure f) {
      return f.fault();
    }
    return null;
  }

  @Test
  void theThrottlingPageIsThrottling() throws IOException {
    assertThat(
            faultOf(
                new UpstreamResponse(
                    429, "text/html; charset=utf-8", state("too_many_requests.html"))))
        .isEqualTo(UpstreamFault.THROTTLED);
    assertThat(
            faultOf(
                new UpstreamResponse(
                    200, "text/html; charset=utf-8", state("too_many_requests.html"))))
        .isEqualTo(UpstreamFault.THROTTLED);
  }

  @Test
  void theConsentPageIsConsent() throws IOException {
    assertThat(
            faultOf(
                new UpstreamResponse(200, "text/html; charset=utf-8", state("consent_page.html"))))
        .isEqualTo(UpstreamFault.CONSENT);
  }

  @Test
  void theBotCheckPlayerBodyIsTheBotWall() throws IOException {
    String body = state("request_blocked.player.json");

    assertThat(BotWall.matches(MAPPER.readTree(body))).isTrue();
    assertThat(faultOf(new UpstreamResponse(200, "application/json", body)))
        .isEqualTo(UpstreamFault.BOT_WALL);
    // Wrapped as reel_item_watch answers it.
    assertThat(BotWall.matches(MAPPER.readTree("{\"playerResponse\":" + body + "}"))).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "age_restricted.player.json",
        "ok.player.json",
        "po_token_required.player.json",
        "transcripts_disabled.player.json",
        "unplayable.player.json",
        "video_unavailable.player.json",
        "ww1_nl_en.player.json"
      })
  void otherPlayerStatesAreAnswersForTheParsers(String file) throws IOException {
    String body = state(file);
    // Asked for the video the body is about (or any video, for bodies that name none).
    String videoId = MAPPER.readTree(body).path("videoDetails").path("videoId").asString("");
    UpstreamRequest askedForIt =
        TestPlatform.requests(UpstreamEndpoints.PLATFORM)
            .mobilePlayer(videoId.isEmpty() ? "dQw4w9WgXcQ" : videoId, null);

    assertThatCode(
            () -> classifier.check(askedForIt, new UpstreamResponse(200, "application/json", body)))
        .doesNotThrowAnyException();
  }

  @Test
  void aPlayerStateOfAnotherVideoIsAWrongAnswer() throws IOException {
    // ok.player.json is about GJLlxj_dtq8; the request asked for dQw4w9WgXcQ.
    assertThat(faultOf(new UpstreamResponse(200, "application/json", state("ok.player.json"))))
        .isEqualTo(UpstreamFault.WRONG_ANSWER);
  }

  @Test
  void aFailureNamesTheRouteItCameThrough() throws IOException {
    UpstreamResponse viaProxy =
        new UpstreamResponse(429, "text/html", state("too_many_requests.html"), "10.0.0.1:3128");

    assertThatThrownBy(() -> classifier.check(player, viaProxy))
        .isInstanceOfSatisfying(
            UpstreamFailure.class, f -> assertThat(f.route()).isEqualTo("10.0.0.1:3128"));
  }
}
