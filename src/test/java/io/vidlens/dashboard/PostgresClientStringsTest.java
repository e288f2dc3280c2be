package io.vidlens.dashboard;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.vidlens.testing.TestDatabases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * {@link ClientStringsContractTest} on PostgreSQL (a fresh schema), where a NUL byte in text is
 * refused by the database itself; skips, saying so, without a server.
 */
@DirtiesContext
class PostgresClientStringsTest extends ClientStringsContractTest {

  private static String url;

  @BeforeAll
  static void requirePostgres() {
    boolean available = TestDatabases.postgresAvailable();
    if (!available) {
      System.err.println("SKIPPED: no PostgreSQL server at " + TestDatabases.URL);
    }
    assumeTrue(available, "no PostgreSQL server at " + TestDatabases.URL);
  }

  @DynamicPropertySource
  static void postgres(DynamicPropertyRegistry registry) {
    registry.add("spring.datasource.url", PostgresClientStringsTest::schema);
    registry.add("spring.datasource.username", () -> TestDatabases.USER);
    registry.add("spring.datasource.password", () -> TestDatabases.PASSWORD);
  }

  private static synchronized String schema() {
    if (url == null) {
      url = TestDatabases.freshPostgresSchema();
    }
    return url;
  }

  @AfterAll
  static void dropSchema() {
    if (url != null) {
      TestDatabases.dropSchema(url);
      url = null;
    }
  }
}
