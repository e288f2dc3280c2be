package io.vidlens.analysis;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.node.ObjectNode;

/**
 * The durable job table. Claims are conditional UPDATEs that work alike on SQLite and PostgreSQL:
 * under PostgreSQL's READ COMMITTED a second worker's UPDATE of the same row waits for the first to
 * commit, re-reads the row, finds the condition false and updates nothing; SQLite serialises
 * writers. Every write after the claim names the claim token, so a worker whose lease ran out (and
 * whose job another worker took) changes nothing.
 */
@Repository
class JobStore {

  /** A job this worker owns until {@code token} stops matching. */
  record Claim(String jobId, String channelId, String token, int attempt) {}

  private static final String COLUMNS =
      "id, account_id, channel_id, status, stage, progress, attempts, created_at, completed_at, error, result";

  private static final RowMapper<AnalysisJob> ROW =
      (rs, n) -> {
        long completed = rs.getLong("completed_at");
        Long completedAt = rs.wasNull() ? null : completed;
        return new AnalysisJob(
            rs.getString("id"),
            rs.getString("account_id"),
            rs.getString("channel_id"),
            rs.getString("status"),
            rs.getString("stage"),
            rs.getInt("progress"),
            rs.getInt("attempts"),
            rs.getLong("created_at"),
            completedAt,
            rs.getString("error"),
            rs.getString("result"));
      };

  private static final String DUE =
      "((status = 'queued' AND run_after <= ?) OR (status = 'processing' AND lease_until < ?))";

  private final JdbcTemplate jdbc;
  private final Clock clock;

  JobStore(JdbcTemplate jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
  }

