package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.bucket4j.TimeMeter;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.FakeTimeMeter;
import io.vidlens.testing.ServerTest;
import io.vidlens.testing.SimulatedOutcomes;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.bean.override.convention.TestBean;

/**
 * The hourly limit as a client sees it, on a wall clock the test moves: N requests pass in a clock
 * hour, the N+1st is a 429 whose {@code retryAfter} and {@code Retry-After} are the seconds until
 * the next hour, when requests pass again.
 */
class HourlyLimitTest extends ServerTest {

  private static final String CREATE =
      "/api/external/channels/analysis/job/create?channel_id=UCsXVk37bltHxD1rDPwtNM8Q";

  @TestBean TimeMeter rateLimitTimeMeter;

  static TimeMeter rateLimitTimeMeter() {
    return FakeTimeMeter.wallClock(Instant.parse("2026-11-14T10:20:00Z"));
  }

  @Autowired ApiKeyService keys;

  @Test
  void theHundredAndFirstCreateOfTheHourWaitsForTheNextHour() {
    FakeTimeMeter time = (FakeTimeMeter) rateLimitTimeMeter;
    ApiClient client =
        api().withKey(keys.create("hourly-" + System.nanoTime(), "k", null).secret());

    int passed = 0;
    Answer refused = null;
    for (int i = 0; i < 101; i++) {
      Answer a = simulated(client, "404");
      if (a.status() == 404) {
        passed++;
      } else {
        refused = a;
      }
    }
    assertThat(passed).isEqualTo(100);
    assertThat(refused.status()).isEqualTo(429);
    long wait = Duration.between(time.now(), Instant.parse("2026-11-14T11:00:00Z")).toSeconds();
    assertThat(refused.error().get("retryAfter").asLong()).isEqualTo(wait);
    assertThat(refused.header("Retry-After")).contains(Long.toString(wait));
    assertThat(refused.error().get("details").asString())
        .contains("100 requests per hour")
        .contains("2026-11-14T11:00:00Z");

    // Nothing trickles back within the hour: no more than 100 pass in it.
    time.advance(Duration.ofMinutes(39).plusSeconds(59));
    Answer lastSecond = simulated(client, "404");
    assertThat(lastSecond.status()).isEqualTo(429);
    assertThat(lastSecond.error().get("retryAfter").asLong()).isEqualTo(1);

    // retryAfter was the real wait: at 11:00 the next request passes.
    time.advance(Duration.ofSeconds(1));
    assertThat(simulated(client, "404").status()).isEqualTo(404);
  }

  private static Answer simulated(ApiClient client, String outcome) {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(client.baseUrl() + CREATE))
            .header("Authorization", "Bearer " + client.apiKey())
            .header(SimulatedOutcomes.OUTCOME, outcome)
            .build();
    return client.exchange("GET", CREATE, request);
  }
}
