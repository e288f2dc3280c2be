package io.vidlens.analysis;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * How a worker claims the next job from the durable job table ({@link JobStore}): which due job
 * comes next across accounts, and the conditional UPDATE that makes it this worker's.
 */
final class FairClaims {

  private static final String DUE =
      "((status = 'queued' AND run_after <= ?) OR (status = 'processing' AND lease_until < ?))";

  /** {@link #DUE} of the row aliased {@code j}. */
  private static final String DUE_J =
      "((j.status = 'queued' AND j.run_after <= ?) OR (j.status = 'processing' AND j.lease_until < ?))";

  /**
   * Due jobs in fair order, the first few (the claimers' candidates). {@code turn} numbers each
   * account's due jobs oldest first; all accounts' first turns come before anyone's second, and
   * within a turn the account whose latest job start is oldest (0: never started) goes first. So
   * with A flooding and B waiting: A1, B1, A2, A3, … while no job of either has started, and B1
   * first once A1 has. Window functions and correlated subqueries work alike on SQLite (3.25+) and
   * PostgreSQL; the subquery reads index {@code analysis_jobs_account_started}.
   */
  private static final String FAIR_ORDER =
      "SELECT q.id FROM (SELECT j.id, j.account_id, j.created_at,"
          + " ROW_NUMBER() OVER (PARTITION BY j.account_id ORDER BY j.created_at, j.id) AS turn"
          + " FROM analysis_jobs j WHERE "
          + DUE_J
          + " AND j.attempts < ?) q"
          + " ORDER BY q.turn, COALESCE((SELECT MAX(s.started_at) FROM analysis_jobs s"
          + " WHERE s.account_id = q.account_id), 0), q.created_at, q.id LIMIT 8";

  private final JdbcTemplate jdbc;
  private final Clock clock;

  FairClaims(JdbcTemplate jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
  }

  /**
   * Claims a due job, if any (queued and due, or processing under an expired lease), fairly across
   * accounts ({@link #FAIR_ORDER}): round-robin, so an account with a hundred queued jobs gets one
   * started, then every other waiting account gets one, then it gets its next. The order is in the
   * SELECT and the claim is the conditional UPDATE, so it holds with any number of claimers on any
   * number of nodes: a claimer that loses a row to another takes the next in the same fair order.
   */
  Optional<JobStore.Claim> next(String worker, Duration lease, int maxAttempts) {
    long now = clock.millis();
    failExhausted(now, maxAttempts);
    List<String> candidates = jdbc.queryForList(FAIR_ORDER, String.class, now, now, maxAttempts);
    for (String id : candidates) {
      String token = UUID.randomUUID().toString();
      int updated =
          jdbc.update(
              "UPDATE analysis_jobs SET status = 'processing', claim_token = ?, worker = ?, lease_until = ?,"
                  + " attempts = attempts + 1, updated_at = ?, started_at = COALESCE(started_at, ?)"
                  + " WHERE id = ? AND "
                  + DUE
                  + " AND attempts < ?",
              token,
              worker,
              now + lease.toMillis(),
              now,
              now,
              id,
              now,
              now,
              maxAttempts);
      if (updated == 1) {
        return Optional.of(
            jdbc.queryForObject(
                "SELECT account_id, channel_id, attempts, created_at, started_at FROM analysis_jobs"
                    + " WHERE id = ?",
                (rs, n) -> {
                  long startedAt = rs.getLong("started_at");
                  Optional<Duration> waited =
                      startedAt == now
                          ? Optional.of(
                              Duration.ofMillis(Math.max(0, now - rs.getLong("created_at"))))
                          : Optional.empty();
                  return new JobStore.Claim(
                      id,
                      rs.getString("account_id"),
                      rs.getString("channel_id"),
                      token,
                      rs.getInt("attempts"),
                      waited);
                },
                id));
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
            + " times (its worker stopped each time); giving up. Create the job again.",
        now,
        now,
        now,
        maxAttempts);
  }
}
