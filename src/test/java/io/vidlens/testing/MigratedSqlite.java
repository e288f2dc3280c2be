package io.vidlens.testing;

import java.nio.file.Path;
import org.flywaydb.core.Flyway;
import org.springframework.jdbc.core.JdbcTemplate;
import org.sqlite.SQLiteDataSource;

/** An embedded database file with every migration applied, for tests of one store. */
public final class MigratedSqlite {

  private MigratedSqlite() {}

  public static JdbcTemplate in(Path dir) {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("vidlens.db"));
    Flyway.configure()
        .dataSource(sqlite)
        .locations("classpath:db/migration", "classpath:db/vendor/sqlite")
        .load()
        .migrate();
    return new JdbcTemplate(sqlite);
  }
}
