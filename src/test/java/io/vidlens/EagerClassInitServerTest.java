package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ServerTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The started application initialised every heavy class before serving (issue 40's carrier
 * pinning): without the start-up step, the first burst of sign-ins would initialise them on virtual
 * threads.
 */
class EagerClassInitServerTest extends ServerTest {

  @Autowired EagerClassInit warmUp;

  @Test
  void theStartedApplicationInitialisedEveryHeavyClassAtStartUp() {
    assertThat(warmUp.initialised()).containsExactlyElementsOf(EagerClassInit.CLASSES);
  }
}
