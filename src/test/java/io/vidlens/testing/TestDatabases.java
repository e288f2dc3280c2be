package io.vidlens.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/**
 * The PostgreSQL server of the test run: {@code vidlens.test.postgres.url} (default the local
 * server, database {@code test}, user {@code postgres}). Each test class gets its own schema, so
 * runs never see each other's rows. Without a server the PostgreSQL tests skip, saying so.
 */
public final class TestDatabases {

  public static final String URL =
      System.getProperty("vidlens.test.postgres.url", "jdbc:postgresql://127.0.0.1:5432/test");
  public static final String USER = System.getProperty("vidlens.test.postgres.user", "postgres");
  public static final String PASSWORD = System.getProperty("vidlens.test.postgres.password", "");

  private TestDatabases() {}

  public static boolean postgresAvailable() {
    try (Connection c = DriverManager.getConnection(URL + "?connectTimeout=2", USER, PASSWORD)) {
      return c.isValid(2);
    } catch (SQLException e) {
      return false;
    }
  }

  /**
   * Creates a fresh schema and returns a JDBC URL whose connections use it; skips without a server.
   */
  public static String freshPostgresSchema() {
    boolean available = postgresAvailable();
    if (!available) {
      System.err.println(
          "SKIPPED: no PostgreSQL server at " + URL + "; PostgreSQL storage tests did not run");
    }
    assumeTrue(available, "no PostgreSQL server at " + URL);
    String schema = "vl_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    try (Connection c = DriverManager.getConnection(URL, USER, PASSWORD);
        Statement s = c.createStatement()) {
      s.execute("CREATE SCHEMA " + schema);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    return URL + "?currentSchema=" + schema;
  }

  /** Drops the schema a {@link #freshPostgresSchema()} URL points at. */
  public static void dropSchema(String schemaUrl) {
    String schema =
        schemaUrl.substring(schemaUrl.indexOf("currentSchema=") + "currentSchema=".length());
    try (Connection c = DriverManager.getConnection(URL, USER, PASSWORD);
        Statement s = c.createStatement()) {
      s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
