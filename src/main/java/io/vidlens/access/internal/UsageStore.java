package io.vidlens.access.internal;

import io.vidlens.access.UsageRecord;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

/** The usage tables: per-day counters (upserted in batches) and recent requests (pruned). */
@Repository
public class UsageStore {

  public record DailyKey(String accountId, LocalDate day, String operation) {}

  public record Counts(long requests, long units) {
    Counts plus(Counts other) {
      return new Counts(requests + other.requests, units + other.units);
    }
  }

  public record Pending(String id, String accountId, UsageRecord.Recent request) {}

  private final JdbcTemplate jdbc;
  private final TransactionTemplate tx;

  public UsageStore(JdbcTemplate jdbc, TransactionTemplate tx) {
    this.jdbc = jdbc;
    this.tx = tx;
  }

  /** Adds the counts and inserts the requests in one transaction, then prunes per account. */
  public void write(Map<DailyKey, Counts> daily, List<Pending> recent, int keepPerAccount) {
    tx.executeWithoutResult(
        status -> {
          if (!daily.isEmpty()) {
            jdbc.batchUpdate(
                "INSERT INTO usage_daily (account_id, day, operation, requests, units)"
                    + " VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_id, day, operation) DO UPDATE"
                    + " SET requests = usage_daily.requests + excluded.requests,"
                    + " units = usage_daily.units + excluded.units",
                daily.entrySet().stream()
                    .map(
                        e ->
                            new Object[] {
                              e.getKey().accountId(),
                              e.getKey().day().toString(),
                              e.getKey().operation(),
                              e.getValue().requests(),
                              e.getValue().units()
                            })
                    .toList());
          }
          if (!recent.isEmpty()) {
            jdbc.batchUpdate(
                "INSERT INTO recent_requests (id, account_id, key_id, operation, status, units, at)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?)",
                recent.stream()
                    .map(
                        p ->
                            new Object[] {
                              p.id(),
                              p.accountId(),
                              p.request().keyId(),
                              p.request().operation(),
                              p.request().status(),
                              p.request().units(),
                              p.request().at().toEpochMilli()
                            })
                    .toList());
            prune(recent.stream().map(Pending::accountId).distinct().toList(), keepPerAccount);
          }
        });
  }

  private void prune(Collection<String> accountIds, int keep) {
    jdbc.batchUpdate(
        "DELETE FROM recent_requests WHERE account_id = ? AND id NOT IN ("
            + "SELECT id FROM recent_requests WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?)",
        accountIds.stream().map(a -> new Object[] {a, a, keep}).toList());
  }

  public List<UsageRecord.Daily> daily(String accountId, LocalDate from, LocalDate to) {
    return jdbc.query(
        "SELECT day, operation, requests, units FROM usage_daily"
            + " WHERE account_id = ? AND day >= ? AND day <= ? ORDER BY day, operation",
        (rs, row) ->
            new UsageRecord.Daily(
                LocalDate.parse(rs.getString("day")),
                rs.getString("operation"),
                rs.getLong("requests"),
                rs.getLong("units")),
        accountId,
        from.toString(),
        to.toString());
  }

  public List<UsageRecord.Recent> recent(String accountId, int limit) {
    return jdbc.query(
        "SELECT key_id, operation, status, units, at FROM recent_requests"
            + " WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?",
        (rs, row) ->
            new UsageRecord.Recent(
                rs.getString("key_id"),
                rs.getString("operation"),
                rs.getInt("status"),
                rs.getInt("units"),
                Instant.ofEpochMilli(rs.getLong("at"))),
        accountId,
        limit);
  }
}
