package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ExampleCalls;
import io.vidlens.testing.ServerTest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The ledger charges each request once, and an operation's read-only flag says truly whether it
 * changes what a client can see: creating an analysis job does (a job appears), every other
 * operation does not. On the shared server's settings: the concurrent creates are as many as the
 * default per-account queue cap allows, so none meets it (AnalysisQueueCapServerTest covers the
 * cap).
 */
class EachRequestChargedOnceTest extends ServerTest {

  /** The default {@code vidlens.analysis.max-queued-per-account}. */
  private static final int CONCURRENT = 20;

  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;
  @Autowired JdbcClient jdbc;

  @Test
  void concurrentJobCreatesAreChargedExactlyTenUnitsEach() throws Exception {
    IssuedKey key = keys.create("creates-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    List<Answer> answers =
        concurrently(
            i ->
                client.get(
                    Operation.CREATE_ANALYSIS_JOB.pathTemplate()
                        + "?channel_id=UC"
                        + String.format("%022d", i)));
    assertThat(answers).allSatisfy(a -> assertThat(a.status()).isEqualTo(200));
    assertThat(unitsUsed(key)).isEqualTo(CONCURRENT * 10L);
    assertThat(jobsOf(key)).isEqualTo(CONCURRENT);
  }

  @Test
  void concurrentReadOnlyBulkRequestsAreChargedExactlyFiveUnitsEach() throws Exception {
    IssuedKey key = keys.create("bulk-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    List<Answer> answers =
        concurrently(
            i ->
                client.post(
                    Operation.GET_BULK_TRANSCRIPT.pathTemplate(),
                    "{\"videoIds\":[\"not-an-id-" + i + "\"]}"));
    assertThat(answers).allSatisfy(a -> assertThat(a.status()).isEqualTo(200));
    assertThat(unitsUsed(key)).isEqualTo(CONCURRENT * 5L);
  }

  @Test
  void onlyTheDescribedOperationNotFlaggedReadOnlyChangesWhatAClientSees() {
    IssuedKey key = keys.create("flags-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    // The watchlists' flags: OperationDeclarationTest; their changes:
    // WatchlistOperationsServerTest.
    for (Operation op : Operation.values()) {
      if (!op.described()) {
        continue;
      }
      long jobsBefore = jobsOf(key);
      Answer answer = call(client, op);
      assertThat(answer.status()).as(op.id()).isNotEqualTo(400).isNotEqualTo(500);
      long created = jobsOf(key) - jobsBefore;
      assertThat(created > 0)
          .as("%s (read-only: %s) created %d jobs", op.id(), op.readOnly(), created)
          .isEqualTo(!op.readOnly());
    }
  }

  /**
   * A well-formed call of the operation (its example call), through its controller (an operation
   * that reads the platform answers 503 here: the platform is a closed port).
   */
  private static Answer call(ApiClient client, Operation op) {
    return ExampleCalls.recorded(op).ask(client);
  }

  private static List<Answer> concurrently(IntFunction<Answer> call) throws Exception {
    try (ExecutorService pool = Executors.newFixedThreadPool(CONCURRENT)) {
      List<Future<Answer>> futures = new ArrayList<>();
      for (int i = 0; i < CONCURRENT; i++) {
        int n = i;
        futures.add(pool.submit(() -> call.apply(n)));
      }
      List<Answer> answers = new ArrayList<>();
      for (Future<Answer> f : futures) {
        answers.add(f.get());
      }
      return answers;
    }
  }

  private long unitsUsed(IssuedKey key) {
    return ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now()));
  }

  private long jobsOf(IssuedKey key) {
    return jdbc.sql("SELECT COUNT(*) FROM analysis_jobs WHERE account_id = ?")
        .param(key.account().id())
        .query(Long.class)
        .single();
  }
}
