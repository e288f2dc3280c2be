package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.testing.DatabaseBackend;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The watchlist store on each database (a data slice: the storage, its migrations and the store,
 * over a fresh SQLite file or PostgreSQL schema; PostgreSQL skips visibly without a server): lists
 * are an account's own, names unique within it, channels kept in the order added, and the count of
 * lists holding a channel tells its first entry and last exit.
 */
class WatchlistStoreTest {

  private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
  private static final String ID_A = "00000000-0000-4000-8000-00000000000a";
  private static final String ID_B = "00000000-0000-4000-8000-00000000000b";
  private static final String CHANNEL_1 = "UC" + "1".repeat(22);
  private static final String CHANNEL_2 = "UC" + "2".repeat(22);

  private DatabaseBackend backend;
  private ConfigurableApplicationContext app;

  static Stream<Named<Supplier<DatabaseBackend>>> databases() {
    return Stream.of(
        Named.of("SQLite", DatabaseBackend::sqlite),
        Named.of("PostgreSQL", DatabaseBackend::postgres));
  }

  private WatchlistStore start(Supplier<DatabaseBackend> database) {
    backend = database.get();
    app = backend.startStorage(Map.of(), WatchlistStore.class);
    // watchlists belong to accounts (a foreign key); access owns that table, so it is written here
    for (String account : new String[] {"acc-a", "acc-b"}) {
      app.getBean(JdbcTemplate.class)
          .update(
              "INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, 'default', 0)",
              account,
              account);
    }
    return app.getBean(WatchlistStore.class);
  }

  @AfterEach
  void close() {
    if (backend != null) {
      backend.close();
    }
  }

  private static WatchlistStore.Row row(String id, String account, String name) {
    return new WatchlistStore.Row(id, account, name, 3.0, T0, T0);
  }

  private static WatchedChannel channel(String id, int minute) {
    return new WatchedChannel(id, "Title " + id, "@h" + id, T0.plusSeconds(60L * minute));
  }

  @ParameterizedTest
  @MethodSource("databases")
  void aWatchlistIsItsAccountsOwnWithItsChannelsInTheOrderAdded(
      Supplier<DatabaseBackend> database) {
    WatchlistStore store = start(database);
    store.insert(row(ID_A, "acc-a", "Competitors"));
    assertThat(store.addChannel(ID_A, channel(CHANNEL_2, 1))).isTrue();
    assertThat(store.addChannel(ID_A, channel(CHANNEL_1, 2))).isTrue();
    assertThat(store.addChannel(ID_A, channel(CHANNEL_1, 3))).as("already on it").isFalse();

    Watchlist found = store.find("acc-a", ID_A).orElseThrow();
    assertThat(found.name()).isEqualTo("Competitors");
    assertThat(found.breakoutThreshold()).isEqualTo(3.0);
    assertThat(found.channels())
        .extracting(WatchedChannel::channelId)
        .containsExactly(CHANNEL_2, CHANNEL_1);
    assertThat(found.channels().getFirst())
        .isEqualTo(
            new WatchedChannel(
                CHANNEL_2, "Title " + CHANNEL_2, "@h" + CHANNEL_2, T0.plusSeconds(60)));
    assertThat(store.find("acc-b", ID_A)).as("another account's list").isEmpty();
    assertThat(store.list("acc-b")).isEmpty();
    assertThat(store.delete("acc-b", ID_A)).as("another account cannot delete it").isEmpty();
    assertThat(store.list("acc-a")).hasSize(1);
  }

  @ParameterizedTest
  @MethodSource("databases")
  void namesAreUniqueWithinAnAccountOnly(Supplier<DatabaseBackend> database) {
    WatchlistStore store = start(database);
    store.insert(row(ID_A, "acc-a", "Mine"));
    store.insert(row(ID_B, "acc-b", "Mine"));
    assertThat(store.nameTaken("acc-a", "Mine", null)).isTrue();
    assertThat(store.nameTaken("acc-a", "Mine", ID_A)).as("its own name").isFalse();
    assertThat(store.count("acc-a")).isEqualTo(1);
    assertThatThrownBy(
            () -> store.insert(row("00000000-0000-4000-8000-00000000000c", "acc-a", "Mine")))
        .isInstanceOfSatisfying(
            DataAccessException.class,
            e -> assertThat(WatchlistStore.uniqueViolation(e)).as("a unique violation").isTrue());
  }

