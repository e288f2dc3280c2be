package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.ConstructedServerTest;
import io.vidlens.testing.ApiClient.Answer;
import org.junit.jupiter.api.Test;

/**
 * The API as a client sees it when the platform answers the way it does doubted requesters: about
 * another video (503, never the other video's data), or {@code {}} from ANDROID while VISIONOS
 * answers (200). The server is answered by a fake platform from {@link UntrustedAnswers}, built in
 * the recording format from the documented shapes.
 */
class UntrustedAnswersServerTest extends ConstructedServerTest {

  private static final String WRONG = UntrustedAnswers.WRONG;
  private static final String EMPTY_FIRST = UntrustedAnswers.EMPTY_FIRST;

  @Test
  void anAnswerAboutAnotherVideoFromEveryClientIs503NotTheOtherVideo() {
    Answer answer = api().get("/api/external/videos/details?videoId=" + WRONG);

    assertThat(answer.status()).isEqualTo(503);
    assertThat(answer.text()).doesNotContain("Another video's title");
    assertThat(answer.error().path("retryAfter").asLong()).isPositive();
    assertThat(answer.longHeader("Retry-After"))
        .isEqualTo(answer.error().path("retryAfter").asLong());
  }

  @Test
  void anEmptyAndroidAnswerIsFollowedByVisionosAnswer() {
    Answer answer = api().get("/api/external/videos/details?videoId=" + EMPTY_FIRST);

    assertThat(answer.status()).isEqualTo(200);
    assertThat(answer.json().get(0).path("id").asString()).isEqualTo(EMPTY_FIRST);
    assertThat(answer.json().get(0).path("title").asString()).isEqualTo("The right video");
    assertThat(answer.json().get(0).path("category").asString()).isEqualTo("Education");
  }
}
