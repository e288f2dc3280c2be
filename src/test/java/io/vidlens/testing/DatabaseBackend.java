package io.vidlens.testing;

import io.vidlens.VidlensApplication;
import io.vidlens.storage.StorageSlice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * One database for a storage contract test (a fresh SQLite file, or a fresh PostgreSQL schema that
 * skips visibly without a server), and the application started over it without a web server,
 * settings passed as arguments as an operator would.
 */
public final class DatabaseBackend implements AutoCloseable {

  private final Map<String, Object> properties;
  private final String postgresUrl;
  private final List<ConfigurableApplicationContext> started = new ArrayList<>();

  private DatabaseBackend(Map<String, Object> properties, String postgresUrl) {
    this.properties = properties;
    this.postgresUrl = postgresUrl;
  }

  public static DatabaseBackend sqlite() {
    try {
      return new DatabaseBackend(
          Map.of("vidlens.data-dir", Files.createTempDirectory("vidlens-sqlite-").toString()),
          null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static DatabaseBackend postgres() {
    String url = TestDatabases.freshPostgresSchema();
    return new DatabaseBackend(
        Map.of(
            "spring.datasource.url", url,
            "spring.datasource.username", TestDatabases.USER,
            "spring.datasource.password", TestDatabases.PASSWORD),
        url);
  }

  public ConfigurableApplicationContext start(Map<String, Object> extra) {
    return run(new SpringApplicationBuilder(VidlensApplication.class), extra);
  }

  /**
   * Only the storage ({@link StorageSlice}: the DataSource, migrations, JDBC and transactions) and
   * the {@code components} a store test names, over this database: no web server, workers or
   * platform client to start and stop.
   */
  public ConfigurableApplicationContext startStorage(
      Map<String, Object> extra, Class<?>... components) {
    List<Class<?>> sources = new ArrayList<>(List.of(StorageSlice.class));
    sources.addAll(List.of(components));
    return run(new SpringApplicationBuilder(sources.toArray(Class<?>[]::new)), extra);
  }

  private ConfigurableApplicationContext run(
      SpringApplicationBuilder builder, Map<String, Object> extra) {
    Map<String, Object> all = new HashMap<>(properties);
    all.put("logging.structured.format.console", "");
    all.putAll(extra);
    String[] args =
        all.entrySet().stream()
            .map(e -> "--" + e.getKey() + "=" + e.getValue())
            .toArray(String[]::new);
    ConfigurableApplicationContext context = builder.web(WebApplicationType.NONE).run(args);
    started.add(context);
    return context;
  }

  @Override
  public void close() {
    started.forEach(ConfigurableApplicationContext::close);
    started.clear();
    if (postgresUrl != null) {
      TestDatabases.dropSchema(postgresUrl);
    }
  }
}
