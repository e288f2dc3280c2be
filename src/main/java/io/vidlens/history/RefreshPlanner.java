package io.vidlens.history;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The recurring history run (db-scheduler task {@code history-plan}, once per {@code
 * vidlens.history.interval} on one node): schedules one {@code history-refresh} execution per
 * channel a client asked about within {@code tracked-window} and not refreshed within the interval,
 * at most {@code max-channels-per-run}; any node's scheduler picks each one up, once. It also drops
 * readings older than {@code retention} and stops tracking channels nobody asked about.
 */
@Component
record RefreshPlanner(
    TrackedChannels tracked, CountHistory history, HistoryProperties properties, Clock clock) {

  /** The per-channel refresh, one execution per channel ID. */
  static final TaskDescriptor<Void> REFRESH = TaskDescriptor.of("history-refresh");

  /** What one run did. */
  record Run(int due, int scheduled, int readingsDropped, int channelsForgotten) {}

  Run planOnce(SchedulerClient scheduler) {
    Instant now = clock.instant();
    List<ChannelId> due =
        tracked.due(
            now.minus(properties.trackedWindow()),
            // a little slack, so a channel refreshed by the last run is due at this one
            now.minus(properties.interval().multipliedBy(9).dividedBy(10)),
            properties.maxChannelsPerRun());
    int scheduled = PerChannelExecutions.schedule(scheduler, REFRESH, due, now);
    int dropped = history.purgeBefore(now.minus(properties.retention()));
    int forgotten = tracked.forgetAskedBefore(now.minus(properties.trackedWindow()));
    return new Run(due.size(), scheduled, dropped, forgotten);
  }
}
