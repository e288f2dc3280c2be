package io.vidlens.history;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The recurring trajectory run (db-scheduler task {@code trajectory-plan}, once per {@code
 * plan-interval} on one node): schedules one {@code trajectory-sample} execution per followed
 * channel with a read due, at most {@code max-channels-per-run}; any node picks each up, once. It
 * also drops samples older than the retention.
 */
@Component
record TrajectoryPlanner(
    FollowedChannels followed,
    TrajectoryStore store,
    HistoryProperties.Trajectories properties,
    Clock clock) {

  /** The per-channel sample, one execution per channel ID. */
  static final TaskDescriptor<Void> SAMPLE = TaskDescriptor.of("trajectory-sample");

  /** What one run did. */
  record Run(int due, int scheduled, int samplesDropped) {}

  Run planOnce(SchedulerClient scheduler) {
    Instant now = clock.instant();
    List<ChannelId> due =
        followed.due(now, properties.discoveryInterval(), properties.maxChannelsPerRun());
    int scheduled = PerChannelExecutions.schedule(scheduler, SAMPLE, due, now);
    int dropped = store.purgeBefore(now.minus(properties.retention()));
    return new Run(due.size(), scheduled, dropped);
  }
}
