package io.vidlens.dashboard;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * Reads the analysis jobs table of the jobs feature, {@code analysis_jobs}, when it exists. It
 * needs {@code id} (or {@code job_id}), {@code account_id} and {@code status} (or {@code state});
 * it uses {@code channel_id}, {@code progress}, {@code created_at}, {@code started_at}, {@code
 * completed_at}, {@code updated_at}, {@code error} and {@code result} (or {@code result_json}) when
 * they are there. Times may be epoch milliseconds or timestamps. Column names come from this fixed
 * list only, never from input.
 */
@Repository
class JdbcAnalysisJobs implements AnalysisJobs {

  static final String TABLE = "analysis_jobs";

  private record Columns(
      String id,
      String status,
      String channelId,
      String progress,
      String createdAt,
      String startedAt,
      String completedAt,
      String updatedAt,
      String error,
      String result) {}

  private final DataSource dataSource;
  private final JdbcTemplate jdbc;

  JdbcAnalysisJobs(DataSource dataSource, JdbcTemplate jdbc) {
    this.dataSource = dataSource;
    this.jdbc = jdbc;
  }

  @Override
  public boolean available() {
    return columns().isPresent();
  }

  @Override
  public List<Job> forAccount(String accountId, int limit) {
    return columns()
        .map(
            c ->
                jdbc.query(
                    select(c)
                        + " WHERE account_id = ? ORDER BY "
                        + (c.createdAt() == null ? c.id() : c.createdAt() + " DESC, " + c.id())
                        + " LIMIT ?",
                    (rs, row) -> map(rs, c),
                    accountId,
                    limit))
        .orElse(List.of());
  }

  @Override
  public Optional<Job> find(String accountId, String jobId) {
    return columns()
        .flatMap(
            c ->
                jdbc
                    .query(
                        select(c) + " WHERE account_id = ? AND " + c.id() + " = ?",
                        (rs, row) -> map(rs, c),
                        accountId,
                        jobId)
                    .stream()
                    .findFirst());
  }

  private static String select(Columns c) {
    List<String> names = new ArrayList<>();
    for (String name :
        new String[] {
          c.id(),
          c.status(),
          c.channelId(),
          c.progress(),
          c.createdAt(),
          c.startedAt(),
          c.completedAt(),
          c.updatedAt(),
          c.error(),
          c.result()
        }) {
      if (name != null) {
        names.add(name);
      }
    }
    return "SELECT " + String.join(", ", names) + " FROM " + TABLE;
  }

  private static Job map(ResultSet rs, Columns c) throws SQLException {
    Integer progress = null;
    if (c.progress() != null) {
      int p = rs.getInt(c.progress());
      progress = rs.wasNull() ? null : Math.max(0, Math.min(100, p));
    }
    return new Job(
        rs.getString(c.id()),
        c.channelId() == null ? null : rs.getString(c.channelId()),
        c.status() == null ? null : rs.getString(c.status()),
        progress,
        c.createdAt() == null ? null : instant(rs.getObject(c.createdAt())),
        c.startedAt() == null ? null : instant(rs.getObject(c.startedAt())),
        c.completedAt() == null ? null : instant(rs.getObject(c.completedAt())),
        c.updatedAt() == null ? null : instant(rs.getObject(c.updatedAt())),
        c.error() == null ? null : rs.getString(c.error()),
        c.result() == null ? null : rs.getString(c.result()));
  }

  static Instant instant(Object value) {
    return switch (value) {
      case null -> null;
      case Number n -> Instant.ofEpochMilli(n.longValue());
      case Timestamp t -> t.toInstant();
      case OffsetDateTime o -> o.toInstant();
      case String s -> {
        try {
          yield Instant.parse(s);
        } catch (RuntimeException e) {
          yield null;
        }
      }
      default -> null;
    };
  }

  /** The table's usable columns, or empty when there is no such table or it lacks the key ones. */
  private Optional<Columns> columns() {
    Set<String> present = new LinkedHashSet<>();
    try (Connection connection = dataSource.getConnection()) {
      DatabaseMetaData meta = connection.getMetaData();
      String schema = connection.getSchema();
      for (String table : new String[] {TABLE, TABLE.toUpperCase(Locale.ROOT)}) {
        try (ResultSet rs = meta.getColumns(null, schema, table, null)) {
          while (rs.next()) {
            present.add(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
          }
        }
        if (!present.isEmpty()) {
          break;
        }
      }
    } catch (SQLException e) {
      return Optional.empty();
    }
    String id = first(present, "id", "job_id");
    String status = first(present, "status", "state");
    if (id == null || status == null || !present.contains("account_id")) {
      return Optional.empty();
    }
    return Optional.of(
        new Columns(
            id,
            status,
            first(present, "channel_id"),
            first(present, "progress"),
            first(present, "created_at"),
            first(present, "started_at"),
            first(present, "completed_at"),
            first(present, "updated_at", "completed_at"),
            first(present, "error", "error_message"),
            first(present, "result", "result_json")));
  }

  private static String first(Set<String> present, String... candidates) {
    for (String c : candidates) {
      if (present.contains(c)) {
        return c;
      }
    }
    return null;
  }
}
