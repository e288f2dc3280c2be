package io.vidlens.access.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.BucketStore;
import io.vidlens.access.Operation;
import io.vidlens.access.Plan;
import io.vidlens.testing.FakeTimeMeter;
import io.vidlens.testing.TestDatabases;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two nodes on one PostgreSQL draw from the same buckets: a key's requests per second and its
 * hourly job limit hold across nodes, not per node.
 */
@Tag("server")
class SharedRateLimitsTest {

  private String url;
  private ConfigurableApplicationContext first;
  private ConfigurableApplicationContext second;

  private ConfigurableApplicationContext node() {
    return new SpringApplicationBuilder(VidlensApplication.class)
        .web(WebApplicationType.NONE)
        .run(
            "--spring.datasource.url=" + url,
            "--spring.datasource.username=" + TestDatabases.USER,
            "--spring.datasource.password=" + TestDatabases.PASSWORD,
            "--logging.structured.format.console=");
  }

  @AfterEach
  void stop() {
    for (ConfigurableApplicationContext c : new ConfigurableApplicationContext[] {first, second}) {
      if (c != null) {
        c.close();
      }
    }
    if (url != null) {
      TestDatabases.dropSchema(url);
    }
  }

  @Test
  void twoNodesShareOneBucketPerKey() {
    url = TestDatabases.freshPostgresSchema();
    first = node();
    second = node();
    assertThat(first.getBean(BucketStore.class)).isInstanceOf(DatabaseBucketStore.class);
    RateLimits a = first.getBean(RateLimits.class);
    RateLimits b = second.getBean(RateLimits.class);
    ApiPrincipal caller = new ApiPrincipal("key-shared", "vl_x", "acct", new Plan("p", 1_000, 3));

    int allowed = 0;
    for (int i = 0; i < 6; i++) {
      RateLimits node = i % 2 == 0 ? a : b;
      if (node.tryAcquire(caller, Operation.GET_RPM).allowed()) {
        allowed++;
      }
    }
    assertThat(allowed)
        .as("3 requests per second across both nodes, not 3 on each")
        .isBetween(3, 4);
  }

  /**
   * Two gates on one database and one (moved by hand) wall clock: 100 job creations in the clock
   * hour across both, whichever node a request reaches, and both refuse with the wait until the
   * next hour.
   */
  @Test
  void theHourlyJobLimitIsExactAcrossNodes() {
    url = TestDatabases.freshPostgresSchema();
    first = node(); // migrates the schema
    DataSource database = first.getBean(DataSource.class);
    FakeTimeMeter time = FakeTimeMeter.wallClock(Instant.parse("2026-11-14T10:59:00Z"));
    AccessProperties properties = first.getBean(AccessProperties.class);
    RateLimits a = new RateLimits(properties, new DatabaseBucketStore(database, time), time);
    RateLimits b = new RateLimits(properties, new DatabaseBucketStore(database, time), time);
    ApiPrincipal jobs = new ApiPrincipal("key-jobs", "vl_y", "acct", new Plan("p", 1_000, 100_000));

    int created = 0;
    RateLimits.Decision refused = null;
    for (int i = 0; i < 120; i++) {
      RateLimits.Decision d = (i % 2 == 0 ? a : b).tryAcquire(jobs, Operation.CREATE_ANALYSIS_JOB);
      if (d.allowed()) {
        created++;
      } else {
        refused = d;
      }
    }
    assertThat(created).as("100 job creations in the hour across both nodes").isEqualTo(100);
    assertThat(refused.retryAfterSeconds()).as("until 11:00").isEqualTo(60);

    time.advance(Duration.ofSeconds(59));
    assertThat(b.tryAcquire(jobs, Operation.CREATE_ANALYSIS_JOB).allowed()).isFalse();
    time.advance(Duration.ofSeconds(1));
    int nextHour = 0;
    for (int i = 0; i < 120; i++) {
      if ((i % 2 == 0 ? b : a).tryAcquire(jobs, Operation.CREATE_ANALYSIS_JOB).allowed()) {
        nextHour++;
      }
    }
    assertThat(nextHour).isEqualTo(100);
  }

  @Test
  void theEmbeddedDatabaseKeepsBucketsInMemory() throws Exception {
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("vidlens-buckets-");
    first =
        new SpringApplicationBuilder(VidlensApplication.class)
            .web(WebApplicationType.NONE)
            .run("--vidlens.data-dir=" + dir, "--logging.structured.format.console=");
    assertThat(first.getBean(BucketStore.class)).isInstanceOf(LocalBucketStore.class);
  }
}
