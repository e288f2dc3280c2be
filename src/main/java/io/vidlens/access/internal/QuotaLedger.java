package io.vidlens.access.internal;

import io.vidlens.access.UsagePeriod;
import io.vidlens.work.Futures;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The durable quota ledger. A charge is one conditional UPDATE that adds the units only while the
 * total stays within the limit, so concurrent requests (threads or nodes) can neither overspend nor
 * lose a charge: the database serialises the row. Charges and refunds go through a {@link
 * LedgerWriter}, which commits those that arrive together in one transaction.
 */
// A plain component: JdbcClient already translates SQL errors, so no translating proxy is needed.
@Component
public class QuotaLedger implements AutoCloseable {

  /** The outcome of a charge: whether it was granted and the units used after it. */
  public record Charge(boolean granted, long unitsUsed) {}

  private final JdbcClient jdbc;
  private final LedgerWriter writer;

  public QuotaLedger(JdbcClient jdbc, PlatformTransactionManager transactions) {
    this.jdbc = jdbc;
    this.writer = new LedgerWriter(new TransactionTemplate(transactions));
  }

  public Charge charge(String accountId, UsagePeriod period, int units, long limit) {
    return writer.apply(() -> chargeNow(accountId, period, units, limit));
  }

  /**
   * Starts a charge and returns at once; the charge is decided and durable when the future
   * completes. Nothing may be answered on the strength of it before then.
   */
  public PendingCharge chargeLater(String accountId, UsagePeriod period, int units, long limit) {
    return new PendingCharge(writer.submit(() -> chargeNow(accountId, period, units, limit)));
  }

  /** A charge on its way to the ledger. */
  public static final class PendingCharge {
    private final java.util.concurrent.CompletableFuture<Charge> result;

    private PendingCharge(java.util.concurrent.CompletableFuture<Charge> result) {
      this.result = result;
    }

    /** Waits until the charge is committed (or refused) and returns it. */
    public Charge await() {
      return Futures.join(result);
    }
  }

  /** Gives back units charged for a request that turned out not to be chargeable. */
  public long refund(String accountId, UsagePeriod period, int units) {
    return writer.apply(() -> refundNow(accountId, period, units));
  }

  @Override
  public void close() {
    writer.close();
  }

  private Charge chargeNow(String accountId, UsagePeriod period, int units, long limit) {
    var used = tryCharge(accountId, period, units, limit);
    if (used.isEmpty()) {
      // The period's row may not exist yet: create it (a no-op if another request did) and retry.
      jdbc.sql(
              "INSERT INTO quota_usage (account_id, period, units_used) VALUES (?, ?, 0)"
                  + " ON CONFLICT (account_id, period) DO NOTHING")
          .params(accountId, period.key())
          .update();
      used = tryCharge(accountId, period, units, limit);
    }
    return used.map(u -> new Charge(true, u))
        .orElseGet(() -> new Charge(false, unitsUsed(accountId, period)));
  }

  private java.util.Optional<Long> tryCharge(
      String accountId, UsagePeriod period, int units, long limit) {
    return jdbc.sql(
            "UPDATE quota_usage SET units_used = units_used + ?"
                + " WHERE account_id = ? AND period = ? AND units_used + ? <= ?"
                + " RETURNING units_used")
        .params(units, accountId, period.key(), units, limit)
        .query(Long.class)
        .optional();
  }

  private long refundNow(String accountId, UsagePeriod period, int units) {
    return jdbc.sql(
            "UPDATE quota_usage SET units_used = units_used - ?"
                + " WHERE account_id = ? AND period = ? RETURNING units_used")
        .params(units, accountId, period.key())
        .query(Long.class)
        .optional()
        .orElse(0L);
  }

  public long unitsUsed(String accountId, UsagePeriod period) {
    return jdbc.sql("SELECT units_used FROM quota_usage WHERE account_id = ? AND period = ?")
        .params(accountId, period.key())
        .query(Long.class)
        .optional()
        .orElse(0L);
  }
}
