package io.vidlens.analysis;

import io.vidlens.analysis.api.AnalysisCompleted;
import io.vidlens.json.JsonMappers;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
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

  /**
   * A job this worker owns until {@code token} stops matching. {@code waited} is how long the job
   * was queued before this claim first started it; empty when it had started before (a takeover, or
   * a job given back by a stopping node).
   */
  record Claim(
      String jobId,
      String accountId,
      String channelId,
      String token,
      int attempt,
      Optional<Duration> waited) {}

  /** One account's queued (waiting, not running) jobs. */
  record AccountQueue(String accountId, int queued) {}

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
  private final ApplicationEventPublisher events;
  private final TransactionTemplate transactions;

  @Autowired
  JobStore(
      JdbcTemplate jdbc,
      Clock clock,
      ApplicationEventPublisher events,
      PlatformTransactionManager transactions) {
    this.jdbc = jdbc;
    this.clock = clock;
    this.events = events;
    this.transactions = new TransactionTemplate(transactions);
  }

  /** Publishes no {@link AnalysisCompleted} (tests that build the store by hand). */
  JobStore(JdbcTemplate jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
    this.events = null;
    this.transactions = null;
  }

  /**
   * Queues a job unless the account already has {@code cap} unfinished (queued or processing) jobs;
   * empty when it has. One conditional INSERT: SQLite serialises writers, so the cap is exact
   * there; on PostgreSQL creates of one account that run at the same instant may each see the count
   * below the cap and overshoot it by at most their number (an abuse guard, not an invariant).
   */
  Optional<AnalysisJob> create(String accountId, String channelId, int cap) {
    long now = clock.millis();
    String id = UUID.randomUUID().toString();
    int inserted =
        jdbc.update(
            "INSERT INTO analysis_jobs (id, account_id, channel_id, status, stage, progress, attempts, run_after,"
                + " created_at, updated_at) SELECT ?, ?, ?, 'queued', 'queued', 0, 0, ?, ?, ?"
                + " WHERE (SELECT COUNT(*) FROM analysis_jobs WHERE account_id = ?"
                + " AND status IN ('queued', 'processing')) < ?",
            id,
            accountId,
            channelId,
            now,
            now,
            now,
            accountId,
            cap);
    return inserted == 1 ? find(id) : Optional.empty();
  }

  /** Queues a job whatever the account has queued. */
  AnalysisJob create(String accountId, String channelId) {
    return create(accountId, channelId, Integer.MAX_VALUE).orElseThrow();
  }

  /** Queued jobs per account, for accounts that have any (the queue-length metric). */
  List<AccountQueue> queuedPerAccount() {
    return jdbc.query(
        "SELECT account_id, COUNT(*) AS queued FROM analysis_jobs WHERE status = 'queued' GROUP BY account_id",
        (rs, n) -> new AccountQueue(rs.getString("account_id"), rs.getInt("queued")));
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
    ObjectNode result = (ObjectNode) JsonMappers.SNAKE_CASE.readTree(source.result());
    result.put("job_id", id);
    // A copy is served from a stored result from its first answer on.
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, stage, progress, attempts, run_after, created_at,"
            + " updated_at, completed_at, result, timings, result_served)"
            + " VALUES (?, ?, ?, 'completed', 'done', 100, 0, 0, ?, ?, ?, ?, ?, 1)",
        id,
        accountId,
        source.channelId(),
        now,
        now,
        source.completedAt(),
        JsonMappers.SNAKE_CASE.writeValueAsString(result),
        "copied from a completed analysis");
    return find(id).orElseThrow();
  }

  /**
   * Marks a completed job's result as answered; true when this call did (the job's first answer,
   * fresh), false when it had been answered before (or is not completed). One conditional update,
   * so of two nodes answering the same job at once only one says fresh.
   */
  boolean markServed(String jobId) {
    return jdbc.update(
            "UPDATE analysis_jobs SET result_served = 1"
                + " WHERE id = ? AND status = 'completed' AND result_served = 0",
            jobId)
        == 1;
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

  /**
   * Claims a due job, if any (queued and due, or processing under an expired lease), fairly across
   * accounts ({@link #FAIR_ORDER}): round-robin, so an account with a hundred queued jobs gets one
   * started, then every other waiting account gets one, then it gets its next. The order is in the
   * SELECT and the claim is the conditional UPDATE, so it holds with any number of claimers on any
   * number of nodes: a claimer that loses a row to another takes the next in the same fair order.
   */
  Optional<Claim> claimNext(String worker, Duration lease, int maxAttempts) {
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
                  return new Claim(
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
    return complete(claim, at -> resultJson, timings);
  }

  /**
   * Completes the job at this moment; {@code resultAt} writes the result stamped with it, so the
   * result's {@code completed_at} and the job's are the same instant (to the millisecond).
   */
  boolean complete(Claim claim, Function<Instant, String> resultAt, String timings) {
    long now = clock.millis();
    String resultJson = resultAt.apply(Instant.ofEpochMilli(now));
    if (events == null) {
      return markCompleted(claim, resultJson, timings, now);
    }
    // The job's row and the event's publication commit together, or neither does; a job another
    // worker took over (no row updated) is not announced.
    return transactions.execute(
        status -> {
          boolean done = markCompleted(claim, resultJson, timings, now);
          if (done) {
            events.publishEvent(
                new AnalysisCompleted(
                    claim.jobId(),
                    claim.accountId(),
                    claim.channelId(),
                    Instant.ofEpochMilli(now)));
          }
          return done;
        });
  }

  private boolean markCompleted(Claim claim, String resultJson, String timings, long now) {
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
