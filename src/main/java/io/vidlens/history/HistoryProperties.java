package io.vidlens.history;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.history.*} (README, configuration table; docs/history.md).
 *
 * @param enabled whether the scheduler refreshes tracked channels (readings on clients' reads are
 *     stored either way)
 * @param interval how often the scheduler runs, and how long a refreshed channel waits before its
 *     next refresh
 * @param initialDelay the wait after start before the first run
 * @param maxChannelsPerRun the most channel refreshes one run schedules (for all nodes)
 * @param trackedWindow a channel is refreshed while a client asked about it within this window
 * @param retention readings older than this are dropped (by the scheduler's runs)
 */
@ConfigurationProperties("vidlens.history")
record HistoryProperties(
    @DefaultValue("true") boolean enabled,
    @DefaultValue("1d") Duration interval,
    @DefaultValue("10m") Duration initialDelay,
    @DefaultValue("50") int maxChannelsPerRun,
    @DefaultValue("30d") Duration trackedWindow,
    @DefaultValue("730d") Duration retention) {

  HistoryProperties {
    if (interval == null || interval.isNegative() || interval.isZero()) {
      throw new IllegalArgumentException("vidlens.history.interval must be positive");
    }
    if (maxChannelsPerRun < 0) {
      throw new IllegalArgumentException(
          "vidlens.history.max-channels-per-run must not be negative");
    }
    if (trackedWindow == null || trackedWindow.isNegative()) {
      throw new IllegalArgumentException("vidlens.history.tracked-window must not be negative");
    }
    if (retention == null || retention.isNegative() || retention.isZero()) {
      throw new IllegalArgumentException("vidlens.history.retention must be positive");
    }
  }
}
