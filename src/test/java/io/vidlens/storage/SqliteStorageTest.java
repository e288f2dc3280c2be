package io.vidlens.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;

/** The storage contract on the embedded default: a SQLite file in a fresh data directory. */
class SqliteStorageTest extends StorageContractTest {

  private Path dataDir;

  @BeforeEach
  void freshDataDirectory() throws IOException {
    dataDir = Files.createTempDirectory("vidlens-sqlite-");
  }

  @Override
  protected Map<String, Object> databaseProperties() {
    return Map.of("vidlens.data-dir", dataDir.toString());
  }

  @Override
  protected String expectedDatabase() {
    return "sqlite";
  }
}
