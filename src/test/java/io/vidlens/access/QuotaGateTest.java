package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import io.vidlens.testing.SimulatedOutcomes;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The gate's charging as a client sees it: exact under concurrency, refunded when not chargeable.
 */
class QuotaGateTest extends ServerTest {

  private static final String DETAILS = "/api/external/videos/details?videoId=dQw4w9WgXcQ";

  /**
   * An operation answered 501 by the test stand-in (every feature may have landed; this server is
   * live).
   */
  private static final String NOT_LANDED = "/api/external/videos/rpm?videoId=dQw4w9WgXcQ";

  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;
  @Autowired JdbcClient jdbc;

  @Test
  void fiftyConcurrentChargedRequestsOnATwentyUnitPlanChargeExactlyTwenty() throws Exception {
    IssuedKey key = keys.create("tiny-" + System.nanoTime(), "k", "tiny");
    ApiClient client = api().withKey(key.secret());
    List<Answer> answers = concurrently(50, () -> simulate(client, DETAILS, "404"));

    List<Answer> served = answers.stream().filter(a -> a.status() == 404).toList();
    List<Answer> refused = answers.stream().filter(a -> a.status() == 429).toList();
    assertThat(served).hasSize(20);
    assertThat(refused).hasSize(30);
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isEqualTo(20);

    Answer tooMany = refused.getFirst();
    assertThat(tooMany.error().get("message").asString()).isEqualTo("Rate limit exceeded");
    long retryAfter = tooMany.error().get("retryAfter").asLong();
    long untilReset = UsagePeriod.containing(Instant.now()).secondsUntilReset(Instant.now());
    assertThat(retryAfter).isBetween(untilReset - 60, untilReset + 1);
    assertThat(tooMany.header("Retry-After")).contains(Long.toString(retryAfter));
    assertThat(tooMany.longHeader("X-Quota-Remaining")).isZero();
    assertThat(tooMany.longHeader("X-Quota-Limit")).isEqualTo(20);
  }

