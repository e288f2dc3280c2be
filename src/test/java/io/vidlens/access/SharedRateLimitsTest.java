package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import io.vidlens.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two nodes on one PostgreSQL draw from the same buckets: a key's requests per second and its
 * hourly job limit hold across nodes, not per node.
 */
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

    ApiPrincipal jobs = new ApiPrincipal("key-jobs", "vl_y", "acct", new Plan("p", 1_000, 100_000));
    int created = 0;
    for (int i = 0; i < 120; i++) {
      if ((i % 2 == 0 ? a : b).tryAcquire(jobs, Operation.CREATE_ANALYSIS_JOB).allowed()) {
        created++;
      }
    }
    assertThat(created).as("100 job creations an hour across both nodes").isBetween(100, 101);
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
