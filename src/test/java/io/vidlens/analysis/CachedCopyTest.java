package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.json.JsonMappers;
import io.vidlens.platform.TestClock;
import io.vidlens.testing.DatabaseBackend;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
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
import tools.jackson.databind.JsonNode;

/**
 * A cached answer made for one account from another account's analysis looks like the asker's own
 * job: its own ID, created and completed when it asked, nothing of the other job (its ID, its
 * times); and it stays fresh only as long as the analysis it repeats, however often it is copied.
 * On each database (PostgreSQL skips visibly without a server).
 */
class CachedCopyTest {

  private static final String CHANNEL = "UC" + "k".repeat(22);
  private static final Instant START = Instant.parse("2026-06-01T12:00:00Z");
  private static final long TTL = Duration.ofHours(24).toMillis();

  /** A clock the test moves, shared by the store and the test. */
  @Configuration(proxyBeanMethods = false)
  static class MovingClock {
    @Bean
    Clock clock() {
      return new TestClock(START);
    }
  }

  private DatabaseBackend backend;
  private TestClock clock;

  static Stream<Named<Supplier<DatabaseBackend>>> databases() {
    return Stream.of(
        Named.of("SQLite", DatabaseBackend::sqlite),
        Named.of("PostgreSQL", DatabaseBackend::postgres));
  }

  private JobStore start(Supplier<DatabaseBackend> database) {
    backend = database.get();
    ConfigurableApplicationContext app =
        backend.startStorage(Map.of(), MovingClock.class, JobStore.class);
    clock = (TestClock) app.getBean(Clock.class);
    for (String account : new String[] {"acc-a", "acc-b", "acc-c"}) {
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

  /** A's analysis of the channel, completed now. */
  private AnalysisJob completedFor(JobStore store, String account) {
    AnalysisJob job = store.create(account, CHANNEL);
    JobStore.Claim claim = store.claimNext("w", Duration.ofMinutes(1), 3).orElseThrow();
    String result =
        "{\"job_id\":\"%s\",\"channel_id\":\"%s\",\"completed_at\":\"%s\",\"channel_data\":{\"channel_info\":{\"title\":\"K\"}},\"strategic_insights\":{\"channel_overview\":{\"channel_id\":\"%s\",\"analysis_timestamp\":%s}}}";
    assertThat(
            store.complete(
                claim,
                at -> result.formatted(job.id(), CHANNEL, at, CHANNEL, at.toEpochMilli() / 1000.0),
                "t"))
        .isTrue();
    return store.find(job.id()).orElseThrow();
  }

  @ParameterizedTest
  @MethodSource("databases")
  void aCopyIsTheAskersOwnJobFromItsAskingOn(Supplier<DatabaseBackend> database) {
    JobStore store = start(database);
    AnalysisJob original = completedFor(store, "acc-a");

    clock.advance(Duration.ofHours(5));
    long asked = clock.millis();
    AnalysisJob found = store.freshCompleted(CHANNEL, "acc-b", asked - TTL).orElseThrow();
    AnalysisJob copy = store.copyCompleted(found, "acc-b");

    assertThat(copy.accountId()).isEqualTo("acc-b");
    assertThat(copy.id()).isNotEqualTo(original.id());
    assertThat(copy.createdAt()).as("created when B asked").isGreaterThanOrEqualTo(asked);
    assertThat(copy.completedAt()).as("completed no earlier").isGreaterThanOrEqualTo(asked);
    JsonNode result = JsonMappers.SNAKE_CASE.readTree(copy.result());
    assertThat(result.get("job_id").asString()).isEqualTo(copy.id());
    assertThat(Instant.parse(result.get("completed_at").asString()))
        .isEqualTo(Instant.ofEpochMilli(copy.completedAt()));
    assertThat(
            result.at("/strategic_insights/channel_overview/analysis_timestamp").asDouble() * 1000)
        .as("the analysis timestamp is the copy's")
        .isGreaterThanOrEqualTo(asked);
    assertThat(copy.result())
        .as("nothing of A's job: its ID, its completion time")
        .doesNotContain(original.id())
        .doesNotContain(START.toString())
        .doesNotContain(Double.toString(START.toEpochMilli() / 1000.0));
    assertThat(result.get("channel_data").toString()).contains("\"title\":\"K\"");
  }

  @ParameterizedTest
  @MethodSource("databases")
  void copiesExpireWithTheAnalysisTheyRepeatEvenCopiesOfCopies(Supplier<DatabaseBackend> database) {
    JobStore store = start(database);
    completedFor(store, "acc-a");

    clock.advance(Duration.ofHours(20));
    AnalysisJob forB =
        store.copyCompleted(
            store.freshCompleted(CHANNEL, "acc-b", clock.millis() - TTL).orElseThrow(), "acc-b");
    assertThat(store.freshCompleted(CHANNEL, "acc-b", clock.millis() - TTL))
        .as("B's own copy comes first for B")
        .hasValueSatisfying(j -> assertThat(j.id()).isEqualTo(forB.id()));

    // 24 h 1 min after A's analysis: its data is too old, however recently it was copied.
    clock.advance(Duration.ofHours(4).plusMinutes(1));
    for (String account : new String[] {"acc-a", "acc-b", "acc-c"}) {
      assertThat(store.freshCompleted(CHANNEL, account, clock.millis() - TTL))
          .as(account)
          .isEmpty();
    }
  }
}
