package io.vidlens.storage;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.sqlite.SQLiteConfig;

/**
 * One DataSource for the whole service: PostgreSQL when {@code spring.datasource.url} is a
 * PostgreSQL URL (scale-out), otherwise an embedded SQLite file in the data directory. The URL and
 * credentials are Spring Boot's own {@code spring.datasource.*} (unset: SQLite), the pool sizes
 * {@link StoragePools}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({DataSourceProperties.class, StoragePools.class})
class StorageConfiguration {

  @Bean(destroyMethod = "close")
  DataSource dataSource(
      DataSourceProperties datasource,
      StoragePools pools,
      @Value("${vidlens.data-dir:./data}") Path dataDir) {
    String url = datasource.getUrl();
    HikariConfig config = new HikariConfig();
    config.setPoolName("vidlens");
    if (isSqlite(url)) {
      configureSqlite(config, url, dataDir, pools.sqlitePoolSize());
    } else {
      config.setJdbcUrl(url);
      if (hasText(datasource.getUsername())) {
        config.setUsername(datasource.getUsername());
      }
      if (hasText(datasource.getPassword())) {
        config.setPassword(datasource.getPassword());
      }
      config.setMaximumPoolSize(pools.poolSize());
    }
    return new HikariDataSource(config);
  }

  private static boolean hasText(String value) {
    return value != null && !value.isBlank();
  }

  /** Whether {@code url} (spring.datasource.url) means the embedded SQLite file. */
  static boolean isSqlite(String url) {
    return url == null || url.isBlank() || url.startsWith("jdbc:sqlite:");
  }

  /** Spring Modulith's event registry on SQLite ({@link EventRegistryDialect}). */
  @Bean
  static EventRegistryDialect eventRegistryDialect() {
    return new EventRegistryDialect();
  }

  private static void configureSqlite(HikariConfig config, String url, Path dataDir, int poolSize) {
    String jdbcUrl = url;
    if (jdbcUrl == null || jdbcUrl.isBlank()) {
      try {
        Files.createDirectories(dataDir);
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot create data directory " + dataDir, e);
      }
      jdbcUrl = "jdbc:sqlite:" + dataDir.resolve("vidlens.db").toAbsolutePath();
    }
    SQLiteConfig sqlite = new SQLiteConfig();
    // WAL lets readers run beside the one writer; IMMEDIATE transactions take the write lock up
    // front, so a read-then-write transaction never fails with SQLITE_BUSY halfway through.
    sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
    sqlite.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    sqlite.setBusyTimeout(30_000);
    sqlite.enforceForeignKeys(true);
    sqlite.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    config.setJdbcUrl(jdbcUrl);
    config.setDataSourceProperties(sqlite.toProperties());
    config.setMaximumPoolSize(poolSize);
  }
}
