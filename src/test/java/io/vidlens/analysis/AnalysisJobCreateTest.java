package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.json.JsonMappers;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * What a create costs and what {@code cached} says, over the recordings, with no workers (the test
 * finishes jobs itself through the job table): the channel is checked before anything is made or
 * charged, a create while the account's job runs is that job and free, and {@code cached} is true
 * only for answers served from a stored result.
 */
@TestPropertySource(properties = "vidlens.analysis.workers=0")
class AnalysisJobCreateTest extends ReplayServerTest {

  static final String KURZGESAGT = AnalysisJobReplayTest.KURZGESAGT;
  static final String MISSING = AnalysisJobReplayTest.MISSING;
  static final String CREATE = AnalysisJobReplayTest.CREATE;
  static final String STATUS = AnalysisJobReplayTest.STATUS;

  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;
  @Autowired JobStore store;
  @Autowired AnalysisPipeline pipeline;

  private long unitsUsed(IssuedKey key) {
    return ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now()));
  }

  @Test
  void anUnknownChannelIs404AndFreeAndARepeatedCreateIsTheRunningJobAndFree() {
    IssuedKey key = keys.create("create-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());

    Answer missing = client.get(CREATE + MISSING);
    assertThat(missing.status()).isEqualTo(404);
    assertThat(missing.error().get("message").asString()).isEqualTo("Channel not found");
    assertThat(missing.longHeader("X-Quota-Remaining"))
        .isEqualTo(missing.longHeader("X-Quota-Limit"));
    assertThat(unitsUsed(key)).as("the ledger").isZero();
    assertThat(store.running(MISSING, key.account().id())).as("no job was made").isEmpty();

    Answer created = client.get(CREATE + KURZGESAGT);
    assertThat(created.status()).isEqualTo(200);
    JsonNode job = created.json().get(0);
    assertThat(job.get("cached").asBoolean()).isFalse();
    assertThat(unitsUsed(key)).isEqualTo(10);

    for (int i = 0; i < 3; i++) {
      Answer again = client.get(CREATE + KURZGESAGT);
      assertThat(again.status()).isEqualTo(200);
      assertThat(again.json().get(0).get("job_id").asString())
          .isEqualTo(job.get("job_id").asString());
      assertThat(again.json().get(0).get("cached").asBoolean()).isFalse();
      assertThat(again.json().get(0).get("message").asString()).contains("already running");
    }
    assertThat(unitsUsed(key)).as("charged once, when the job was made").isEqualTo(10);
  }

  @Test
  void cachedIsFalseOnAFreshJobsCreateAndFirstResultAndTrueAfterwards() {
    IssuedKey key = keys.create("cached-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    String channel = AnalysisJobReplayTest.CREATIVE_COMMONS;
    Answer created = client.get(CREATE + channel);
    assertThat(created.json().get(0).get("cached").asBoolean()).isFalse();
    String jobId = created.json().get(0).get("job_id").asString();

    // A worker finishes it.
    JobStore.Claim claim = claim(jobId);
    assertThat(client.get(STATUS + jobId).status()).as("processing").isEqualTo(404);
    // The worker's work, here: the pipeline over the recordings.
    AnalysisPipeline.Outcome outcome = pipeline.run(jobId, channel, (stage, percent) -> {});
    assertThat(outcome).isInstanceOf(AnalysisPipeline.Outcome.Completed.class);
    String result =
        JsonMappers.SNAKE_CASE.writeValueAsString(
            ((AnalysisPipeline.Outcome.Completed) outcome).result());
    assertThat(store.complete(claim, result, "t")).isTrue();

    Answer first = client.get(STATUS + jobId);
    assertThat(first.status()).isEqualTo(200);
    assertThat(first.json().get("status").asString()).isEqualTo("completed");
    assertThat(first.json().get("cached").asBoolean()).as("the fresh result").isFalse();
    Answer second = client.get(STATUS + jobId);
    assertThat(second.json().get("cached").asBoolean()).as("served from the store").isTrue();

    Answer createdAgain = client.get(CREATE + channel);
    assertThat(createdAgain.json().get(0).get("cached").asBoolean()).isTrue();
    assertThat(createdAgain.json().get(0).get("job_id").asString()).isEqualTo(jobId);

    // Another account's create finds the stored result: cached from its create on.
    ApiClient other = api().withKey(keys.create("other-" + System.nanoTime(), "k", null).secret());
    Answer copy = other.get(CREATE + channel);
    assertThat(copy.json().get(0).get("cached").asBoolean()).isTrue();
    Answer copyResult = other.get(STATUS + copy.json().get(0).get("job_id").asString());
    assertThat(copyResult.json().get("cached").asBoolean()).isTrue();
  }

  @Test
  void aFailedJobIsNeverCached() {
    IssuedKey key = keys.create("failed-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    String jobId =
        client.get(CREATE + "UC6nSFpj9HTCZ5t-N3Rm3-HA").json().get(0).get("job_id").asString();
    JobStore.Claim claim = claim(jobId);
    store.fail(claim, FailureReasons.UNAVAILABLE);
    for (int i = 0; i < 2; i++) {
      Answer failed = client.get(STATUS + jobId);
      assertThat(failed.json().get("status").asString()).isEqualTo("failed");
      assertThat(failed.json().get("cached").asBoolean()).isFalse();
      assertThat(failed.json().get("error").asString()).isEqualTo(FailureReasons.UNAVAILABLE);
    }
  }

  /** Claims the job as a worker would; other tests' queued jobs are given back. */
  private JobStore.Claim claim(String jobId) {
    List<JobStore.Claim> others = new ArrayList<>();
    try {
      for (int i = 0; i < 20; i++) {
        JobStore.Claim c = store.claimNext("test", Duration.ofMinutes(1), 3).orElseThrow();
        if (c.jobId().equals(jobId)) {
          return c;
        }
        others.add(c);
      }
      throw new AssertionError("job " + jobId + " was not claimed");
    } finally {
      others.forEach(store::release);
    }
  }
}
