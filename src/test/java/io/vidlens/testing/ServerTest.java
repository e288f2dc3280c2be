package io.vidlens.testing;

import io.vidlens.access.SimulatedCachedAnswers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A running server on a random port with its own embedded database, a bootstrap key on the default
 * plan, and the plans {@code tiny} (20 units, one watchlist of one channel) and {@code slow} (1
 * request a second). Its platform is a closed local port, so an operation that reads the platform
 * answers 503.
 */
@SpringBootTest(
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {
      "vidlens.plans.tiny.monthly-units=20",
      "vidlens.plans.tiny.requests-per-second=1000",
      "vidlens.plans.tiny.watchlists=1",
      "vidlens.plans.tiny.channels-per-watchlist=1",
      "vidlens.plans.slow.monthly-units=1000",
      "vidlens.plans.slow.requests-per-second=1",
      "vidlens.plans.default.requests-per-second=1000",
      "logging.structured.format.console=",
      // Never the internet: live mode would reach a closed local port (replay tests override).
      "vidlens.upstream.web-base-url=http://127.0.0.1:9",
      "vidlens.upstream.api-base-url=http://127.0.0.1:9",
      // Unpaced: a closed port refuses at once, and pacing is tested where it is the subject.
      "vidlens.upstream.budget.per-hour=0",
      // Retried, but without the 1.5 s of backoff each refused read would wait: retry timing is
      // tested where it is the subject (ResilientTransportTest).
      "vidlens.upstream.retry.initial-backoff=1ms",
      "vidlens.thumbnails.image-host=http://127.0.0.1:9",
      // The WEB client version is read only by tests of that reading.
      "vidlens.upstream.client-version-refresh=0",
    })
@Tag("server")
@Import({SimulatedOutcomes.class, SimulatedCachedAnswers.class})
public abstract class ServerTest {

  public static final String BOOTSTRAP_KEY = "test-bootstrap-key-0123456789";

  /**
   * The operator's credential for the actuator beyond health ({@code vidlens.operations.token}).
   */
  public static final String OPERATIONS_TOKEN = "test-operations-token-0123456789";

  @LocalServerPort protected int port;

  /** Runs once per application context: each context gets its own database and caches. */
  @DynamicPropertySource
  static void storage(DynamicPropertyRegistry registry) {
    Path dataDir = tempDir();
    registry.add("vidlens.data-dir", dataDir::toString);
    registry.add("vidlens.bootstrap-api-key", () -> BOOTSTRAP_KEY);
    registry.add("vidlens.operations.token", () -> OPERATIONS_TOKEN);
  }

  protected ApiClient api() {
    return new ApiClient(port, BOOTSTRAP_KEY);
  }

  /** A client with the operator's credential for the actuator (Prometheus metrics). */
  protected ApiClient operator() {
    return new ApiClient(port, OPERATIONS_TOKEN);
  }

  protected ApiClient anonymous() {
    return new ApiClient(port, null);
  }

  private static Path tempDir() {
    try {
      return Files.createTempDirectory("vidlens-test-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
