package io.vidlens.history;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.work.UpstreamWork;
import java.time.Duration;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The history's tasks on db-scheduler (docs/operations.md, "Scheduled work"), found by its Spring
 * Boot starter: a recurring plan per kind of work, run on one node at a time, that schedules one
 * execution per channel, which any node picks up, once. The per-channel work is background work: it
 * waits for the outbound budget and leaves its reserve to API requests. A failed one is removed
 * (its channel stays due, so the next plan schedules it again); one whose node died is revived by
 * db-scheduler after its missed heartbeats.
 */
@Configuration(proxyBeanMethods = false)
class HistoryTasks {

  private static final Logger log = LoggerFactory.getLogger(HistoryTasks.class);

  @Bean
  RecurringTask<Void> historyPlan(RefreshPlanner planner, HistoryProperties properties) {
    return plan(
        "history-plan",
        properties.initialDelay(),
        properties.interval(),
        properties.enabled(),
        scheduler -> {
          RefreshPlanner.Run run = planner.planOnce(scheduler);
          log.info(
              "History plan: {} channels due, {} refreshes scheduled; {} old readings dropped, {} channels no longer tracked",
              run.due(),
              run.scheduled(),
              run.readingsDropped(),
              run.channelsForgotten());
        });
  }

  @Bean
  OneTimeTask<Void> historyRefresh(ChannelRefresh refresh, TrackedChannels tracked) {
    return perChannel(
        RefreshPlanner.REFRESH,
        UpstreamWork.HISTORY_REFRESH,
        "History refresh",
        channel -> {
          refresh.refresh(channel);
          tracked.refreshed(channel);
        });
  }

  @Bean
  RecurringTask<Void> trajectoryPlan(TrajectoryPlanner planner, HistoryProperties history) {
    HistoryProperties.Trajectories properties = history.trajectories();
    return plan(
        "trajectory-plan",
        history.initialDelay(),
        properties.planInterval(),
        properties.enabled(),
        scheduler -> {
          TrajectoryPlanner.Run run = planner.planOnce(scheduler);
          log.info(
              "Trajectory plan: {} channels due, {} samples scheduled; {} old samples dropped",
              run.due(),
              run.scheduled(),
              run.samplesDropped());
        });
  }

  @Bean
  OneTimeTask<Void> trajectorySample(ChannelSampler sampler, TrajectoryEvents events) {
    return perChannel(
        TrajectoryPlanner.SAMPLE,
        UpstreamWork.TRAJECTORY_SAMPLING,
        "Trajectory sample",
        channel -> events.sampled(channel, sampler.sample(channel)));
  }

  /** A recurring plan: after {@code initialDelay}, every {@code interval}, when enabled. */
  private static RecurringTask<Void> plan(
      String name,
      Duration initialDelay,
      Duration interval,
      boolean enabled,
      Consumer<SchedulerClient> planOnce) {
    return Tasks.recurring(name, new ScheduleAfterDelay(initialDelay, interval))
        .execute(
            (instance, context) -> {
              if (enabled) {
                planOnce.accept(context.getSchedulerClient());
              }
            });
  }

  /**
   * The work on one channel (the execution's ID) as background work for {@code purpose}; a failed
   * execution is removed.
   */
  private static OneTimeTask<Void> perChannel(
      TaskDescriptor<Void> task, String purpose, String what, Consumer<ChannelId> work) {
    return Tasks.oneTime(task)
        .onFailure((complete, operations) -> operations.remove())
        .execute(
            (instance, context) -> {
              ChannelId channel = new ChannelId(instance.getId());
              inBackground(purpose, what + " of " + channel, () -> work.accept(channel));
            });
  }

  /** Runs {@code work} as background upstream work; a failure is logged, then told the engine. */
  private static void inBackground(String purpose, String what, Runnable work) {
    try {
      UpstreamWork.callInBackground(
          purpose,
          () -> {
            work.run();
            return null;
          });
    } catch (RuntimeException e) {
      log.info("{} failed: {}", what, e.toString());
      throw e;
    }
  }
}
