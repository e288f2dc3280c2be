package io.vidlens.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;

/** The scheduling engine on the embedded default: one SQLite file shared by the nodes. */
class SqliteScheduledTasksTest extends ScheduledTasksContractTest {

  private Path dataDir;

  @BeforeEach
  void freshDataDirectory() throws IOException {
    dataDir = Files.createTempDirectory("vidlens-sqlite-");
  }

  @Override
  protected Map<String, Object> databaseProperties() {
    return Map.of("vidlens.data-dir", dataDir.toString());
  }
}
