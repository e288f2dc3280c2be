package io.vidlens.history;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.history.trajectories.*} (docs/history.md, "Video trajectories").
 *
 * @param enabled whether the videos of watched channels are sampled
 * @param planInterval how often the plan looks for channels with videos due
 * @param discoveryInterval a watched channel's uploads are read at least this often, to see its new
 *     videos early in their first 48 hours
 * @param maxChannelsPerRun the most channels one plan run schedules
 * @param maxPages the most pages of a channel's uploads one sample reads (30 videos a page), to
 *     reach older videos that are due
 * @param retention samples older than this are dropped
 */
@ConfigurationProperties("vidlens.history.trajectories")
record TrajectoryProperties(
    @DefaultValue("true") boolean enabled,
    @DefaultValue("30m") Duration planInterval,
    @DefaultValue("6h") Duration discoveryInterval,
    @DefaultValue("500") int maxChannelsPerRun,
    @DefaultValue("5") int maxPages,
    @DefaultValue("730d") Duration retention) {

  TrajectoryProperties {
    if (planInterval == null || planInterval.isNegative() || planInterval.isZero()) {
      throw new IllegalArgumentException(
          "vidlens.history.trajectories.plan-interval must be positive");
    }
    if (discoveryInterval == null || discoveryInterval.isNegative()) {
      throw new IllegalArgumentException(
          "vidlens.history.trajectories.discovery-interval must not be negative");
    }
    if (maxChannelsPerRun < 0 || maxPages < 1) {
      throw new IllegalArgumentException(
          "vidlens.history.trajectories: max-channels-per-run >= 0 and max-pages >= 1");
    }
    if (retention == null || retention.isNegative() || retention.isZero()) {
      throw new IllegalArgumentException("vidlens.history.trajectories.retention must be positive");
    }
  }
}
