package io.vidlens.storage;

import io.vidlens.testing.TestDatabases;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The storage contract on PostgreSQL (skipped, visibly, when no server is reachable). */
class PostgresStorageTest extends StorageContractTest {

  private String url;

  @BeforeEach
  void freshSchema() {
    url = TestDatabases.freshPostgresSchema();
  }

  @AfterEach
  void dropSchema() {
    stop();
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

  @Override
  protected String expectedDatabase() {
    return "postgresql";
  }
}
