package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;

import com.github.kagkarlsson.scheduler.ScheduledExecution;
import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.testing.MigratedSqlite;
import io.vidlens.testing.MutableClock;
import io.vidlens.work.UpstreamWork;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The history refresh on db-scheduler over SQLite: a plan schedules one refresh per channel clients
 * asked about within the tracked window, at most the cap, none twice while it waits; the engine
 * runs each once, as background work, and a failed one stays due; old readings are dropped.
 */
class RefreshPlannerTest {

  static final Instant T0 = Instant.parse("2026-06-01T00:00:00Z");

  @TempDir Path dir;
  final MutableClock clock = new MutableClock(T0);
  DataSource dataSource;
  TrackedChannels tracked;
  CountHistory history;
  final List<String> refreshed = Collections.synchronizedList(new ArrayList<>());
  final List<Boolean> background = Collections.synchronizedList(new ArrayList<>());

  @BeforeEach
  void setUp() {
    JdbcTemplate jdbc = MigratedSqlite.in(dir);
    dataSource = jdbc.getDataSource();
    tracked = new TrackedChannels(jdbc, clock);
    history = new CountHistory(jdbc);
  }

  static ChannelId channel(int n) {
    return new ChannelId("UC" + String.format("%022d", n));
  }

  RefreshPlanner planner(int cap) {
    return new RefreshPlanner(tracked, history, properties(cap), clock);
  }

  static HistoryProperties properties(int cap) {
    return new HistoryProperties(
        true,
        Duration.ofDays(1),
        Duration.ofMinutes(10),
        cap,
        Duration.ofDays(30),
        Duration.ofDays(365),
        new HistoryProperties.Trajectories(
            true, Duration.ofMinutes(30), Duration.ofHours(6), 500, 5, Duration.ofDays(365)));
  }

  /** The refresh task as the application makes it, its reads recorded (channel 3's fail). */
  OneTimeTask<Void> refreshTask() {
    ChannelRefresh refresh = mock(ChannelRefresh.class);
    doAnswer(
            call -> {
              String id = call.<ChannelId>getArgument(0).value();
              background.add(UpstreamWork.isBackground());
              if (id.equals(channel(3).value())) {
                throw new IllegalStateException("platform trouble");
              }
              refreshed.add(id);
              return null;
            })
        .when(refresh)
        .refresh(any());
    return new HistoryTasks().historyRefresh(refresh, tracked);
  }

  SchedulerClient client() {
    return SchedulerClient.Builder.create(dataSource, refreshTask()).build();
  }

  List<String> scheduled(SchedulerClient client) {
    return client.getScheduledExecutionsForTask(RefreshPlanner.REFRESH.getTaskName()).stream()
        .map(ScheduledExecution::getTaskInstance)
        .map(i -> i.getId())
        .sorted()
        .toList();
  }

  @Test
  void schedulesOnlyChannelsAskedAboutWithinTheWindow() {
    tracked.noteAsked(channel(1), clock.instant()); // 40 days before the run: out of the window
    clock.set(T0.plus(Duration.ofDays(35)));
    tracked.noteAsked(channel(2), clock.instant());
    clock.set(T0.plus(Duration.ofDays(40)));
    SchedulerClient client = client();

    RefreshPlanner.Run run = planner(10).planOnce(client);

    assertThat(run.scheduled()).isEqualTo(1);
    assertThat(scheduled(client)).containsExactly(channel(2).value());
    // the channel nobody asked about within the window is no longer tracked
    assertThat(tracked.lastAsked(channel(1))).isEmpty();
  }

  @Test
  void aRunSchedulesAtMostTheCapAndAWaitingRefreshOnlyOnce() {
    for (int i = 1; i <= 5; i++) {
      tracked.noteAsked(channel(i), clock.instant());
    }
    SchedulerClient client = client();
    assertThat(planner(2).planOnce(client).scheduled()).isEqualTo(2);
    // the two still wait for a node: the next run finds them due again but adds nothing for them
    assertThat(planner(5).planOnce(client).scheduled()).isEqualTo(3);
    assertThat(planner(5).planOnce(client).scheduled()).isZero();
    assertThat(scheduled(client)).hasSize(5).doesNotHaveDuplicates();
  }

  @Test
  void theEngineRefreshesEachChannelOnceAsBackgroundWorkAndAFailedOneStaysDue() {
    for (int i = 1; i <= 4; i++) {
      tracked.noteAsked(channel(i), clock.instant());
    }
    Scheduler engine =
        Scheduler.create(dataSource, refreshTask())
            .pollingInterval(Duration.ofMillis(100))
            .threads(2)
            .build();
    engine.start();
    try {
      assertThat(planner(10).planOnce(engine).scheduled()).isEqualTo(4);
      await().atMost(Duration.ofSeconds(30)).until(() -> scheduled(engine).isEmpty());
    } finally {
      engine.stop();
    }

    assertThat(refreshed)
        .containsExactlyInAnyOrder(channel(1).value(), channel(2).value(), channel(4).value());
    assertThat(background).hasSize(4).containsOnly(true);
    // refreshed ones wait for the interval; the failed one is due at the next run
    assertThat(tracked.due(T0.minus(Duration.ofDays(30)), clock.instant(), 10))
        .containsExactly(channel(3));
    clock.set(T0.plus(Duration.ofDays(1)));
    assertThat(tracked.due(T0.minus(Duration.ofDays(30)), clock.instant(), 10)).hasSize(4);
  }

  @Test
  void readingsOlderThanTheRetentionAreDropped() {
    history.store(List.of(reading(10, T0), reading(20, T0.plus(Duration.ofDays(300)))));
    clock.set(T0.plus(Duration.ofDays(400)));
    assertThat(planner(5).planOnce(client()).readingsDropped()).isEqualTo(1);
    assertThat(history.readings(channel(1))).extracting(CountReading::value).containsExactly(20L);
  }

  static CountReading reading(long views, Instant at) {
    return new CountReading(
        CountReading.Subject.CHANNEL,
        channel(1).value(),
        channel(1).value(),
        CountReading.Metric.VIEWS,
        views,
        at);
  }
}
