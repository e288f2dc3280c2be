package io.vidlens.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.util.FileSystemUtils;

/**
 * The storage module started alone (Spring Modulith's module test): with no database configured it
 * opens the embedded SQLite file in the data directory and Flyway brings it to the current schema,
 * which every stateful module then builds on. No other module's beans start.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
class StorageModuleTest {

  static final Path dataDir = newDataDirectory();

  private static Path newDataDirectory() {
    try {
      return Files.createTempDirectory("vidlens-storage-module");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @DynamicPropertySource
  static void dataDirectory(DynamicPropertyRegistry registry) {
    registry.add("vidlens.data-dir", () -> dataDir.toString());
  }

  @AfterAll
  static void removeDataDirectory() throws IOException {
    FileSystemUtils.deleteRecursively(dataDir);
  }

  @Autowired DataSource dataSource;
  @Autowired DatabaseKind kind;
  @Autowired ApplicationContext context;

  @Test
  void opensTheEmbeddedDatabaseInTheDataDirectoryMigratedToTheCurrentSchema() {
    JdbcTemplate jdbc = new JdbcTemplate(dataSource);
    List<String> tables =
        jdbc.queryForList("SELECT name FROM sqlite_master WHERE type = 'table'", String.class);

    assertThat(kind.name()).isEqualTo("sqlite");
    assertThat(dataDir.toFile().list()).anyMatch(name -> name.endsWith(".db"));
    assertThat(tables).contains("flyway_schema_history", "api_keys", "analysis_jobs");
    assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM api_keys", Integer.class)).isZero();
    assertThat(context.containsBean("accessGate")).isFalse();
  }
}
