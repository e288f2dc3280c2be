package io.vidlens.history;

import com.github.kagkarlsson.scheduler.task.ExecutionComplete;
import com.github.kagkarlsson.scheduler.task.schedule.Schedule;
import java.time.Duration;
import java.time.Instant;

/**
 * A recurring task's schedule: first {@code initialDelay} after the task is first stored (not after
 * each start: db-scheduler keeps the row, so a restart neither loses nor repeats a due run), then
 * {@code every} after each run ends.
 */
record ScheduleAfterDelay(Duration initialDelay, Duration every) implements Schedule {

  @Override
  public Instant getInitialExecutionTime(Instant now) {
    return now.plus(initialDelay);
  }

  @Override
  public Instant getNextExecutionTime(ExecutionComplete complete) {
    return complete.getTimeDone().plus(every);
  }

  @Override
  public boolean isDeterministic() {
    return false;
  }
}