  @Test
  void unchargeableAnswersAreRefundedEvenUnderConcurrency() throws Exception {
    IssuedKey key = keys.create("refunds-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    List<Answer> answers = new ArrayList<>();
    answers.addAll(concurrently(20, () -> simulate(client, NOT_LANDED, "501")));
    answers.addAll(concurrently(15, () -> simulate(client, DETAILS, "503")));
    answers.addAll(concurrently(15, () -> client.get("/api/external/videos/details?videoId=bad")));
    assertThat(answers).extracting(Answer::status).containsOnly(501, 503, 400);
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isZero();

    Answer charged =
        simulate(client, "/api/external/analytics/channel-analytics/geography-revenue", "404");
    assertThat(charged.longHeader("X-Quota-Remaining"))
        .isEqualTo(charged.longHeader("X-Quota-Limit") - 20);
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isEqualTo(20);
  }

  @Test
  void aReadPreparedWhileItsChargeWasRefusedIsThrownAwayForA429() {
    IssuedKey key = keys.create("spent-elsewhere-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    assertThat(simulate(client, DETAILS, "404").status()).isEqualTo(404);
    // Another node spends the rest of the month's units; this node still believes there is room.
    long limit = chargedUpToLimitMinus(key, 0);

    Answer refused = simulate(client, DETAILS, "404");
    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.error().get("message").asString()).isEqualTo("Rate limit exceeded");
    assertThat(refused.text()).doesNotContain("Simulated");
    assertThat(refused.longHeader("X-Quota-Remaining")).isZero();
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isEqualTo(limit);
  }

  @Test
  void readsPreparedBeforeTheirChargeLandsAreStillChargedExactlyAtTheLimit() throws Exception {
    IssuedKey key = keys.create("race-to-limit-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    assertThat(simulate(client, DETAILS, "404").status()).isEqualTo(404);
    long limit = chargedUpToLimitMinus(key, 1_100);

    List<Answer> answers = concurrently(1_300, () -> simulate(client, DETAILS, "404"));
    assertThat(answers.stream().filter(a -> a.status() == 404)).hasSize(1_100);
    assertThat(answers.stream().filter(a -> a.status() == 429)).hasSize(200);
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isEqualTo(limit);
  }

  /**
   * Sets the account's units used to its plan's limit minus {@code left}, behind the gate's back.
   */
  private long chargedUpToLimitMinus(IssuedKey key, long left) {
    long limit =
        api()
            .withKey(key.secret())
            .get("/api/external/videos/details?videoId=bad")
            .longHeader("X-Quota-Limit");
    jdbc.sql("UPDATE quota_usage SET units_used = ? WHERE account_id = ? AND period = ?")
        .params(limit - left, key.account().id(), UsagePeriod.containing(Instant.now()).key())
        .update();
    return limit;
  }

  @Test
  void aHeadRequestIsTheGetOperationGatedAndChargedAlike() throws Exception {
    // The framework runs the GET handler for a HEAD: without the gate it would run keyless and
    // free.
    HttpClient http = HttpClient.newHttpClient();
    String unknownJob =
        "/api/external/channels/analysis/job/status?job_id=00000000-0000-0000-0000-000000000000";
    for (String path : List.of(DETAILS, unknownJob)) {
      HttpResponse<Void> keyless =
          http.send(
              HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                  .method("HEAD", HttpRequest.BodyPublishers.noBody())
                  .build(),
              HttpResponse.BodyHandlers.discarding());
      assertThat(keyless.statusCode()).as("HEAD %s without a key", path).isEqualTo(401);
    }
    IssuedKey key = keys.create("head-" + System.nanoTime(), "k", null);
    HttpResponse<Void> head =
        http.send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + unknownJob))
                .method("HEAD", HttpRequest.BodyPublishers.noBody())
                .header("Authorization", "Bearer " + key.secret())
                .build(),
            HttpResponse.BodyHandlers.discarding());
    assertThat(head.statusCode()).isEqualTo(404);
    long limit = head.headers().firstValueAsLong("X-Quota-Limit").orElseThrow();
    assertThat(head.headers().firstValueAsLong("X-Quota-Remaining")).hasValue(limit - 1);
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isEqualTo(1);
  }

  @Test
  void aPlanWithRoomForLessThanTheOperationCostRefusesIt() {
    IssuedKey key = keys.create("almost-" + System.nanoTime(), "k", "tiny");
    ApiClient client = api().withKey(key.secret());
    for (int i = 0; i < 2; i++) {
      assertThat(simulate(client, "/api/external/analytics/channel-analytics", "404").status())
          .isEqualTo(404);
    }
    // 20 of 20 units used: a 1-unit operation is refused, the ledger unchanged.
    assertThat(simulate(client, DETAILS, "404").status()).isEqualTo(429);
    assertThat(ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now())))
        .isEqualTo(20);
  }

  @Test
  void cachedAnalysisAnswersDoNotCountAgainstTheHourlyJobLimit() {
    IssuedKey key = keys.create("jobs-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    String create =
        "/api/external/channels/analysis/job/create?channel_id=UCsXVk37bltHxD1rDPwtNM8Q";
    for (int i = 0; i < 150; i++) {
      assertThat(simulateCached(client, create).status()).isEqualTo(404);
    }
    for (int i = 0; i < 100; i++) {
      assertThat(simulate(client, create, "404").status()).isEqualTo(404);
    }
    Answer limited = simulate(client, create, "404");
    assertThat(limited.status()).isEqualTo(429);
    assertThat(limited.error().get("details").asString()).contains("per hour");
    assertThat(limited.error().get("retryAfter").asLong()).isBetween(1L, 3600L);
  }

  @Test
  void aSlowPlanIsLimitedPerSecondWithRetryAfter() throws Exception {
    IssuedKey key = keys.create("slow-" + System.nanoTime(), "k", "slow");
    ApiClient client = api().withKey(key.secret());
    List<Answer> answers = concurrently(5, () -> client.get(DETAILS));
    List<Answer> limited = answers.stream().filter(a -> a.status() == 429).toList();
    assertThat(limited).isNotEmpty();
    assertThat(limited.getFirst().error().get("retryAfter").asLong()).isEqualTo(1);
    assertThat(limited.getFirst().header("Retry-After")).contains("1");
    assertThat(limited.getFirst().error().get("details").asString())
        .contains("1 requests per second");
  }

  private static Answer simulate(ApiClient client, String pathAndQuery, String outcome) {
    return withHeader(client, pathAndQuery, SimulatedOutcomes.OUTCOME, outcome);
  }

  private static Answer simulateCached(ApiClient client, String pathAndQuery) {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(client.baseUrl() + pathAndQuery))
            .header("Authorization", "Bearer " + keyOf(client))
            .header(SimulatedOutcomes.OUTCOME, "404")
            .header(SimulatedCachedAnswers.CACHED, "true")
            .build();
    return client.exchange("GET", pathAndQuery, request);
  }

  private static Answer withHeader(
      ApiClient client, String pathAndQuery, String header, String value) {
    boolean post =
        pathAndQuery.contains("channel-analytics") && !pathAndQuery.contains("short-vs-long");
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(client.baseUrl() + pathAndQuery))
            .header("Authorization", "Bearer " + keyOf(client))
            .header(header, value);
    if (post) {
      request
          .header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString("{}"));
    }
    return client.exchange(post ? "POST" : "GET", pathAndQuery, request.build());
  }

  private static String keyOf(ApiClient client) {
    return client.apiKey();
  }

  private static List<Answer> concurrently(int n, Callable<Answer> call) throws Exception {
    // At most 64 at a time: enough to race, not so many that connections are refused.
    try (ExecutorService pool = Executors.newFixedThreadPool(Math.min(n, 64))) {
      List<Future<Answer>> futures = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        futures.add(pool.submit(call));
      }
      List<Answer> answers = new ArrayList<>();
      for (Future<Answer> f : futures) {
        answers.add(f.get());
      }
      return answers;
    }
  }
}
