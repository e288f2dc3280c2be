package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.api.ApiException;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A failed job's {@code error} says what failed in sentences a client can act on, whatever the
 * failure's own text held (request paths, recording files, class names).
 */
class FailureReasonsTest {

  private static final String PATH =
      "/work/shared/recordings/youtube/browse/UCsXVk37bltHxD1rDPwtNM8Q-EgZ2aWRlb3M.json";

  @Test
  void knownFailuresAreSentencesWithoutTheirDetails() {
    List<Throwable> failures =
        List.of(
            new PlatformException.Unavailable(
                UpstreamFault.NO_RECORDING, "no recording of POST /youtubei/v1/browse " + PATH, 30),
            new PlatformException.Unavailable(
                UpstreamFault.THROTTLED, "HTTP 429 from https://www.youtube.com" + PATH, 60),
            PlatformException.channelNotFound(
                "UCsXVk37bltHxD1rDPwtNM8Q", "browse said 404 " + PATH),
            PlatformException.videoNotFound("dQw4w9WgXcQ", "player said " + PATH),
            new PlatformException.InvalidContinuation(),
            ApiException.notFound("Not Found", "at io.vidlens.catalog.Channels " + PATH),
            new IllegalStateException("java.lang.NullPointerException at " + PATH));
    for (Throwable failure : failures) {
      String sentence = FailureReasons.of(failure);
      assertThat(sentence)
          .as(failure.toString())
          .doesNotContain("/work", "youtubei", ".json", "java.", "io.vidlens", "Exception")
          .endsWith(".");
    }
  }

  @Test
  void eachKindSaysWhatToDo() {
    assertThat(
            FailureReasons.of(new PlatformException.Unavailable(UpstreamFault.THROTTLED, "x", 60)))
        .contains("could not be read")
        .contains("again in a few minutes");
    assertThat(FailureReasons.of(PlatformException.channelNotFound("UCx", "gone")))
        .startsWith("Channel not found")
        .contains("channel_id");
    assertThat(FailureReasons.of(new IllegalStateException("bug")))
        .isEqualTo(AnalysisPipeline.INTERNAL_ERROR);
  }
}
