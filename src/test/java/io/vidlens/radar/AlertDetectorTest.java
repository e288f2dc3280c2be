package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyDouble;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import io.vidlens.history.api.TrajectoriesSampled;
import io.vidlens.radar.api.BreakoutAlerted;
import io.vidlens.testing.MigratedSqlite;
import io.vidlens.testing.MutableClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.mail.javamail.JavaMailSender;

/**
 * Detection when a channel's trajectories grew: a video tracking at or above a list's threshold
 * makes one alert for each list whose alerts are on (a second sample run, or the event delivered
 * again, makes none), with its webhook delivery scheduled in the same transaction and the MCP's
 * event published; a list with a higher threshold, or its alerts off, gets none.
 */
class AlertDetectorTest {

  static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
  static final String CHANNEL = "UC" + "1".repeat(22);
  static final String HIGH = "00000000-0000-4000-8000-00000000000c";
  static final String OFF = "00000000-0000-4000-8000-00000000000d";

  @TempDir Path dir;
  final MutableClock clock = new MutableClock(T0);
  final List<Object> published = new ArrayList<>();
  JdbcTemplate jdbc;
  AlertStore store;
  SchedulerClient scheduler;
  AlertDetector detector;
  final BreakoutScores scores = mock(BreakoutScores.class);

  @BeforeEach
  void setUp() {
    DataSource dataSource = MigratedSqlite.in(dir).getDataSource();
    // as the scheduler's starter does: its writes join Spring's transaction
    DataSource joined = new TransactionAwareDataSourceProxy(dataSource);
    jdbc = new JdbcTemplate(joined);
    store = new AlertStore(jdbc);
    scheduler =
        SchedulerClient.Builder.create(joined, new AlertTasks().alertDeliveryTask(null)).build();
    BreakoutScore tracking =
        BreakoutScore.of(5000, 24, 24, new double[] {900, 1000, 1000, 1000, 1100}, 100);
    BreakoutScore early = BreakoutScore.of(9000, 3, 3, new double[] {100, 100, 100, 100, 100}, 100);
    when(scores.channel(eq(CHANNEL), anyDouble()))
        .thenReturn(
            List.of(
                new BreakoutScores.VideoScore(
                    "vidEarly0001",
                    T0,
                    3,
                    9000,
                    BreakoutScores.Basis.TRAJECTORIES,
                    early,
                    List.of()),
                new BreakoutScores.VideoScore(
                    "vidTracking1",
                    T0,
                    24,
                    5000,
                    BreakoutScores.Basis.TRAJECTORIES,
                    tracking,
                    List.of())));
    @SuppressWarnings("unchecked")
    ObjectProvider<JavaMailSender> noMail = mock(ObjectProvider.class);
    detector =
        new AlertDetector(
            store,
            scores,
            scheduler,
            new AlertMail(noMail, "vidlens@localhost"),
            published::add,
            new DataSourceTransactionManager(dataSource),
            clock);
    jdbc.update(
        "INSERT INTO accounts (id, name, plan, created_at) VALUES ('acc', 'acc', 'default', 0)");
    list(AlertStoreTest.LIST, 3.0, true);
    list(HIGH, 6.0, true);
    list(OFF, 3.0, false);
  }

  void list(String id, double threshold, boolean enabled) {
    jdbc.update(
        "INSERT INTO watchlists (id, account_id, name, breakout_threshold, created_at, updated_at)"
            + " VALUES (?, 'acc', ?, ?, 0, 0)",
        id,
        id,
        threshold);
    jdbc.update(
        "INSERT INTO watchlist_channels (watchlist_id, channel_id, added_at) VALUES (?, ?, 0)",
        id,
        CHANNEL);
    store.save(new AlertStore.Settings(id, "https://hooks.example/" + id, "s", null, enabled, T0));
  }

  @Test
  void aBreakoutMakesOneAlertPerListWithItsDeliveryScheduled() {
    detector.sampled(new TrajectoriesSampled(CHANNEL, 3, T0));
    detector.sampled(new TrajectoriesSampled(CHANNEL, 3, T0)); // the next run, or a redelivery

    assertThat(store.alerts(AlertStoreTest.LIST))
        .singleElement()
        .satisfies(
            a -> {
              assertThat(a.videoId()).isEqualTo("vidTracking1");
              assertThat(a.ratio()).isEqualTo(5.0);
              assertThat(a.webhookState()).isEqualTo("pending");
              assertThat(a.emailState()).as("no mail server").isEqualTo("none");
            });
    assertThat(store.alerts(HIGH)).as("5× is under its 6×").isEmpty();
    assertThat(store.alerts(OFF)).as("alerts off").isEmpty();
    String alertId = store.alerts(AlertStoreTest.LIST).getFirst().id();
    assertThat(scheduler.getScheduledExecutionsForTask(AlertTasks.DELIVERY.getTaskName()))
        .singleElement()
        .satisfies(e -> assertThat(e.getTaskInstance().getId()).isEqualTo(alertId + "/webhook"));
    assertThat(published)
        .singleElement()
        .isEqualTo(
            new BreakoutAlerted(
                "acc", AlertStoreTest.LIST, alertId, CHANNEL, "vidTracking1", 5.0, T0));
  }

  @Test
  void aChannelNoAlertingListHoldsIsNotScored() {
    assertThat(detector.detect("UC" + "9".repeat(22))).isZero();
    verifyNoInteractions(scores); // no listing read for a channel nobody is alerted about
  }
}
