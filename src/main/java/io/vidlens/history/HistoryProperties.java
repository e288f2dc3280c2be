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
 * @param trajectories {@code vidlens.history.trajectories.*}: the sampling of watched channels'
 *     videos
 */
@ConfigurationProperties("vidlens.history")
record HistoryProperties(
    @DefaultValue("true") boolean enabled,
    @DefaultValue("1d") Duration interval,
    @DefaultValue("10m") Duration initialDelay,
    @DefaultValue("50") int maxChannelsPerRun,
    @DefaultValue("30d") Duration trackedWindow,
    @DefaultValue("730d") Duration retention,
    @DefaultValue Trajectories trajectories) {

  private static final String PREFIX = "vidlens.history.";

  HistoryProperties {
    requirePositive(interval, "interval");
    requireNotNegative(maxChannelsPerRun, "max-channels-per-run");
    requireNotNegative(trackedWindow, "tracked-window");
    requirePositive(retention, "retention");
  }

  /**
   * {@code vidlens.history.trajectories.*} (docs/history.md, "Video trajectories").
   *
   * @param enabled whether the videos of watched channels are sampled
   * @param planInterval how often the plan looks for channels with videos due
   * @param discoveryInterval a watched channel's uploads are read at least this often, to see its
   *     new videos early in their first 48 hours
   * @param maxChannelsPerRun the most channels one plan run schedules
   * @param maxPages the most pages of a channel's uploads one sample reads (30 videos a page), to
   *     reach older videos that are due
   * @param retention samples older than this are dropped
   */
  record Trajectories(
      @DefaultValue("true") boolean enabled,
      @DefaultValue("30m") Duration planInterval,
      @DefaultValue("6h") Duration discoveryInterval,
      @DefaultValue("500") int maxChannelsPerRun,
      @DefaultValue("5") int maxPages,
      @DefaultValue("730d") Duration retention) {

    Trajectories {
      requirePositive(planInterval, "trajectories.plan-interval");
      requireNotNegative(discoveryInterval, "trajectories.discovery-interval");
      requireNotNegative(maxChannelsPerRun, "trajectories.max-channels-per-run");
      if (maxPages < 1) {
        throw new IllegalArgumentException(PREFIX + "trajectories.max-pages must be at least 1");
      }
      requirePositive(retention, "trajectories.retention");
    }
  }

  private static void requirePositive(Duration value, String key) {
    if (value == null || value.isNegative() || value.isZero()) {
      throw new IllegalArgumentException(PREFIX + key + " must be positive");
    }
  }

  private static void requireNotNegative(Duration value, String key) {
    if (value == null || value.isNegative()) {
      throw new IllegalArgumentException(PREFIX + key + " must not be negative");
    }
  }

  private static void requireNotNegative(int value, String key) {
    if (value < 0) {
      throw new IllegalArgumentException(PREFIX + key + " must not be negative");
    }
  }
}
