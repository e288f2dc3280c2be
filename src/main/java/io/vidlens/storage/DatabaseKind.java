package io.vidlens.storage;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.stereotype.Component;

/** Which database the service runs on, for the few statements that differ between them. */
@Component
public class DatabaseKind {

  private final boolean postgres;

  DatabaseKind(DataSource dataSource) throws SQLException {
    try (Connection c = dataSource.getConnection()) {
      this.postgres = c.getMetaData().getDatabaseProductName().toLowerCase().contains("postgres");
    }
  }

  public boolean isPostgres() {
    return postgres;
  }

  public String name() {
    return postgres ? "postgresql" : "sqlite";
  }
}
