package io.vidlens.testing;

import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A running server (see {@link ServerTest}) that reads the platform from a {@link FakePlatform}:
 * the few {@link ConstructedAnswers}, then the recordings in {@code ../shared/recordings/youtube}
 * through the production replay transport (as configured: injected faults too), never the network.
 * Skipped, saying so, where the recordings are missing.
 */
@ExtendWith(RequiresRecordings.class)
@Import(ReplayServerTest.ConstructedFirst.class)
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
