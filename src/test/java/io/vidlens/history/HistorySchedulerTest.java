package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;

import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.testing.MigratedSqlite;
import io.vidlens.work.UpstreamWork;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The scheduler refreshes only the channels clients asked about within the tracked window, at most
 * the cap a run, as background work; two schedulers on one database never refresh one channel
 * twice; a refreshed channel waits for the interval; old readings are dropped.
 */
class HistorySchedulerTest {

  static final Instant T0 = Instant.parse("2026-06-01T00:00:00Z");

  @TempDir Path dir;
  final MutableClock clock = new MutableClock(T0);
  JdbcTemplate jdbc;
  TrackedChannels tracked;
  CountHistory history;
  final List<String> refreshed = Collections.synchronizedList(new ArrayList<>());
  final List<Boolean> priorities = Collections.synchronizedList(new ArrayList<>());

  @BeforeEach
  void setUp() {
    jdbc = MigratedSqlite.in(dir);
    tracked = new TrackedChannels(jdbc, clock);
    history = new CountHistory(jdbc);
  }

  static ChannelId channel(int n) {
    return new ChannelId("UC" + String.format("%022d", n));
  }

  HistoryScheduler scheduler(int cap) {
    return scheduler(cap, Duration.ZERO);
  }

  /** A scheduler whose refresh records the channel (after {@code pause}, to overlap runs). */
  HistoryScheduler scheduler(int cap, Duration pause) {
    ChannelRefresh refresh = mock(ChannelRefresh.class);
    doAnswer(
            call -> {
              priorities.add(UpstreamWork.isBackground());
              refreshed.add(call.<ChannelId>getArgument(0).value());
              try {
                Thread.sleep(pause);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return null;
            })
        .when(refresh)
        .refresh(any());
    HistoryProperties properties =
        new HistoryProperties(
            true,
            Duration.ofDays(1),
            Duration.ofMinutes(10),
            cap,
            Duration.ofDays(30),
            Duration.ofDays(365),
            Duration.ofMinutes(30));
    return new HistoryScheduler(tracked, history, refresh, properties, clock);
  }

  @Test
  void refreshesOnlyChannelsAskedAboutWithinTheWindowAsBackgroundWork() {
    tracked.noteAsked(
        channel(1), clock.instant()); // asked 40 days before the run: out of the window
    clock.set(T0.plus(Duration.ofDays(35)));
    tracked.noteAsked(channel(2), clock.instant());
    clock.set(T0.plus(Duration.ofDays(40)));

    HistoryScheduler.Run run = scheduler(10).runOnce();

    assertThat(refreshed).containsExactly(channel(2).value());
    assertThat(run.refreshed()).isEqualTo(1);
    assertThat(priorities).containsOnly(true);
    // the channel nobody asked about within the window is no longer tracked
    assertThat(tracked.lastAsked(channel(1))).isEmpty();
  }

  @Test
  void aRunRefreshesAtMostTheCapAndTheNextRunTheRest() {
    for (int i = 1; i <= 5; i++) {
      tracked.noteAsked(channel(i), clock.instant());
    }
    HistoryScheduler scheduler = scheduler(2);
    assertThat(scheduler.runOnce().refreshed()).isEqualTo(2);
    assertThat(scheduler.runOnce().refreshed()).isEqualTo(2);
    assertThat(scheduler.runOnce().refreshed()).isEqualTo(1);
    assertThat(scheduler.runOnce().refreshed()).isZero(); // all refreshed within the interval
    assertThat(refreshed).doesNotHaveDuplicates().hasSize(5);

    clock.set(T0.plus(Duration.ofDays(1)));
    assertThat(scheduler.runOnce().refreshed()).isEqualTo(2); // due again after the interval
  }

  @Test
  void twoSchedulersOnOneDatabaseNeverRefreshAChannelTwice() throws Exception {
    for (int i = 1; i <= 12; i++) {
      tracked.noteAsked(channel(i), clock.instant());
    }
    HistoryScheduler a = scheduler(20, Duration.ofMillis(20));
    HistoryScheduler b = scheduler(20, Duration.ofMillis(20));
    CountDownLatch start = new CountDownLatch(1);
    try (var pool = Executors.newFixedThreadPool(2)) {
      Future<HistoryScheduler.Run> ra =
          pool.submit(
              () -> {
                start.await();
                return a.runOnce();
              });
      Future<HistoryScheduler.Run> rb =
          pool.submit(
              () -> {
                start.await();
                return b.runOnce();
              });
      start.countDown();
      assertThat(ra.get().refreshed() + rb.get().refreshed()).isEqualTo(12);
    }
    assertThat(refreshed).doesNotHaveDuplicates().hasSize(12);
  }

  @Test
  void aFailedRefreshFreesTheChannelForTheNextRun() {
    tracked.noteAsked(channel(1), clock.instant());
    HistoryProperties properties =
        new HistoryProperties(
            true,
            Duration.ofDays(1),
            Duration.ofMinutes(10),
            5,
            Duration.ofDays(30),
            Duration.ofDays(365),
            Duration.ofMinutes(30));
    ChannelRefresh failing = mock(ChannelRefresh.class);
    doThrow(new IllegalStateException("platform trouble")).when(failing).refresh(any());
    HistoryScheduler.Run run =
        new HistoryScheduler(tracked, history, failing, properties, clock).runOnce();
    assertThat(run.failed()).isEqualTo(1);
    assertThat(scheduler(5).runOnce().refreshed()).isEqualTo(1);
  }

  @Test
  void readingsOlderThanTheRetentionAreDropped() {
    history.store(
        List.of(
            new CountReading(
                CountReading.Subject.CHANNEL,
                channel(1).value(),
                channel(1).value(),
                CountReading.Metric.VIEWS,
                10,
                T0),
            new CountReading(
                CountReading.Subject.CHANNEL,
                channel(1).value(),
                channel(1).value(),
                CountReading.Metric.VIEWS,
                20,
                T0.plus(Duration.ofDays(300)))));
    clock.set(T0.plus(Duration.ofDays(400)));
    assertThat(scheduler(5).runOnce().readingsDropped()).isEqualTo(1);
    assertThat(history.readings(channel(1))).extracting(CountReading::value).containsExactly(20L);
  }

  /** The service clock, moved by the test. */
  static final class MutableClock extends Clock {
    private volatile Instant now;

    MutableClock(Instant now) {
      this.now = now;
    }

    void set(Instant now) {
      this.now = now;
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
