package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.radar.api.DeliveryAttempt;
import io.vidlens.testing.DatabaseBackend;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The alert store on each database (a data slice over a fresh SQLite file or PostgreSQL schema;
 * PostgreSQL skips visibly without a server): one alert per watchlist and video however many
 * writers race for it, the delivery log newest first, the lists whose alerts are on for a channel,
 * and a deleted list's alerts gone.
 */
class AlertStoreTest {

  static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
  static final String LIST = "00000000-0000-4000-8000-00000000000a";
  static final String OTHER = "00000000-0000-4000-8000-00000000000b";
  static final String CHANNEL = "UC" + "1".repeat(22);

  private DatabaseBackend backend;
  private JdbcTemplate jdbc;

  static Stream<Named<Supplier<DatabaseBackend>>> databases() {
    return Stream.of(
        Named.of("SQLite", DatabaseBackend::sqlite),
        Named.of("PostgreSQL", DatabaseBackend::postgres));
  }

  private AlertStore start(Supplier<DatabaseBackend> database) {
    backend = database.get();
    ConfigurableApplicationContext app = backend.startStorage(Map.of(), AlertStore.class);
    jdbc = app.getBean(JdbcTemplate.class);
    return app.getBean(AlertStore.class);
  }

  @AfterEach
  void close() {
    if (backend != null) {
      backend.close();
    }
  }

  static AlertStore.Alert alert(String id, String list, String video, Instant at) {
    return new AlertStore.Alert(
        id, list, video, CHANNEL, 4.2, 2.5, 6.0, 1000.0, 4200, 30.0, at, "pending", "none");
  }

  @ParameterizedTest
  @MethodSource("databases")
  void aVideoMakesOneAlertPerWatchlistHoweverManyWritersRaceForIt(
      Supplier<DatabaseBackend> database) throws Exception {
    AlertStore store = start(database);
    int writers = 8;
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(writers);
    List<Future<Boolean>> made = new ArrayList<>();
    for (int i = 0; i < writers; i++) {
      String id = "alert-" + i;
      Callable<Boolean> write =
          () -> {
            go.await();
            return store.insert(alert(id, LIST, "vid00000001", T0));
          };
      made.add(pool.submit(write));
    }
    go.countDown();
    int inserted = 0;
    for (Future<Boolean> f : made) {
      inserted += f.get() ? 1 : 0;
    }
    pool.shutdown();

    assertThat(inserted).isEqualTo(1);
    assertThat(store.alerts(LIST)).hasSize(1);
    // the same video on another list is that list's own alert
    assertThat(store.insert(alert("alert-other", OTHER, "vid00000001", T0))).isTrue();
    AlertStore.Alert read = store.alerts(LIST).getFirst();
    assertThat(read.ratio()).isEqualTo(4.2);
    assertThat(read.rangeHigh()).isEqualTo(6.0);
    assertThat(read.webhookState()).isEqualTo("pending");

    store.state(read.id(), AlertTarget.WEBHOOK, AlertStore.DELIVERED);
    assertThat(store.alert(read.id()).orElseThrow().webhookState()).isEqualTo("delivered");
  }

  @ParameterizedTest
  @MethodSource("databases")
  void theDeliveryLogIsNewestFirstAndGoesWithItsList(Supplier<DatabaseBackend> database) {
    AlertStore store = start(database);
    store.insert(alert("a1", LIST, "vid00000001", T0));
    for (int n = 1; n <= 3; n++) {
      boolean last = n == 3;
      store.record(
          "attempt-" + n,
          LIST,
          new DeliveryAttempt(
              "a1",
              null,
              AlertTarget.WEBHOOK,
              n,
              T0.plusSeconds(60L * n),
              last ? "delivered" : "retrying",
              last ? 200 : 500,
              last ? null : "the receiver answered 500",
              12,
              last ? null : T0.plusSeconds(60L * n + 60)));
    }

    List<DeliveryAttempt> log = store.recentAttempts(LIST, 2);
    assertThat(log).extracting(DeliveryAttempt::attempt).containsExactly(3, 2);
    assertThat(log.getFirst().statusCode()).isEqualTo(200);
    assertThat(log.getFirst().nextAttemptAt()).isNull();
    assertThat(log.getFirst().videoId()).isEqualTo("vid00000001");
    assertThat(log.get(1).error()).isEqualTo("the receiver answered 500");
    assertThat(log.get(1).nextAttemptAt()).isEqualTo(T0.plusSeconds(180));
    assertThat(store.attempts("a1", AlertTarget.WEBHOOK)).isEqualTo(3);
    assertThat(store.attempts("a1", AlertTarget.EMAIL)).isZero();

    store.deleteFor(LIST);
    assertThat(store.recentAttempts(LIST, 50)).isEmpty();
    assertThat(store.alert("a1")).isEmpty();
  }

  @ParameterizedTest
  @MethodSource("databases")
  void aChannelIsWatchedForAlertsByTheListsHoldingItWithAlertsOn(
      Supplier<DatabaseBackend> database) {
    AlertStore store = start(database);
    jdbc.update(
        "INSERT INTO accounts (id, name, plan, created_at) VALUES ('acc', 'acc', 'default', 0)");
    for (String list : new String[] {LIST, OTHER}) {
      jdbc.update(
          "INSERT INTO watchlists (id, account_id, name, breakout_threshold, created_at,"
              + " updated_at) VALUES (?, 'acc', ?, 3.5, 0, 0)",
          list,
          list);
      jdbc.update(
          "INSERT INTO watchlist_channels (watchlist_id, channel_id, added_at) VALUES (?, ?, 0)",
          list,
          CHANNEL);
    }
    store.save(new AlertStore.Settings(LIST, "https://hooks.example/x", "s1", null, true, T0));
    store.save(new AlertStore.Settings(OTHER, "https://hooks.example/y", "s2", null, false, T0));

    assertThat(store.watching(CHANNEL)).containsExactly(new AlertStore.Watching(LIST, "acc", 3.5));

    // settings are replaced as a whole; the secret stays what it was saved as
    store.save(new AlertStore.Settings(OTHER, null, "s2", "me@example.org", true, T0));
    assertThat(store.watching(CHANNEL)).hasSize(2);
    assertThat(store.settings(OTHER).orElseThrow().webhookUrl()).isNull();
    assertThat(store.settings(OTHER).orElseThrow().secret()).isEqualTo("s2");
    // on with nowhere to send: still watched, its alerts go to the account's MCP sessions
    store.save(new AlertStore.Settings(OTHER, null, "s2", null, true, T0));
    assertThat(store.watching(CHANNEL)).hasSize(2);
    assertThat(store.watching("UC" + "9".repeat(22))).isEmpty();
  }
}
