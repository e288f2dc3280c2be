package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.TestPropertySource;

/**
 * A job that fails on a bug of ours tells the client so in words: its {@code error} never names the
 * Java exception (the log does).
 */
@Import(AnalysisInternalErrorTest.Broken.class)
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=50ms", "vidlens.analysis.stage-backoff=50ms"})
class AnalysisInternalErrorTest extends ReplayServerTest {

  /** A bug in the middle of every job. */
  @TestConfiguration(proxyBeanMethods = false)
  static class Broken {
    @Bean
    JobObserver broken() {
      return (jobId, stage, percent) -> {
        throw new NullPointerException(
            "Cannot invoke \"java.lang.String.length()\" because \"s\" is null");
      };
    }
  }

  @Test
  void aJobFailedByAnInternalErrorSaysSoInWordsWithoutTheExceptionsName() throws Exception {
    Answer created =
        api()
            .get(
                Operation.CREATE_ANALYSIS_JOB.pathTemplate()
                    + "?channel_id=UCsXVk37bltHxD1rDPwtNM8Q");
    assertThat(created.status()).isEqualTo(200);
    String jobId = created.json().get(0).get("job_id").asString();
    Answer result = null;
    Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
    while (Instant.now().isBefore(deadline)) {
      result = api().get(Operation.GET_ANALYSIS_RESULT.pathTemplate() + "?job_id=" + jobId);
      if (result.status() != 404) {
        break;
      }
      Thread.sleep(100);
    }
    assertThat(result.status()).isEqualTo(200);
    assertThat(result.json().get("status").asString()).isEqualTo("failed");
    assertThat(result.json().get("error").asString())
        .isEqualTo(AnalysisPipeline.INTERNAL_ERROR)
        .doesNotContain("Exception", "java.", "NullPointer");
  }
}
