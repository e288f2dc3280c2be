package io.vidlens.history;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import io.vidlens.model.ChannelId;
import java.time.Instant;
import java.util.List;

/** What the planners share: one execution of a per-channel task for each channel due. */
final class PerChannelExecutions {

  private PerChannelExecutions() {}

  /**
   * Schedules {@code task} for each of {@code due} at {@code now}; one execution per channel: one
   * still waiting (for the budget) is not scheduled again. Returns how many were scheduled.
   */
  static int schedule(
      SchedulerClient scheduler, TaskDescriptor<Void> task, List<ChannelId> due, Instant now) {
    int scheduled = 0;
    for (ChannelId channel : due) {
      if (scheduler.scheduleIfNotExists(task.instance(channel.value()).scheduledTo(now))) {
        scheduled++;
      }
    }
    return scheduled;
  }
}
