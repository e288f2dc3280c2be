package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.analysis.corpus.AnalysisProperties;
import io.vidlens.catalog.Channels;
import io.vidlens.json.JsonMappers;
import io.vidlens.platform.TestClock;
import io.vidlens.testing.DatabaseBackend;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/**
 * A job is its account's: another account never finds it, and a create that is answered from
 * another account's analysis gets a completed job of its own, made when it asked (nothing of the
 * other job shows), which is fresh exactly as long as the analysis it repeats (a copy never extends
 * {@code vidlens.analysis.cache-ttl}).
 */
@ExtendWith(RequiresRecordings.class)
@Tag("server")
class AnalysisJobOwnershipTest {

  private static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";
  private final DatabaseBackend database = DatabaseBackend.sqlite();

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  void aCopyBelongsToItsAccountAndExpiresWithTheAnalysisItRepeats() {
    ConfigurableApplicationContext node =
        database.start(
            Map.of(
                "vidlens.analysis.workers", "0",
                "vidlens.analysis.cache-ttl", "1h",
                // a create checks the channel page: from the recordings, never the internet
                "vidlens.upstream.replay", Recordings.root().toString(),
                "vidlens.upstream.web-base-url", "http://127.0.0.1:9",
                "vidlens.upstream.api-base-url", "http://127.0.0.1:9",
                "vidlens.thumbnails.image-host", "http://127.0.0.1:9"));
    ApiKeyService keys = node.getBean(ApiKeyService.class);
    String a = keys.create("owner-a-" + System.nanoTime(), "k", null).account().id();
    String b = keys.create("owner-b-" + System.nanoTime(), "k", null).account().id();
    // The node's storage and settings, on a clock the test moves.
    TestClock clock = new TestClock();
    JobStore store = new JobStore(node.getBean(JdbcTemplate.class), clock);
    AnalysisJobService jobs =
        new AnalysisJobService(
            store,
            node.getBean(JobWorkers.class),
            node.getBean(AnalysisProperties.class),
            clock,
            node.getBean(Channels.class));

    // A's analysis completes.
    AnalysisJob original = jobs.create(a, CHANNEL).job();
    JobStore.Claim claim = store.claimNext("test-worker", Duration.ofMinutes(1), 3).orElseThrow();
    assertThat(claim.jobId()).isEqualTo(original.id());
    String result =
        "{\"job_id\":\""
            + original.id()
            + "\",\"channel_id\":\""
            + CHANNEL
            + "\",\"completed_at\":\"2026-06-01T12:00:00Z\",\"channel_data\":{\"channel_info\":{\"title\":\"K\"}}}";
    assertThat(store.complete(claim, result, "t")).isTrue();
    original = store.find(original.id()).orElseThrow();

    // 59 minutes later B asks: a completed job of B's own, the same analysis, made when B asked.
    clock.advance(Duration.ofMinutes(59));
    long asked = clock.millis();
    AnalysisJobService.Created copied = jobs.create(b, CHANNEL);
    assertThat(copied.cached()).isTrue();
    AnalysisJob copy = copied.job();
    assertThat(copy.id()).isNotEqualTo(original.id());
    assertThat(copy.accountId()).isEqualTo(b);
    assertThat(copy.status()).isEqualTo(AnalysisJob.COMPLETED);
    assertThat(copy.createdAt()).isGreaterThanOrEqualTo(asked);
    assertThat(copy.completedAt()).isGreaterThanOrEqualTo(asked);
    JsonNode copyResult = JsonMappers.SNAKE_CASE.readTree(copy.result());
    assertThat(copyResult.get("job_id").asString()).isEqualTo(copy.id());
    assertThat(Instant.parse(copyResult.get("completed_at").asString()))
        .isEqualTo(Instant.ofEpochMilli(copy.completedAt()));
    // B's history is judged by B's asking: it starts when B asked, not when A did.
    assertThat(node.getBean(AnalysisJobs.class).firstAsked(b, CHANNEL))
        .hasValue(Instant.ofEpochMilli(copy.createdAt()));
    assertThat(copyResult.get("channel_data"))
        .isEqualTo(JsonMappers.SNAKE_CASE.readTree(result).get("channel_data"));
    assertThat(copy.result()).doesNotContain(original.id());

    // Each account finds its own job only.
    assertThat(jobs.find(b, copy.id())).isPresent();
    assertThat(jobs.find(b, original.id())).isEmpty();
    assertThat(jobs.find(a, copy.id())).isEmpty();
    assertThat(jobs.find(a, original.id())).isPresent();
    assertThat(jobs.create(b, CHANNEL).job().id()).as("B's own copy first").isEqualTo(copy.id());
    assertThat(jobs.create(a, CHANNEL).job().id()).as("A's own job first").isEqualTo(original.id());

    // Past the analysis's cache TTL neither the original nor the copy answers: both accounts queue
    // anew.
    clock.advance(Duration.ofMinutes(2));
    AnalysisJobService.Created forB = jobs.create(b, CHANNEL);
    assertThat(forB.cached()).isFalse();
    assertThat(forB.job().status()).isEqualTo(AnalysisJob.QUEUED);
    AnalysisJobService.Created forA = jobs.create(a, CHANNEL);
    assertThat(forA.cached()).isFalse();
    assertThat(forA.job().id()).isNotEqualTo(forB.job().id());
  }
}
