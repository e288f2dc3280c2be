package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.DatabaseBackend;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The analysis job store on each database (a data slice: only the storage, its migrations and the
 * store, over a fresh SQLite file or PostgreSQL schema; PostgreSQL skips visibly without a server):
 * an account's queue is capped, a worker's claim owns a job until it completes or fails, and a job
 * is seen only by the account that owns it.
 */
class JobStoreTest {

  private static final String CHANNEL = "UC" + "c".repeat(22);

  /** The application's clock, which the storage slice does not start. */
  @Configuration(proxyBeanMethods = false)
  static class SystemClock {
    @Bean
    Clock clock() {
      return Clock.systemUTC();
    }
  }

  private DatabaseBackend backend;

  static Stream<Named<Supplier<DatabaseBackend>>> databases() {
    return Stream.of(
        Named.of("SQLite", DatabaseBackend::sqlite),
        Named.of("PostgreSQL", DatabaseBackend::postgres));
  }

  private JobStore start(Supplier<DatabaseBackend> database) {
    backend = database.get();
    ConfigurableApplicationContext app =
        backend.startStorage(Map.of(), SystemClock.class, JobStore.class);
    // jobs belong to accounts (a foreign key); access owns that table, so it is written here
    for (String account : new String[] {"acc-a", "acc-b"}) {
      app.getBean(JdbcTemplate.class)
          .update(
              "INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, 'default', 0)",
              account,
              account);
    }
    return app.getBean(JobStore.class);
  }

  @AfterEach
  void close() {
    if (backend != null) {
      backend.close();
    }
  }

  @ParameterizedTest
  @MethodSource("databases")
  void anAccountsQueueIsCappedAndItsJobsAreItsOwn(Supplier<DatabaseBackend> database) {
    JobStore jobs = start(database);

    AnalysisJob first = jobs.create("acc-a", CHANNEL, 2).orElseThrow();
    assertThat(jobs.create("acc-a", CHANNEL, 2)).isPresent();
    assertThat(jobs.create("acc-a", CHANNEL, 2)).as("a third queued job over a cap of 2").isEmpty();
    assertThat(jobs.create("acc-b", CHANNEL, 2)).as("another account's queue").isPresent();

    assertThat(first.status()).isEqualTo("queued");
    assertThat(jobs.findOwned("acc-a", first.id())).isPresent();
    assertThat(jobs.findOwned("acc-b", first.id())).isEmpty();
    assertThat(jobs.queuedPerAccount())
        .containsExactlyInAnyOrder(
            new JobStore.AccountQueue("acc-a", 2), new JobStore.AccountQueue("acc-b", 1));
  }

  @ParameterizedTest
  @MethodSource("databases")
  void aClaimOwnsItsJobUntilItCompletesOrFails(Supplier<DatabaseBackend> database) {
    JobStore jobs = start(database);
    AnalysisJob done = jobs.create("acc-a", CHANNEL);
    AnalysisJob failed = jobs.create("acc-a", CHANNEL);

    JobStore.Claim first = jobs.claimNext("worker-1", Duration.ofMinutes(5), 3).orElseThrow();
    JobStore.Claim second = jobs.claimNext("worker-2", Duration.ofMinutes(5), 3).orElseThrow();
    assertThat(jobs.claimNext("worker-3", Duration.ofMinutes(5), 3))
        .as("nothing left to claim")
        .isEmpty();
    assertThat(java.util.Set.of(first.jobId(), second.jobId()))
        .containsExactlyInAnyOrder(done.id(), failed.id());
    JobStore.Claim completing = first.jobId().equals(done.id()) ? first : second;
    JobStore.Claim failing = completing == first ? second : first;

    assertThat(jobs.complete(completing, "{\"ok\":true}", "{}")).isTrue();
    assertThat(jobs.complete(completing, "{\"ok\":false}", "{}")).as("completed once").isFalse();
    assertThat(jobs.fail(failing, "the channel could not be read")).isTrue();

    AnalysisJob completed = jobs.find(done.id()).orElseThrow();
    assertThat(completed.status()).isEqualTo("completed");
    assertThat(completed.progress()).isEqualTo(100);
    assertThat(completed.result()).isEqualTo("{\"ok\":true}");
    AnalysisJob gaveUp = jobs.find(failed.id()).orElseThrow();
    assertThat(gaveUp.status()).isEqualTo("failed");
    assertThat(gaveUp.error()).isEqualTo("the channel could not be read");
  }
}
