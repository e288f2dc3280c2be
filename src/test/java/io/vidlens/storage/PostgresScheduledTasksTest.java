package io.vidlens.storage;

import io.vidlens.testing.TestDatabases;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The scheduling engine on PostgreSQL: the nodes share one schema (skipped, visibly, when no server
 * is reachable).
 */
class PostgresScheduledTasksTest extends ScheduledTasksContractTest {

  private String url;

  @BeforeEach
  void freshSchema() {
    url = TestDatabases.freshPostgresSchema();
  }

  @AfterEach
  void dropSchema() {
    stopNodes();
    if (url != null) {
      TestDatabases.dropSchema(url);
    }
  }

  @Override
  protected Map<String, Object> databaseProperties() {
    return Map.of(
        "spring.datasource.url", url,
        "spring.datasource.username", TestDatabases.USER,
        "spring.datasource.password", TestDatabases.PASSWORD);
  }
}
