package io.vidlens.analysis;

import io.vidlens.analysis.api.AnalysisCompleted;
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
      "id, account_id, channel_id, status, stage, progress, attempts, created_at, completed_at, analysed_at,"
          + " error, result";

  private static final RowMapper<AnalysisJob> ROW =
      (rs, n) -> {
        long completed = rs.getLong("completed_at");
        Long completedAt = rs.wasNull() ? null : completed;
        long analysed = rs.getLong("analysed_at");
        Long analysedAt = rs.wasNull() ? null : analysed;
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
            analysedAt,
            rs.getString("error"),
            rs.getString("result"));
      };

  private final JdbcTemplate jdbc;
  private final Clock clock;
  private final ApplicationEventPublisher events;
  private final TransactionTemplate transactions;
  private final FairClaims claims;

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
    this.claims = new FairClaims(jdbc, clock);
  }

  /** Publishes no {@link AnalysisCompleted} (tests that build the store by hand). */
  JobStore(JdbcTemplate jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
    this.events = null;
    this.transactions = null;
    this.claims = new FairClaims(jdbc, clock);
  }

  /**
   * Queues a job unless the account already has {@code cap} unfinished (queued or processing) jobs;
   * empty when it has. One conditional INSERT: SQLite serialises writers, so the cap is exact
   * there; on PostgreSQL creates of one account that run at the same instant may each see the count
   * below the cap and overshoot it by at most their number (an abuse guard, not an invariant).
   */
  Optional<AnalysisJob> create(String accountId, String channelId, int cap) {
    return create(accountId, channelId, cap, clock.millis());
  }

  /**
   * As {@link #create(String, String, int)}, created at {@code askedAt}: when the account asked,
   * before the create read the channel (that read's counts are of this account's asking).
   */
  Optional<AnalysisJob> create(String accountId, String channelId, int cap, long askedAt) {
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
            Math.min(askedAt, now),
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
   * A completed job of {@code accountId} holding another account's completed analysis, made as if
   * that account's own job had just run: a new ID, created and completed now, the result's {@code
   * job_id}, {@code completed_at} and {@code analysis_timestamp} rewritten to match, so nothing
   * shows the other job's ID, existence or times. It keeps the source's {@code analysed_at} (when
   * the data was read): freshness is judged by that, so a copy never extends the analysis's life.
   */
  AnalysisJob copyCompleted(AnalysisJob source, String accountId) {
    long now = clock.millis();
    String id = UUID.randomUUID().toString();
    String result = CopiedResults.asJob(source.result(), id, Instant.ofEpochMilli(now));
    // A copy is served from a stored result from its first answer on.
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, stage, progress, attempts, run_after, created_at,"
            + " updated_at, completed_at, analysed_at, result, timings, result_served)"
            + " VALUES (?, ?, ?, 'completed', 'done', 100, 0, 0, ?, ?, ?, ?, ?, ?, 1)",
        id,
        accountId,
        source.channelId(),
        now,
        now,
        now,
        source.analysedAt(),
        result,
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
   * The newest completed analysis of the channel whose data was read after {@code since}, the
   * caller's own first (a copy counts as the caller's, with its source's age).
   */
  Optional<AnalysisJob> freshCompleted(String channelId, String accountId, long since) {
    return jdbc
        .query(
            "SELECT "
                + COLUMNS
                + " FROM analysis_jobs WHERE channel_id = ? AND status = 'completed' AND analysed_at >= ?"
                + " ORDER BY CASE WHEN account_id = ? THEN 0 ELSE 1 END, analysed_at DESC LIMIT 1",
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

  /** Claims a due job, if any, fairly across accounts ({@link FairClaims}). */
  Optional<Claim> claimNext(String worker, Duration lease, int maxAttempts) {
    return claims.next(worker, lease, maxAttempts);
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
                + " error = NULL, completed_at = ?, analysed_at = ?, updated_at = ?, claim_token = NULL,"
                + " lease_until = NULL"
                + " WHERE id = ? AND claim_token = ? AND status = 'processing'",
            resultJson,
            timings,
            now,
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
