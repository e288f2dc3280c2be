package io.vidlens.history;

import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.work.UpstreamWork;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Refreshes, once per {@code vidlens.history.interval}, the channels a client asked about within
 * {@code tracked-window} and that were not refreshed within the interval, at most {@code
 * max-channels-per-run} a run, one after the other. Its reads are background work: they wait for
 * the outbound budget and leave its reserve to API requests. Each channel is claimed first (a
 * conditional UPDATE), so nodes sharing one PostgreSQL never refresh one channel twice. A run also
 * drops readings older than {@code retention} and stops tracking channels nobody asked about.
 */
@Component
class HistoryScheduler {

  private static final Logger log = LoggerFactory.getLogger(HistoryScheduler.class);

  /** What one run did. */
  record Run(int claimed, int refreshed, int failed, int readingsDropped, int channelsForgotten) {}

  private final TrackedChannels tracked;
  private final CountHistory history;
  private final ChannelRefresh refresh;
  private final HistoryProperties properties;
  private final Clock clock;

  /** This node's name in claims. */
  private final String node = "node-" + UUID.randomUUID();

  HistoryScheduler(
      TrackedChannels tracked,
      CountHistory history,
      ChannelRefresh refresh,
      HistoryProperties properties,
      Clock clock) {
    this.tracked = tracked;
    this.history = history;
    this.refresh = refresh;
    this.properties = properties;
    this.clock = clock;
  }

  @Scheduled(
      fixedDelayString = "${vidlens.history.interval:1d}",
      initialDelayString = "${vidlens.history.initial-delay:10m}")
  void scheduled() {
    if (!properties.enabled()) {
      return;
    }
    try {
      Run run = runOnce();
      log.info(
          "History run: {} channels claimed, {} refreshed, {} failed; {} old readings dropped, {} channels no longer tracked",
          run.claimed(),
          run.refreshed(),
          run.failed(),
          run.readingsDropped(),
          run.channelsForgotten());
    } catch (RuntimeException e) {
      log.warn("History run failed: {}", e.toString());
    }
  }

  /** One run: claim the due channels, refresh each, free its claim; then the retention. */
  Run runOnce() {
    Instant now = clock.instant();
    List<ChannelId> due =
        tracked.claimDue(
            node,
            now.minus(properties.trackedWindow()),
            // a little slack, so a channel refreshed by the last run is due at this one
            now.minus(properties.interval().multipliedBy(9).dividedBy(10)),
            properties.maxChannelsPerRun(),
            properties.lease());
    int refreshed = 0;
    int failed = 0;
    for (ChannelId channel : due) {
      try {
        UpstreamWork.callInBackground(
            UpstreamWork.HISTORY_REFRESH,
            () -> {
              refresh.refresh(channel);
              return null;
            });
        tracked.refreshed(channel, node);
        refreshed++;
      } catch (RuntimeException e) {
        log.info("History refresh of {} failed: {}", channel, e.toString());
        tracked.release(channel, node);
        failed++;
      }
    }
    int dropped = history.purgeBefore(now.minus(properties.retention()));
    int forgotten = tracked.forgetAskedBefore(now.minus(properties.trackedWindow()));
    return new Run(due.size(), refreshed, failed, dropped, forgotten);
  }
}
