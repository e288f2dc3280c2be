package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.analysis.api.JobDetail;
import io.vidlens.analysis.api.JobView;
import io.vidlens.testing.DatabaseBackend;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The published reading of an account's jobs (what the dashboard shows) on every database: an
 * account's own jobs only, newest first, with their times and result.
 */
@Tag("server")
abstract class AnalysisJobsContractTest {

  private DatabaseBackend backend;

  protected abstract DatabaseBackend database();

  @AfterEach
  void stop() {
    if (backend != null) {
      backend.close();
    }
  }

  @Test
  void readsOnlyTheAccountsOwnJobs() {
    backend = database();
    // No workers: the rows below are the reader's fixtures, not jobs to run.
    ConfigurableApplicationContext app = backend.start(Map.of("vidlens.analysis.workers", 0));
    AnalysisJobs jobs = app.getBean(AnalysisJobs.class);
    ApiKeyService keys = app.getBean(ApiKeyService.class);
    String alice = keys.create("jobs-alice", "k", null).account().id();
    String bob = keys.create("jobs-bob", "k", null).account().id();

    assertThat(jobs.forAccount(alice, 10)).isEmpty();
    assertThat(jobs.find(alice, "job-1")).isEmpty();

    JdbcTemplate jdbc = app.getBean(JdbcTemplate.class);
    long t = Instant.parse("2026-01-02T03:04:05Z").toEpochMilli();
    String insert =
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, progress, created_at, updated_at, result)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    jdbc.update(
        insert,
        "job-1",
        alice,
        "UCsXVk37bltHxD1rDPwtNM8Q",
        "completed",
        100,
        t,
        t + 1000,
        "{\"job_id\":\"job-1\"}");
    jdbc.update(
        insert, "job-2", alice, "UCsXVk37bltHxD1rDPwtNM8Q", "processing", 40, t + 5000, null, null);
    jdbc.update(insert, "job-3", bob, "UCsXVk37bltHxD1rDPwtNM8Q", "queued", 0, t, null, null);

    assertThat(jobs.forAccount(alice, 10))
        .extracting(JobView::id)
        .containsExactly("job-2", "job-1");
    JobDetail detail = jobs.find(alice, "job-1").orElseThrow();
    JobView done = detail.job();
    assertThat(done.status()).isEqualTo("completed");
    assertThat(done.progress()).isEqualTo(100);
    assertThat(done.createdAt()).isEqualTo(Instant.ofEpochMilli(t));
    assertThat(done.updatedAt()).isEqualTo(Instant.ofEpochMilli(t + 1000));
    assertThat(done.startedAt()).isNull();
    assertThat(done.finished()).isTrue();
    assertThat(detail.resultJson()).isEqualTo("{\n  \"job_id\" : \"job-1\"\n}");
    assertThat(detail.summary()).isEmpty();
    assertThat(jobs.find(alice, "job-2").orElseThrow().resultJson()).isNull();
    assertThat(jobs.find(alice, "job-3")).as("Bob's job").isEmpty();
    assertThat(jobs.find(bob, "job-1")).as("Alice's job").isEmpty();
    assertThat(jobs.forAccount(bob, 10)).extracting(JobView::id).containsExactly("job-3");
  }
}