  @ParameterizedTest
  @MethodSource("databases")
  void theCountOfListsHoldingAChannelTellsItsFirstEntryAndLastExit(
      Supplier<DatabaseBackend> database) {
    WatchlistStore store = start(database);
    assertThat(store.watchedByOneMore(CHANNEL_1)).as("first list").isTrue();
    assertThat(store.watchedByOneMore(CHANNEL_1)).as("second list").isFalse();
    assertThat(store.watchedChannels()).containsExactly(CHANNEL_1);
    assertThat(store.watchedByOneFewer(CHANNEL_1)).as("one list still holds it").isFalse();
    assertThat(store.watchedByOneFewer(CHANNEL_1)).as("the last list let it go").isTrue();
    assertThat(store.watchedChannels()).isEmpty();
  }

  @ParameterizedTest
  @MethodSource("databases")
  void deletingAListAnswersTheChannelsItHeldAndLeavesNoneBehind(
      Supplier<DatabaseBackend> database) {
    WatchlistStore store = start(database);
    store.insert(row(ID_A, "acc-a", "A"));
    store.addChannel(ID_A, channel(CHANNEL_1, 1));
    store.addChannel(ID_A, channel(CHANNEL_2, 2));
    assertThat(store.delete("acc-a", ID_A)).containsExactlyInAnyOrder(CHANNEL_1, CHANNEL_2);
    assertThat(store.find("acc-a", ID_A)).isEmpty();
    assertThat(store.channels(ID_A)).isEmpty();
  }

  /**
   * Two creates of one account, or two adds to one list, at once: the second waits for the first's
   * transaction and counts what it added, so a plan's limit cannot be passed by one (on PostgreSQL
   * both counted before either inserted).
   */
  @ParameterizedTest
  @MethodSource("databases")
  void aConcurrentCreateOrAddWaitsAndCountsWhatTheFirstAdded(Supplier<DatabaseBackend> database)
      throws Exception {
    WatchlistStore store = start(database);
    TransactionTemplate tx = app.getBean(TransactionTemplate.class);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      CountDownLatch inserted = new CountDownLatch(1);
      Future<?> first =
          threads.submit(
              () ->
                  tx.executeWithoutResult(
                      s -> {
                        store.lockAccount("acc-a");
                        store.insert(row(ID_A, "acc-a", "One"));
                        store.lockWatchlist("acc-a", ID_A);
                        store.addChannel(ID_A, channel(CHANNEL_1, 1));
                        inserted.countDown();
                        holdOpen();
                      }));
      inserted.await();
      Future<Integer> lists =
          threads.submit(
              () ->
                  tx.execute(
                      s -> {
                        store.lockAccount("acc-a");
                        return store.count("acc-a");
                      }));
      assertThat(lists.get(30, TimeUnit.SECONDS)).as("lists the second create counts").isEqualTo(1);
      first.get(30, TimeUnit.SECONDS);

      CountDownLatch added = new CountDownLatch(1);
      Future<?> adding =
          threads.submit(
              () ->
                  tx.executeWithoutResult(
                      s -> {
                        store.lockWatchlist("acc-a", ID_A);
                        store.addChannel(ID_A, channel(CHANNEL_2, 2));
                        added.countDown();
                        holdOpen();
                      }));
      added.await();
      Future<Integer> channels =
          threads.submit(
              () ->
                  tx.execute(
                      s -> {
                        store.lockWatchlist("acc-a", ID_A);
                        return store.channels(ID_A).size();
                      }));
      assertThat(channels.get(30, TimeUnit.SECONDS))
          .as("channels the second add counts")
          .isEqualTo(2);
      adding.get(30, TimeUnit.SECONDS);
    } finally {
      threads.shutdownNow();
    }
  }

  /** Keeps a transaction open long enough for the other thread to reach its lock. */
  private static void holdOpen() {
    try {
      Thread.sleep(500);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
