package io.vidlens.access.internal;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.access.UsagePeriod;
import java.time.Duration;
import org.springframework.stereotype.Component;

/**
 * What this node last learned from the ledger about each account's units used, to decide when a
 * read can be prepared while its charge is still being committed. It never decides a charge: the
 * ledger does. It is only a guess (other nodes charge the same account), so an answer prepared on
 * its strength is still thrown away if the ledger refuses the charge; it only keeps accounts near
 * their limit from doing work that is likely to be refused.
 */
@Component
public class QuotaHeadroom {

  /** Units that must be left beyond a charge for its read to go ahead before the charge lands. */
  public static final long MARGIN = 1_000;

  /**
   * The figure is rewritten only when it grew by this much (a write per request would cost more
   * than the guess saves); {@link #ample} counts the difference as spent.
   */
  public static final long STEP = 64;

  private record Seen(String period, long unitsUsed) {}

  private final Cache<String, Seen> seen =
      Caffeine.newBuilder().maximumSize(100_000).expireAfterWrite(Duration.ofMinutes(5)).build();

  /** Remembers the units used that a charge reported. */
  public void learned(String accountId, UsagePeriod period, long unitsUsed) {
    Seen known = seen.getIfPresent(accountId);
    if (known != null
        && known.period().equals(period.key())
        && unitsUsed >= known.unitsUsed()
        && unitsUsed - known.unitsUsed() < STEP) {
      return;
    }
    seen.put(accountId, new Seen(period.key(), unitsUsed));
  }

  /** Whether the account last had well more than {@code units} left in {@code period}. */
  public boolean ample(String accountId, UsagePeriod period, int units, long limit) {
    Seen known = seen.getIfPresent(accountId);
    return known != null
        && known.period().equals(period.key())
        && limit - (known.unitsUsed() + STEP) - units >= MARGIN;
  }
}
