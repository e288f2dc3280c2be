package io.vidlens.video;

import static io.vidlens.testing.ThirdWaveShapes.CAPTIONS_NEXT;
import static io.vidlens.testing.ThirdWaveShapes.NO_CAPTIONS;
import static io.vidlens.testing.ThirdWaveShapes.RELOAD_ALL;
import static io.vidlens.testing.ThirdWaveShapes.RELOAD_ONE;
import static io.vidlens.testing.ThirdWaveShapes.RELOAD_REASON;
import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.ConstructedServerTest;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ThirdWaveShapes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The player shapes of issue 39 (points 2 and 3) through the whole service in replay, over answers
 * built from the documented shapes ({@link ThirdWaveShapes}): "The page needs to be reloaded." from
 * one client asks the next, from every client is a 503 asked again each time (never a 403 or 404);
 * a client that plays without a caption list asks the next before saying "no captions".
 */
class ThirdWavePlayerShapesServerTest extends ConstructedServerTest {

  @Autowired MeterRegistry meters;

  @Test
  void oneClientsReloadRefusalAsksTheNextClientAndKeepsItsFields() {
    Answer transcript = api().get("/api/external/videos/transcript?videoId=" + RELOAD_ONE);
    assertThat(transcript.status()).as(transcript.text()).isEqualTo(200);
    assertThat(transcript.json().get(0).path("transcript").get(0).path("text").asString())
        .startsWith("welcome back to the channel");

    Answer details = api().get("/api/external/videos/details?videoId=" + RELOAD_ONE);
    assertThat(details.status()).as(details.text()).isEqualTo(200);
    JsonNode video = details.json().get(0);
    assertThat(video.path("keywords").size()).isEqualTo(4);
    assertThat(video.path("allowRatings").asBoolean()).isTrue();
    assertThat(video.path("isCrawlable").asBoolean()).isTrue();
    assertThat(video.path("hasCaption").asBoolean()).isTrue();
  }

  @Test
  void everyClientsReloadRefusalIsA503AskedAgainEachTimeNeverA403Or404() {
    for (String operation : new String[] {"transcript", "details", "subtitle", "transcript"}) {
      double android = requests("reel_item_watch");
      Answer answer = api().get("/api/external/videos/" + operation + "?videoId=" + RELOAD_ALL);
      assertThat(answer.status()).as(operation + ": " + answer.text()).isEqualTo(503);
      assertThat(answer.error().path("code").asInt()).isEqualTo(503);
      assertThat(answer.error().path("retryAfter").asLong()).isPositive();
      assertThat(answer.header("Retry-After")).isPresent();
      assertThat(answer.error().path("details").asString())
          .contains(RELOAD_REASON)
          .contains("not about the video");
      // Never kept as the video's state: the first client is asked again.
      assertThat(requests("reel_item_watch") - android).as(operation).isEqualTo(1);
    }
  }

  @Test
  void aClientThatPlaysWithoutCaptionsAsksTheNextForTheTracks() {
    Answer transcript = api().get("/api/external/videos/transcript?videoId=" + CAPTIONS_NEXT);
    assertThat(transcript.status()).as(transcript.text()).isEqualTo(200);
    assertThat(transcript.json().get(0).path("transcript").size()).isPositive();

    Answer subtitles = api().get("/api/external/videos/subtitle?videoId=" + CAPTIONS_NEXT);
    assertThat(subtitles.status()).isEqualTo(200);
    assertThat(subtitles.json().get(0).path("subtitles").get(0).path("languageCode").asString())
        .isEqualTo("en");

    Answer details = api().get("/api/external/videos/details?videoId=" + CAPTIONS_NEXT);
    assertThat(details.json().get(0).path("hasCaption").asBoolean()).isTrue();
  }

  @Test
  void aVideoNoClientListsCaptionsForHasNoneAndTheAnswerIsKept() {
    double android = requests("reel_item_watch");
    double players = requests("player");
    Answer transcript = api().get("/api/external/videos/transcript?videoId=" + NO_CAPTIONS);
    assertThat(transcript.status()).as(transcript.text()).isEqualTo(200);
    assertThat(transcript.json().get(0).path("transcript").size()).isZero();
    // Both clients were asked before saying so ...
    assertThat(requests("reel_item_watch") - android).isEqualTo(1);
    assertThat(requests("player") - players).isEqualTo(1);

    Answer subtitles = api().get("/api/external/videos/subtitle?videoId=" + NO_CAPTIONS);
    assertThat(subtitles.json().get(0).path("subtitles").size()).isZero();
    // ... once: the answer is kept as any answer that plays.
    assertThat(requests("reel_item_watch") - android).isEqualTo(1);
    assertThat(requests("player") - players).isEqualTo(1);

    Answer details = api().get("/api/external/videos/details?videoId=" + NO_CAPTIONS);
    assertThat(details.status()).isEqualTo(200);
    assertThat(details.json().get(0).path("hasCaption").asBoolean()).isFalse();
  }

  /** Upstream requests to {@code endpoint} so far, over every operation and outcome. */
  private double requests(String endpoint) {
    return meters.find(MeteredTransport.METER).tag("endpoint", endpoint).counters().stream()
        .mapToDouble(c -> c.count())
        .sum();
  }
}
