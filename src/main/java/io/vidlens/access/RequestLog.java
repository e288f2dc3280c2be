package io.vidlens.access;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * The line per API request (logger {@code io.vidlens.access.requests}): operation, status, units,
 * duration, account and key ID. Refusals, errors and slow answers are written at INFO; quick
 * successes at DEBUG, because at thousands of cached answers a second a line each would cost the
 * node a fifth of its throughput and fill disks, while the metrics already count them. Set the
 * logger to DEBUG to see every request.
 */
final class RequestLog {

  private static final Logger log = LoggerFactory.getLogger("io.vidlens.access.requests");

  private final Duration slow;

  RequestLog(Duration slow) {
    this.slow = slow;
  }

  void write(Operation operation, int status, int units, Duration elapsed, ApiPrincipal principal) {
    Level level = status >= 400 || elapsed.compareTo(slow) >= 0 ? Level.INFO : Level.DEBUG;
    if (!log.isEnabledForLevel(level)) {
      return;
    }
    log.atLevel(level)
        .log(
            "operation={} status={} units={} durationMs={} account={} key={}",
            operation.id(),
            status,
            units,
            elapsed.toNanos() / 1_000_000.0,
            principal == null ? "-" : principal.accountId(),
            principal == null ? "-" : principal.keyId());
  }
}
