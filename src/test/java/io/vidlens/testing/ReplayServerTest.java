package io.vidlens.testing;

import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A running server (see {@link ServerTest}) that reads the platform from the recordings in {@code
 * ../shared/recordings/youtube} (then the few {@link ConstructedAnswers}) through the replay
 * transport, never the network. Skipped, saying so, where the recordings are missing.
 */
@ExtendWith(RequiresRecordings.class)
public abstract class ReplayServerTest extends ServerTest {

  @DynamicPropertySource
  static void replay(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", ConstructedAnswers::replayFolders);
  }
}
