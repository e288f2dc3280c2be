package io.vidlens.video;

import static io.vidlens.testing.ConstructedVideoStates.EVERY_APP_REFUSES;
import static io.vidlens.testing.ConstructedVideoStates.INCOMPLETE_COMMENTS;
import static io.vidlens.testing.ConstructedVideoStates.NO_COMMENTS;
import static io.vidlens.testing.ConstructedVideoStates.ONE_APP_REFUSES;
import static io.vidlens.testing.ConstructedVideoStates.ONE_CLIENT_REFUSES;
import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.ConstructedServerTest;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ConstructedVideoStates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Videos the player refuses, through the whole service in replay over answers built from the shapes
 * the extractors document ({@link ConstructedVideoStates}; issue 25, points 1 to 4): a video that
 * exists but is not played here is a 403 (451 for a region block) for transcripts and subtitles,
 * with the platform's words, while its details still answer; one app's refusal asks the next
 * client; every app refusing is a 503 that is asked again each time; an incomplete first comment
 * page is asked once more and then a 503.
 */
class PlayabilityStatesServerTest extends ConstructedServerTest {

  private static final String QUOTA_REMAINING = "X-Quota-Remaining";

  @Autowired MeterRegistry meters;

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          cwAgeLogin1 | 403 | Video age-restricted               | LOGIN_REQUIRED: Sign in to confirm your age This video may be inappropriate for some users.
          cwAgeCheck1 | 403 | Video age-restricted               | AGE_CHECK_REQUIRED: Sign in to confirm your age
          cwAgeVerify | 403 | Video age-restricted               | AGE_VERIFICATION_REQUIRED: Sign in to confirm your age
          cwContentC1 | 403 | Video age-restricted               | CONTENT_CHECK_REQUIRED: Content warning
          cwMembers01 | 403 | Video for channel members only     | UNPLAYABLE: Join this channel to get access to members-only content
          cwRegion001 | 451 | Video not available in this region | UNPLAYABLE: The uploader has not made this video available in your country
          """)
  void aVideoThatIsNotPlayedHereIsARefusalWithThePlatformsWordsNotAnEmptyTranscript(
      String id, int status, String message, String said) {
    long remaining =
        api().get("/api/external/videos/details?videoId=cwVideo0001").longHeader(QUOTA_REMAINING);
    for (String operation : new String[] {"transcript", "subtitle"}) {
      Answer answer = api().get("/api/external/videos/" + operation + "?videoId=" + id);
      assertThat(answer.status()).as(operation).isEqualTo(status);
      assertThat(answer.error().path("code").asInt()).isEqualTo(status);
      assertThat(answer.error().path("message").asString()).isEqualTo(message);
      assertThat(answer.error().path("details").asString())
          .contains("Video " + id + " exists")
          .contains(said);
      assertThat(answer.error().has("retryAfter")).isFalse();
      // Not charged: only 2xx and 404 are (design.md).
      assertThat(answer.longHeader(QUOTA_REMAINING)).isEqualTo(remaining);
    }

    Answer details = api().get("/api/external/videos/details?videoId=" + id);
    assertThat(details.status()).isEqualTo(200);
    assertThat(details.json().get(0).path("title").asString()).isEqualTo("A Video In State " + id);
    assertThat(details.json().get(0).path("keywords").size()).isEqualTo(4);
    // The caption flag is unknown (null), not false: the refusal says nothing of the tracks.
    assertThat(details.json().get(0).path("hasCaption").isNull()).isTrue();

    Answer bulk =
        api().post("/api/external/videos/bulk-transcript", "{\"videoIds\":[\"" + id + "\"]}");
    assertThat(bulk.status()).isEqualTo(200);
    assertThat(bulk.json().path("results").get(0).path("success").asBoolean()).isFalse();
    assertThat(bulk.json().path("results").get(0).path("error").asString()).isEqualTo(message);
  }

  @Test
  void aPlayableVideoWithoutTracksStillAnswersAnEmptyTranscript() {
    // The constructed channel's uploads play and have a track; the refusal is not every non-OK.
    Answer answer = api().get("/api/external/videos/transcript?videoId=cwVideo0000");
    assertThat(answer.status()).isEqualTo(200);
    assertThat(answer.json().get(0).path("transcript").size()).isGreaterThan(0);
  }

  @Test
  void oneClientsRefusalAsksTheNextClientAndKeepsTheMobileOnlyFields() {
    Answer transcript = api().get("/api/external/videos/transcript?videoId=" + ONE_CLIENT_REFUSES);
    assertThat(transcript.status()).isEqualTo(200);
    assertThat(transcript.json().get(0).path("transcript").get(0).path("text").asString())
        .startsWith("welcome back to the channel");

    Answer details = api().get("/api/external/videos/details?videoId=" + ONE_CLIENT_REFUSES);
    assertThat(details.status()).isEqualTo(200);
    var video = details.json().get(0);
    assertThat(video.path("keywords").size()).isEqualTo(4);
    assertThat(video.path("allowRatings").asBoolean()).isTrue();
    assertThat(video.path("isPrivate").isBoolean()).isTrue();
    assertThat(video.path("isCrawlable").asBoolean()).isTrue();
    assertThat(video.path("hasCaption").asBoolean()).isTrue();
  }

  @Test
  void oneAppsRefusalAsksTheNextClient() {
    Answer subtitles = api().get("/api/external/videos/subtitle?videoId=" + ONE_APP_REFUSES);
    assertThat(subtitles.status()).isEqualTo(200);
    assertThat(subtitles.json().get(0).path("subtitles").get(0).path("languageCode").asString())
        .isEqualTo("en");
    Answer details = api().get("/api/external/videos/details?videoId=" + ONE_APP_REFUSES);
    assertThat(details.status()).isEqualTo(200);
    assertThat(details.json().get(0).path("hasCaption").asBoolean()).isTrue();
  }

  @Test
  void everyAppRefusingIsA503AskedAgainEachTimeNeverA404() {
    for (String operation : new String[] {"details", "transcript", "subtitle", "details"}) {
      double players = playerRequests();
      Answer answer =
          api().get("/api/external/videos/" + operation + "?videoId=" + EVERY_APP_REFUSES);
      assertThat(answer.status()).as(operation).isEqualTo(503);
      assertThat(answer.error().path("retryAfter").asLong()).isPositive();
      assertThat(answer.header("Retry-After")).isPresent();
      assertThat(answer.error().path("details").asString())
          .contains("The following content is not available on this app.")
          .contains("Watch on the latest version of YouTube.");
      // Never kept: both clients are asked again.
      assertThat(playerRequests() - players).as(operation).isEqualTo(2);
    }
  }

  @Test
  void anIncompleteFirstCommentPageIsAskedOnceMoreThenA503NotAnEmptyLastPage() {
    double next = requests("next");
    Answer answer = api().get("/api/external/videos/comments?videoId=" + INCOMPLETE_COMMENTS);
    assertThat(answer.status()).isEqualTo(503);
    assertThat(answer.header("Retry-After")).isPresent();
    assertThat(answer.error().path("details").asString())
        .startsWith("The video platform sent the first page of comments incomplete twice");
    // The watch page, the first page, the first page once more.
    assertThat(requests("next") - next).isEqualTo(3);
  }

  @Test
  void aFirstPageWithOnlyTheHeaderIsAVideoWithoutComments() {
    Answer answer = api().get("/api/external/videos/comments?videoId=" + NO_COMMENTS);
    assertThat(answer.status()).isEqualTo(200);
    assertThat(answer.json().path("data").size()).isZero();
    assertThat(answer.json().path("continuation").asString()).isEmpty();
  }

  private double playerRequests() {
    return requests("reel_item_watch") + requests("player");
  }

  /** Upstream requests to {@code endpoint} so far, over every operation and outcome. */
  private double requests(String endpoint) {
    return meters.find(MeteredTransport.METER).tag("endpoint", endpoint).counters().stream()
        .mapToDouble(c -> c.count())
        .sum();
  }
}
