package io.vidlens.testing;

import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * A running server (see {@link ServerTest}) that reads the platform from a {@link FakePlatform}:
 * the few {@link ConstructedAnswers}, then the recordings in {@code ../shared/recordings/youtube}
 * through the production replay transport (as configured: injected faults too), never the network.
 * Skipped, saying so, where the recordings are missing. Its analysis workers poll every 100 ms
 * (production: 1 s), so that the classes that wait for analyses share this one context rather than
 * each starting its own to poll faster.
 */
@ExtendWith(RequiresRecordings.class)
@Import(ReplayServerTest.ConstructedFirst.class)
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
public abstract class ReplayServerTest extends ServerTest {

  @DynamicPropertySource
  static void replay(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> Recordings.root().toString());
  }

  @TestConfiguration(proxyBeanMethods = false)
  static class ConstructedFirst {

    @Bean
    static BeanPostProcessor constructedAnswersFirst() {
      return FakePlatform.answeringBefore(ConstructedAnswers.exchanges());
    }
  }
}
