package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.vidlens.analysis.corpus.ChannelStage;
import io.vidlens.analysis.corpus.CommentStage;
import io.vidlens.analysis.corpus.TranscriptStage;
import io.vidlens.analysis.section.StrategyStage;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.catalog.FanOut;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.util.FileSystemUtils;

/**
 * The analysis module with the database (storage), its jobs created through the service with the
 * catalog's channel reads mocked; the workers and stages are left out, so a job stays queued. What
 * a client notices: a channel that does not exist is refused before any job is made, a create while
 * the account's job for the channel is queued answers that job, a channel the platform cannot check
 * now is queued anyway, and a create past the account's cap of unfinished jobs is refused.
 */
// The job settings (AnalysisProperties) live in the nested corpus module, below the jobs
@ApplicationModuleTest(
    verifyAutomatically = false,
    extraIncludes = {"storage", "analysis.corpus"})
@TestPropertySource(properties = "vidlens.analysis.max-queued-per-account=2")
class AnalysisModuleTest {

  static final String ACCOUNT = "acct-module";
  static final String FIRST = "UC" + "0".repeat(21) + "1";
  static final String UNCHECKED = "UC" + "0".repeat(21) + "2";
  static final String GONE = "UC" + "0".repeat(21) + "3";
  static final String ONE_TOO_MANY = "UC" + "0".repeat(21) + "4";
  static final Path dataDir = newDataDirectory();

  private static Path newDataDirectory() {
    try {
      return Files.createTempDirectory("vidlens-analysis-module");
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

  /** The catalog's read policy as it is. */
  @TestConfiguration(proxyBeanMethods = false)
  static class Reads {
    @Bean
    ReadPolicy readPolicy() {
      return new ReadPolicy(10);
    }
  }

  // the catalog and the text models, as the module's beans need them to start
  @MockitoBean Channels channels;
  @MockitoBean Videos videos;
  @MockitoBean CountHistory history;
  @MockitoBean EqualAgeViews equalAgeViews;
  @MockitoBean FanOut fanOut;
  @MockitoBean TextEmbedder embedder;
  // the workers and stages: a job stays queued
  @MockitoBean AnalysisPipeline pipeline;
  @MockitoBean AnalysisSections sections;
  @MockitoBean ChannelStage channelStage;
  @MockitoBean CommentStage commentStage;
  @MockitoBean StrategyStage strategyStage;
  @MockitoBean TranscriptStage transcriptStage;
  @MockitoBean JobWorkers workers;
  @Autowired AnalysisJobService service;
  @Autowired JdbcTemplate jdbc;

  @Test
  void createsAJobPerChannelUpToTheAccountsCap() {
    jdbc.update(
        "INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, 'default', 0)",
        ACCOUNT,
        ACCOUNT);
    when(channels.channelPage(new ChannelId(GONE)))
        .thenThrow(PlatformException.channelNotFound(GONE, "This channel does not exist"));
    when(channels.channelPage(new ChannelId(UNCHECKED)))
        .thenThrow(new PlatformException.Unavailable(UpstreamFault.NO_RECORDING, "no answer", 10));

    assertThatThrownBy(() -> service.create(ACCOUNT, GONE))
        .isInstanceOf(PlatformException.NotFound.class);
    verify(workers, never()).wake();

    AnalysisJobService.Created first = service.create(ACCOUNT, FIRST);
    assertThat(first.outcome()).isEqualTo(AnalysisJobService.Outcome.QUEUED);
    assertThat(first.job().status()).isEqualTo(AnalysisJob.QUEUED);
    assertThat(first.cached()).isFalse();
    verify(workers).wake();

    clearInvocations(channels);
    AnalysisJobService.Created again = service.create(ACCOUNT, FIRST);
    assertThat(again.outcome()).isEqualTo(AnalysisJobService.Outcome.ALREADY_RUNNING);
    assertThat(again.job().id()).isEqualTo(first.job().id());
    verify(channels, never()).channelPage(new ChannelId(FIRST));

    assertThat(service.create(ACCOUNT, UNCHECKED).outcome())
        .isEqualTo(AnalysisJobService.Outcome.QUEUED);
    assertThatThrownBy(() -> service.create(ACCOUNT, ONE_TOO_MANY))
        .isInstanceOf(QueueFullException.class);

    assertThat(service.find(ACCOUNT, first.job().id())).contains(first.job());
    assertThat(service.find("another-account", first.job().id())).isEmpty();
  }
}
