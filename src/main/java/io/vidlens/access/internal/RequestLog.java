package io.vidlens.access.internal;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation;
import java.time.Duration;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * The line per API request (logger {@code io.vidlens.access.requests}): operation, status, units,
 * duration, account and key ID. Refusals, errors and slow answers are written at INFO; quick
 * successes at DEBUG, because at thousands of cached answers a second a line each would cost the
 * node a fifth of its throughput and fill disks, while the metrics already count them. Set the
 * logger to DEBUG to see every request.
 *
 * <p>Refusals (4xx) are also what an abusive client produces by the thousand: of one key's refusals
 * with one status on one operation, one line per {@link #REFUSAL_WINDOW} reaches INFO, and the next
 * says how many were left at DEBUG meanwhile ({@code repeated=N}). Server errors and slow answers
 * are always written.
 */
public final class RequestLog {

  private static final Logger log = LoggerFactory.getLogger("io.vidlens.access.requests");

  /** At most one INFO line per key, operation and refusal status in this time. */
  public static final Duration REFUSAL_WINDOW = Duration.ofSeconds(10);

  private final Duration slow;
  private final LongSupplier nanoTime;

  /** One key's refusals of one kind: when their INFO line was written, and how many since. */
  private static final class Window {
    long writtenAt;
    long repeated;
  }

  private final Cache<String, Window> windows =
      Caffeine.newBuilder().maximumSize(10_000).expireAfterAccess(Duration.ofMinutes(5)).build();

  public RequestLog(Duration slow) {
    this(slow, System::nanoTime);
  }

  public RequestLog(Duration slow, LongSupplier nanoTime) {
    this.slow = slow;
    this.nanoTime = nanoTime;
  }

  public void write(
      Operation operation, int status, int units, Duration elapsed, ApiPrincipal principal) {
    boolean alwaysShown = status >= 500 || elapsed.compareTo(slow) >= 0;
    boolean refusal = status >= 400 && status < 500;
    Level level = alwaysShown || refusal ? Level.INFO : Level.DEBUG;
    if (!log.isEnabledForLevel(level)) {
      return;
    }
    String keyId = principal == null ? "-" : principal.keyId();
    long repeated = 0;
    if (refusal && !alwaysShown) {
      long now = nanoTime.getAsLong();
      Window window =
          windows.get(
              keyId + "|" + operation.id() + "|" + status,
              k -> {
                Window fresh = new Window();
                fresh.writtenAt = now - REFUSAL_WINDOW.toNanos();
                return fresh;
              });
      synchronized (window) {
        if (now - window.writtenAt < REFUSAL_WINDOW.toNanos()) {
          window.repeated++;
          level = Level.DEBUG;
        } else {
          repeated = window.repeated;
          window.repeated = 0;
          window.writtenAt = now;
        }
      }
      if (!log.isEnabledForLevel(level)) {
        return;
      }
    }
    log.atLevel(level)
        .log(
            "operation={} status={} units={} durationMs={} account={} key={}{}",
            operation.id(),
            status,
            units,
            elapsed.toNanos() / 1_000_000.0,
            principal == null ? "-" : principal.accountId(),
            keyId,
            repeated > 0 ? " repeated=" + repeated : "");
  }
}
