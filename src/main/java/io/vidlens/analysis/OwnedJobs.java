package io.vidlens.analysis;

import io.vidlens.analysis.api.JobView;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The job table as the jobs' owners read it: their latest jobs, one job with its result, when they
 * first asked about a channel, its latest result for a channel. Only reads; the queue's writes are
 * {@link JobStore}'s.
 */
@Repository
class OwnedJobs {

  private final JdbcTemplate jdbc;

  OwnedJobs(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  /** A job as its owner sees it, and its stored result document (null until there is one). */
  record OwnedJob(JobView view, String result) {}

  private static final String VIEW_COLUMNS =
      "id, channel_id, status, progress, created_at, started_at, completed_at, updated_at, error";

  /** The account's latest jobs, newest first. */
  List<JobView> latest(String accountId, int limit) {
    return jdbc.query(
        "SELECT "
            + VIEW_COLUMNS
            + " FROM analysis_jobs WHERE account_id = ? ORDER BY created_at DESC, id LIMIT ?",
        (rs, n) -> view(rs),
        accountId,
        limit);
  }

  /** When the account's oldest job for the channel, in any state, was created; empty if none. */
  Optional<Instant> firstAsked(String accountId, String channelId) {
    Long first =
        jdbc.queryForObject(
            "SELECT MIN(created_at) FROM analysis_jobs WHERE channel_id = ? AND account_id = ?",
            Long.class,
            channelId,
            accountId);
    return Optional.ofNullable(first).map(Instant::ofEpochMilli);
  }

  /** The result of the account's latest completed job for the channel; empty if none. */
  Optional<String> latestResult(String accountId, String channelId) {
    return jdbc
        .queryForList(
            "SELECT result FROM analysis_jobs WHERE channel_id = ? AND account_id = ?"
                + " AND status = 'completed' AND result IS NOT NULL"
                + " ORDER BY completed_at DESC, id LIMIT 1",
            String.class,
            channelId,
            accountId)
        .stream()
        .findFirst();
  }

  /** The job with its result if it belongs to {@code accountId}. */
  Optional<OwnedJob> find(String accountId, String id) {
    return jdbc
        .query(
            "SELECT "
                + VIEW_COLUMNS
                + ", result FROM analysis_jobs WHERE id = ? AND account_id = ?",
            (rs, n) -> new OwnedJob(view(rs), rs.getString("result")),
            id,
            accountId)
        .stream()
        .findFirst();
  }

  private static JobView view(ResultSet rs) throws SQLException {
    return new JobView(
        rs.getString("id"),
        rs.getString("channel_id"),
        rs.getString("status"),
        Math.clamp(rs.getInt("progress"), 0, 100),
        instant(rs, "created_at"),
        instant(rs, "started_at"),
        instant(rs, "completed_at"),
        instant(rs, "updated_at"),
        rs.getString("error"));
  }

  /** An epoch-milliseconds column as an instant; null when the column is. */
  private static Instant instant(ResultSet rs, String column) throws SQLException {
    long millis = rs.getLong(column);
    return rs.wasNull() ? null : Instant.ofEpochMilli(millis);
  }
}
