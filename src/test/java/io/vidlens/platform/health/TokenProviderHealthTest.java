package io.vidlens.platform.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.client.PotProvider;
import io.vidlens.testing.StubServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The platform health component says whether captions can get a proof-of-origin token. */
class TokenProviderHealthTest {

  private final TestClock clock = new TestClock();

  @Test
  void withoutAProviderItSaysSoAndNamesTheProperty() {
    TokenProviderHealth health =
        new TokenProviderHealth(PotProvider.none(TestPlatform.MAPPER), clock);

    assertThat(health.name()).isEqualTo("tokenProvider");
    assertThat(health.details())
        .containsEntry("configured", false)
        .containsEntry("reachable", false);
    assertThat((String) health.details().get("detail")).contains("pot-provider.url");
  }

  @Test
  void aProviderThatAnswersItsPingIsReachableAndAskedAtMostEveryThirtySeconds() {
    try (StubServer provider =
        new StubServer(
            exchange ->
                StubServer.answer(
                    exchange,
                    200,
                    "application/json",
                    "{\"server_uptime\":12.5,\"version\":\"1.2.0\"}"
                        .getBytes(StandardCharsets.UTF_8)))) {
      TokenProviderHealth health =
          new TokenProviderHealth(
              new PotProvider(
                  provider.base().toString(), Duration.ofSeconds(2), TestPlatform.MAPPER, clock),
              clock);

      assertThat(health.details())
          .containsEntry("configured", true)
          .containsEntry("reachable", true)
          .containsEntry("detail", "up, version 1.2.0");
      health.details();
      assertThat(provider.seen()).hasSize(1);

      clock.advance(Duration.ofSeconds(31));
      health.details();
      assertThat(provider.seen()).hasSize(2);
      assertThat(provider.seen().getFirst().pathAndQuery()).isEqualTo("/ping");
    }
  }

  @Test
  void aProviderThatDoesNotAnswerIsConfiguredButUnreachable() {
    StubServer gone = new StubServer(exchange -> {});
    String url = gone.base().toString();
    gone.close();
    TokenProviderHealth health =
        new TokenProviderHealth(
            new PotProvider(url, Duration.ofSeconds(1), TestPlatform.MAPPER, clock), clock);

    assertThat(health.details())
        .containsEntry("configured", true)
        .containsEntry("reachable", false);
  }
}
