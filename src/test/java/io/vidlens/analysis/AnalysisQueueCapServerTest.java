package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.TestPropertySource;

/**
 * The per-account cap as a client sees it: a create beyond the account's unfinished jobs answers
 * 429 in the envelope with Retry-After, costs no units and no hourly token; the queue per account
 * shows at /actuator/prometheus (without account IDs). No workers run here, so created jobs stay
 * queued.
 */
@TestPropertySource(
    properties = {
      "vidlens.analysis.workers=0",
      "vidlens.analysis.max-queued-per-account=2",
      "vidlens.analysis.queue-full-retry-after=30s",
      "vidlens.analysis.queue-metrics-interval=100ms",
      "vidlens.hourly-limits.createChannelAnalysisJob=4"
    })
class AnalysisQueueCapServerTest extends ServerTest {

  private static final String CREATE = "/api/external/channels/analysis/job/create?channel_id=";

  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;
  @Autowired JdbcTemplate jdbc;

  private static String channel(int n) {
    return String.format("UC%022d", n);
  }

  private long unitsUsed(IssuedKey key) {
    return ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now()));
  }

  @Test
  void aCreateBeyondTheCapIsRefusedUnchargedAndDoesNotUseTheHourlyLimit() {
    IssuedKey key = keys.create("capped-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    assertThat(client.get(CREATE + channel(1)).status()).isEqualTo(200);
    assertThat(client.get(CREATE + channel(2)).status()).isEqualTo(200);
    assertThat(unitsUsed(key)).isEqualTo(20);

    for (int i = 0; i < 3; i++) {
      Answer refused = client.get(CREATE + channel(3 + i));
      assertThat(refused.status()).isEqualTo(429);
      assertThat(refused.error().get("code").asInt()).isEqualTo(429);
      assertThat(refused.error().get("message").asString()).isEqualTo("Rate limit exceeded");
      assertThat(refused.error().get("details").asString())
          .contains("2 analysis jobs queued or processing");
      assertThat(refused.error().get("retryAfter").asLong()).isEqualTo(30);
      assertThat(refused.header("Retry-After")).contains("30");
      assertThat(refused.longHeader("X-Quota-Remaining"))
          .isEqualTo(refused.longHeader("X-Quota-Limit") - 20);
    }
    assertThat(unitsUsed(key)).as("refused creates are not charged").isEqualTo(20);

    // One job finishes: the account may queue again. The hourly limit is 4 and 2 creates counted;
    // had the 3 refusals counted too, this create would be refused by the hourly limit.
    jdbc.update(
        "UPDATE analysis_jobs SET status = 'failed', error = 'test' WHERE account_id = ? AND channel_id = ?",
        key.account().id(),
        channel(1));
    Answer accepted = client.get(CREATE + channel(6));
    assertThat(accepted.status()).isEqualTo(200);
    assertThat(accepted.json().get(0).get("cached").asBoolean()).isFalse();
    assertThat(unitsUsed(key)).isEqualTo(30);
  }

  @Test
  void theQueueIsExposedToPrometheusWithoutAccountIds() throws InterruptedException {
    IssuedKey key = keys.create("metered-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    assertThat(client.get(CREATE + channel(11)).status()).isEqualTo(200);
    assertThat(client.get(CREATE + channel(12)).status()).isEqualTo(200);

    // By default the node's whole queue, in one series without labels: no account IDs.
    java.util.regex.Pattern series =
        java.util.regex.Pattern.compile("(?m)^vidlens_analysis_queue_jobs ([0-9.]+)$");
    Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
    String text = "";
    while (Instant.now().isBefore(deadline)) {
      text = operator().get("/actuator/prometheus").text();
      var m = series.matcher(text);
      if (m.find() && Double.parseDouble(m.group(1)) >= 2) {
        break;
      }
      Thread.sleep(100);
    }
    assertThat(text).containsPattern(series);
    assertThat(text).doesNotContain(key.account().id()).doesNotContain("account=\"");
  }
}
