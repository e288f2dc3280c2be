package io.vidlens.access;

import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.access.internal.UsageRecorder;
import io.vidlens.access.internal.UsageStore;
import java.time.LocalDate;
import java.util.List;
import org.springframework.stereotype.Service;

/** What an account used, as the dashboard shows it (this node's buffer is written first). */
@Service
public record UsageHistory(
    UsageRecorder recorder, UsageStore store, QuotaLedger ledger, PlanCatalog plans) {

  /** Requests and units per day and operation between two UTC days, inclusive. */
  public List<UsageRecord.Daily> daily(String accountId, LocalDate from, LocalDate to) {
    recorder.flush();
    return store.daily(accountId, from, to);
  }

  /** The account's latest requests, newest first. */
  public List<UsageRecord.Recent> recent(String accountId, int limit) {
    recorder.flush();
    return store.recent(accountId, limit);
  }

  /** Units used in the period, from the quota ledger (the exact figure). */
  public long unitsUsed(String accountId, UsagePeriod period) {
    return ledger.unitsUsed(accountId, period);
  }

  public Plan plan(String planName) {
    return plans.resolve(planName);
  }
}
