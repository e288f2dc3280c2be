package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import io.vidlens.access.ApiKeyService;
import io.vidlens.analysis.corpus.CommentStage;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import io.vidlens.testing.TestDatabases;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Jobs outlive their node: a node stopped in the middle of a job gives it back and the next node
 * finishes it; two nodes on one PostgreSQL schema run one job once. Replay mode, no web server.
 */
@ExtendWith(RequiresRecordings.class)
@Tag("server")
class AnalysisJobsDurabilityTest {

  private final List<ConfigurableApplicationContext> contexts = new ArrayList<>();
  private String schemaUrl;

  /** Holds the job in its comments stage until the node stops (the worker is interrupted). */
  @Configuration
  static class PauseInComments {
    static final CountDownLatch reached = new CountDownLatch(1);

    @Bean
    JobObserver pause() {
      return (jobId, stage, percent) -> {
        if (CommentStage.NAME.equals(stage)) {
          reached.countDown();
          try {
            Thread.sleep(Duration.ofMinutes(5));
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("node stopping");
          }
        }
      };
    }
  }

  @AfterEach
  void close() {
    contexts.forEach(ConfigurableApplicationContext::close);
    if (schemaUrl != null) {
      TestDatabases.dropSchema(schemaUrl);
    }
  }

  private ConfigurableApplicationContext start(Map<String, Object> database, Class<?>... extra) {
    Map<String, Object> all = new HashMap<>(database);
    all.put("logging.structured.format.console", "");
    all.put("vidlens.upstream.replay", Recordings.root().toString());
    all.put("vidlens.analysis.poll-interval", "50ms");
    all.put("vidlens.analysis.stage-backoff", "50ms");
    String[] args =
        all.entrySet().stream()
            .map(e -> "--" + e.getKey() + "=" + e.getValue())
            .toArray(String[]::new);
    List<Class<?>> sources = new ArrayList<>(List.of(VidlensApplication.class));
    sources.addAll(List.of(extra));
    ConfigurableApplicationContext context =
        new SpringApplicationBuilder(sources.toArray(Class<?>[]::new))
            .web(WebApplicationType.NONE)
            .run(args);
    contexts.add(context);
    return context;
  }

  private static AnalysisJob waitUntilFinished(ConfigurableApplicationContext context, String jobId)
      throws InterruptedException {
    JobStore store = context.getBean(JobStore.class);
    Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
    while (Instant.now().isBefore(deadline)) {
      AnalysisJob job = store.find(jobId).orElseThrow();
      if (!job.running()) {
        return job;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("job " + jobId + " did not finish");
  }

  private static String account(ConfigurableApplicationContext context) {
    return context
        .getBean(ApiKeyService.class)
        .create("durable-" + System.nanoTime(), "k", null)
        .account()
        .id();
  }

  @Test
  void aJobInterruptedByAStoppingNodeIsFinishedByTheNextOne() throws Exception {
    Map<String, Object> database =
        Map.of("vidlens.data-dir", Files.createTempDirectory("vidlens-jobs-").toString());
    ConfigurableApplicationContext first = start(database, PauseInComments.class);
    String jobId =
        first
            .getBean(AnalysisJobService.class)
            .create(account(first), AnalysisJobReplayTest.KURZGESAGT)
            .job()
            .id();
    assertThat(PauseInComments.reached.await(60, TimeUnit.SECONDS))
        .as("the job reached its comments stage")
        .isTrue();
    AnalysisJob midway = first.getBean(JobStore.class).find(jobId).orElseThrow();
    assertThat(midway.status()).isEqualTo("processing");
    assertThat(midway.progress()).isBetween(35, 75);
    first.close();

    ConfigurableApplicationContext second = start(database);
    AnalysisJob done = waitUntilFinished(second, jobId);
    assertThat(done.status()).isEqualTo("completed");
    assertThat(done.progress()).isEqualTo(100);
    assertThat(done.attempts()).as("a given-back job does not use up an attempt").isEqualTo(1);
    assertThat(done.result()).contains("\"strategic_insights\"");
    assertThat(second.getBean(JobWorkers.class).executions()).isEqualTo(1);
  }

  @Test
  void twoNodesOnOnePostgresqlSchemaRunOneJobOnce() throws Exception {
    schemaUrl = TestDatabases.freshPostgresSchema();
    Map<String, Object> database =
        Map.of(
            "spring.datasource.url",
            schemaUrl,
            "spring.datasource.username",
            TestDatabases.USER,
            "spring.datasource.password",
            TestDatabases.PASSWORD,
            "vidlens.analysis.workers",
            3);
    ConfigurableApplicationContext a = start(database);
    ConfigurableApplicationContext b = start(database);
    String jobId =
        a.getBean(AnalysisJobService.class)
            .create(account(a), AnalysisJobReplayTest.CREATIVE_COMMONS)
            .job()
            .id();
    AnalysisJob done = waitUntilFinished(b, jobId);
    assertThat(done.status()).isEqualTo("completed");
    assertThat(done.attempts()).isEqualTo(1);
    assertThat(a.getBean(JobWorkers.class).executions() + b.getBean(JobWorkers.class).executions())
        .isEqualTo(1);
  }
}
