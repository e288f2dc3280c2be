package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.api.AnalysisCompleted;
import io.vidlens.analysis.corpus.ChannelStage;
import io.vidlens.analysis.corpus.CommentStage;
import io.vidlens.analysis.corpus.TranscriptStage;
import io.vidlens.analysis.section.StrategyStage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.modulith.test.Scenario;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.util.FileSystemUtils;

/**
 * The analysis module with the database (storage): marking a job completed publishes {@link
 * AnalysisCompleted} once, with the job's row; a second completion of the same claim marks nothing
 * and publishes nothing. Everything but the job store (workers, stages, web) is left out.
 */
@ApplicationModuleTest(verifyAutomatically = false, extraIncludes = "storage")
class AnalysisCompletedScenarioTest {

  static final String ACCOUNT = "acct-1";
  static final String CHANNEL = "UC" + "0".repeat(21) + "7";
  static final Path dataDir = newDataDirectory();

  private static Path newDataDirectory() {
    try {
      return Files.createTempDirectory("vidlens-analysis-scenario");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @DynamicPropertySource
  static void dataDirectory(DynamicPropertyRegistry registry) {
    registry.add("vidlens.data-dir", () -> dataDir.toString());
  }

  @AfterAll
  static void removeDataDirectory() throws IOException {
    FileSystemUtils.deleteRecursively(dataDir);
  }

  @MockitoBean AccountJobs accountJobs;
  @MockitoBean io.vidlens.embeddings.TextEmbedder embedder;
  @MockitoBean AnalysisCachedAnswers cachedAnswers;
  @MockitoBean AnalysisJobController controller;
  @MockitoBean AnalysisJobService service;
  @MockitoBean AnalysisPipeline pipeline;
  @MockitoBean AnalysisSections sections;
  @MockitoBean ChannelStage channelStage;
  @MockitoBean CommentStage commentStage;
  @MockitoBean JobQueueMetrics metrics;
  @MockitoBean JobWorkers workers;
  @MockitoBean StrategyStage strategyStage;
  @MockitoBean TranscriptStage transcriptStage;
  @Autowired JobStore store;
  @Autowired JdbcTemplate jdbc;

  @Test
  void aJobMarkedCompletedIsAnnouncedOnce(Scenario scenario) {
    jdbc.update(
        "INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, 'default', 0)",
        ACCOUNT,
        ACCOUNT);
    AnalysisJob job = store.create(ACCOUNT, CHANNEL);
    JobStore.Claim claim = store.claimNext("worker-1", Duration.ofMinutes(5), 3).orElseThrow();

    scenario
        .stimulate(() -> store.complete(claim, "{}", "test=0ms"))
        .andWaitForEventOfType(AnalysisCompleted.class)
        .matching(e -> e.jobId().equals(job.id()))
        .toArriveAndVerify(
            (event, completed) -> {
              assertThat(completed).isTrue();
              assertThat(event.accountId()).isEqualTo(ACCOUNT);
              assertThat(event.channelId()).isEqualTo(CHANNEL);
            });

    assertThat(store.complete(claim, "{}", "again")).as("a job completes once").isFalse();
  }
}