  AnalysisJob create(String accountId, String channelId) {
    long now = clock.millis();
    String id = UUID.randomUUID().toString();
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, stage, progress, attempts, run_after, created_at, updated_at)"
            + " VALUES (?, ?, ?, 'queued', 'queued', 0, 0, ?, ?, ?)",
        id,
        accountId,
        channelId,
        now,
        now,
        now);
    return find(id).orElseThrow();
  }

  Optional<AnalysisJob> find(String id) {
    return jdbc.query("SELECT " + COLUMNS + " FROM analysis_jobs WHERE id = ?", ROW, id).stream()
        .findFirst();
  }

  /**
   * The job if it belongs to {@code accountId}: another account's job is as unknown as a missing
   * one.
   */
  Optional<AnalysisJob> findOwned(String accountId, String id) {
    return jdbc
        .query(
            "SELECT " + COLUMNS + " FROM analysis_jobs WHERE id = ? AND account_id = ?",
            ROW,
            id,
            accountId)
        .stream()
        .findFirst();
  }

  /**
   * A completed job of {@code accountId} holding another account's completed analysis: same result
   * (its {@code job_id} rewritten to the new ID) and the same {@code completed_at}, so the copy is
   * fresh exactly as long as the analysis it repeats and never extends that analysis's life.
   */
  AnalysisJob copyCompleted(AnalysisJob source, String accountId) {
    long now = clock.millis();
    String id = UUID.randomUUID().toString();
    ObjectNode result = (ObjectNode) ResultJson.MAPPER.readTree(source.result());
    result.put("job_id", id);
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, stage, progress, attempts, run_after, created_at,"
            + " updated_at, completed_at, result, timings) VALUES (?, ?, ?, 'completed', 'done', 100, 0, 0, ?, ?, ?, ?, ?)",
        id,
        accountId,
        source.channelId(),
        now,
        now,
        source.completedAt(),
        ResultJson.MAPPER.writeValueAsString(result),
        "copied from a completed analysis");
    return find(id).orElseThrow();
  }

  /**
   * The newest completed job of the channel finished after {@code since}, the caller's own first.
   */
  Optional<AnalysisJob> freshCompleted(String channelId, String accountId, long since) {
    return jdbc
        .query(
            "SELECT "
                + COLUMNS
                + " FROM analysis_jobs WHERE channel_id = ? AND status = 'completed' AND completed_at >= ?"
                + " ORDER BY CASE WHEN account_id = ? THEN 0 ELSE 1 END, completed_at DESC LIMIT 1",
            ROW,
            channelId,
            since,
            accountId)
        .stream()
        .findFirst();
  }

  /** The account's job of this channel that is still queued or running, if any. */
  Optional<AnalysisJob> running(String channelId, String accountId) {
    return jdbc
        .query(
            "SELECT "
                + COLUMNS
                + " FROM analysis_jobs WHERE channel_id = ? AND account_id = ?"
                + " AND status IN ('queued', 'processing') ORDER BY created_at DESC LIMIT 1",
            ROW,
            channelId,
            accountId)
        .stream()
        .findFirst();
  }

  /** Claims the oldest due job, if any: queued and due, or processing under an expired lease. */
  Optional<Claim> claimNext(String worker, Duration lease, int maxAttempts) {
    long now = clock.millis();
    failExhausted(now, maxAttempts);
    List<String> candidates =
        jdbc.queryForList(
            "SELECT id FROM analysis_jobs WHERE "
                + DUE
                + " AND attempts < ? ORDER BY created_at LIMIT 8",
            String.class,
            now,
            now,
            maxAttempts);
    for (String id : candidates) {
      String token = UUID.randomUUID().toString();
      int updated =
          jdbc.update(
              "UPDATE analysis_jobs SET status = 'processing', claim_token = ?, worker = ?, lease_until = ?,"
                  + " attempts = attempts + 1, updated_at = ? WHERE id = ? AND "
                  + DUE
                  + " AND attempts < ?",
              token,
              worker,
              now + lease.toMillis(),
              now,
              id,
              now,
              now,
              maxAttempts);
      if (updated == 1) {
        AnalysisJob job = find(id).orElseThrow();
        return Optional.of(new Claim(id, job.channelId(), token, job.attempts()));
      }
    }
    return Optional.empty();
  }

  /** Jobs whose every attempt died with its worker end failed rather than crash nodes forever. */
  private void failExhausted(long now, int maxAttempts) {
    jdbc.update(
        "UPDATE analysis_jobs SET status = 'failed', error = ?, claim_token = NULL, lease_until = NULL, updated_at = ?,"
            + " completed_at = ? WHERE status = 'processing' AND lease_until < ? AND attempts >= ?",
        "The job was interrupted "
            + maxAttempts
            + " times (its worker stopped each time); giving up.",
        now,
        now,
        now,
        maxAttempts);
  }

  /** Records progress and extends the lease; false when the claim is no longer this worker's. */
  boolean progress(Claim claim, String stage, int percent, Duration lease) {
    long now = clock.millis();
    return jdbc.update(
            "UPDATE analysis_jobs SET stage = ?, progress = ?, lease_until = ?, updated_at = ?"
                + " WHERE id = ? AND claim_token = ? AND status = 'processing'",
            stage,
            Math.max(0, Math.min(99, percent)),
            now + lease.toMillis(),
            now,
            claim.jobId(),
            claim.token())
        == 1;
  }

  boolean heartbeat(Claim claim, Duration lease) {
    return jdbc.update(
            "UPDATE analysis_jobs SET lease_until = ? WHERE id = ? AND claim_token = ? AND status = 'processing'",
            clock.millis() + lease.toMillis(),
            claim.jobId(),
            claim.token())
        == 1;
  }

  boolean complete(Claim claim, String resultJson, String timings) {
    long now = clock.millis();
    return jdbc.update(
            "UPDATE analysis_jobs SET status = 'completed', stage = 'done', progress = 100, result = ?, timings = ?,"
                + " error = NULL, completed_at = ?, updated_at = ?, claim_token = NULL, lease_until = NULL"
                + " WHERE id = ? AND claim_token = ? AND status = 'processing'",
            resultJson,
            timings,
            now,
            now,
            claim.jobId(),
            claim.token())
        == 1;
  }

  boolean fail(Claim claim, String reason) {
    long now = clock.millis();
    return jdbc.update(
            "UPDATE analysis_jobs SET status = 'failed', error = ?, completed_at = ?, updated_at = ?,"
                + " claim_token = NULL, lease_until = NULL WHERE id = ? AND claim_token = ? AND status = 'processing'",
            reason,
            now,
            now,
            claim.jobId(),
            claim.token())
        == 1;
  }

  /** Gives a job back (this node is stopping): queued again at once, the attempt not counted. */
  boolean release(Claim claim) {
    return jdbc.update(
            "UPDATE analysis_jobs SET status = 'queued', stage = 'queued', progress = 0, attempts = attempts - 1,"
                + " claim_token = NULL, lease_until = NULL, worker = NULL, updated_at = ?"
                + " WHERE id = ? AND claim_token = ? AND status = 'processing'",
            clock.millis(),
            claim.jobId(),
            claim.token())
        == 1;
  }
}
