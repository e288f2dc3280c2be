package io.vidlens.platform.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.sqlite.SQLiteDataSource;

class UpstreamCacheTest {

  @TempDir Path dir;
  private final TestClock clock = new TestClock();
  private DataSource dataSource;
  private final AtomicInteger upstreamCalls = new AtomicInteger();

  @BeforeEach
  void migrate() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("cache.db"));
    dataSource = sqlite;
    Flyway.configure().dataSource(dataSource).locations("classpath:db/migration").load().migrate();
  }

  private UpstreamCache newCache() {
    return new UpstreamCache(
        new JdbcCacheStore(dataSource),
        clock,
        Map.of(CacheKind.PLAYER, Duration.ofHours(1)),
        1L << 20);
  }

  private String upstream(String body) {
    upstreamCalls.incrementAndGet();
    return body;
  }

  private int rows() {
    return JdbcClient.create(dataSource)
        .sql("SELECT COUNT(*) FROM upstream_cache")
        .query(Integer.class)
        .single();
  }

  private static Retention judge(String body) {
    return switch (body) {
      case "gone" -> Retention.NOT_FOUND;
      case "" -> Retention.NEVER;
      default -> Retention.KEEP;
    };
  }

  @Test
  void aNotFoundIsKeptOnlyForTheNotFoundTtlInBothLayers() {
    UpstreamCache cache =
        new UpstreamCache(
            new JdbcCacheStore(dataSource),
            clock,
            Map.of(CacheKind.PLAYER, Duration.ofHours(1)),
            1L << 20,
            Duration.ofMinutes(10));

    assertThat(cache.get(CacheKind.PLAYER, "x", () -> upstream("gone"), UpstreamCacheTest::judge))
        .isEqualTo("gone");
    clock.advance(Duration.ofMinutes(9));
    cache.get(CacheKind.PLAYER, "x", () -> upstream("back"), UpstreamCacheTest::judge);
    assertThat(upstreamCalls).hasValue(1);
    // Another node (a fresh memory layer over the same table) holds it no longer either.
    clock.advance(Duration.ofMinutes(2));
    assertThat(
            newCache().get(CacheKind.PLAYER, "x", () -> upstream("back"), UpstreamCacheTest::judge))
        .isEqualTo("back");
    // ... and this node, whose memory dropped it too, now reads the other node's fresh row.
    assertThat(cache.get(CacheKind.PLAYER, "x", () -> upstream("later"), UpstreamCacheTest::judge))
        .isEqualTo("back");
    assertThat(upstreamCalls).hasValue(2);
  }

  @Test
  void anAnswerJudgedNeverIsKeptNowhere() {
    UpstreamCache cache = newCache();

    assertThat(cache.get(CacheKind.PLAYER, "e", () -> upstream(""), UpstreamCacheTest::judge))
        .isEmpty();
    assertThat(rows()).isZero();
    assertThat(cache.get(CacheKind.PLAYER, "e", () -> upstream("full"), UpstreamCacheTest::judge))
        .isEqualTo("full");
    assertThat(upstreamCalls).hasValue(2);
  }

  @Test
  void aRowAnOlderVersionKeptLongerIsHeldToTodaysJudgement() {
    // Stored as a plain answer for an hour (the old rules), judged a not-found (10 min) now.
    newCache().get(CacheKind.PLAYER, "old", () -> upstream("gone"));
    clock.advance(Duration.ofMinutes(11));

    assertThat(
            newCache()
                .get(CacheKind.PLAYER, "old", () -> upstream("now"), UpstreamCacheTest::judge))
        .isEqualTo("now");
    assertThat(upstreamCalls).hasValue(2);
  }

  @Test
  void anAnswerIsKeptForItsKindsTtlAndFetchedAgainAfter() {
    UpstreamCache cache = newCache();

    assertThat(cache.get(CacheKind.PLAYER, "abc", () -> upstream("v1"))).isEqualTo("v1");
    clock.advance(Duration.ofMinutes(59));
    assertThat(cache.get(CacheKind.PLAYER, "abc", () -> upstream("v2"))).isEqualTo("v1");
    assertThat(upstreamCalls).hasValue(1);

    clock.advance(Duration.ofMinutes(2));
    assertThat(cache.get(CacheKind.PLAYER, "abc", () -> upstream("v2"))).isEqualTo("v2");
    assertThat(upstreamCalls).hasValue(2);
  }

  @Test
  void aRowStoredUnderALongerTtlIsServedNoLongerThanThisNodesTtl() {
    // Another node, or this one before the operator lowered the TTL, stored it for an hour.
    newCache().get(CacheKind.PLAYER, "abc", () -> upstream("v1"));
    UpstreamCache shorter =
        new UpstreamCache(
            new JdbcCacheStore(dataSource),
            clock,
            Map.of(CacheKind.PLAYER, Duration.ofMinutes(5)),
            1L << 20);

    clock.advance(Duration.ofMinutes(3));
    assertThat(shorter.get(CacheKind.PLAYER, "abc", () -> upstream("v2"))).isEqualTo("v1");
    clock.advance(Duration.ofMinutes(3));
    assertThat(shorter.get(CacheKind.PLAYER, "abc", () -> upstream("v2")))
        .as("six minutes old")
        .isEqualTo("v2");
    assertThat(upstreamCalls).hasValue(2);

    // A fresh node with the short TTL does not take a row older than it either.
    newCache().get(CacheKind.PLAYER, "other", () -> upstream("o1"));
    clock.advance(Duration.ofMinutes(10));
    UpstreamCache restarted =
        new UpstreamCache(
            new JdbcCacheStore(dataSource),
            clock,
            Map.of(CacheKind.PLAYER, Duration.ofMinutes(5)),
            1L << 20);
    assertThat(restarted.get(CacheKind.PLAYER, "other", () -> upstream("o2"))).isEqualTo("o2");
    assertThat(upstreamCalls).hasValue(4);
  }

  @Test
  void kindsHaveTheirOwnDefaultTtls() {
    UpstreamCache cache = newCache();

    assertThat(cache.ttl(CacheKind.PLAYER)).isEqualTo(Duration.ofHours(1));
    assertThat(cache.ttl(CacheKind.COMMENTS)).isEqualTo(Duration.ofMinutes(15));
    assertThat(cache.ttl(CacheKind.CAPTIONS)).isEqualTo(Duration.ofDays(7));
    assertThat(cache.ttl(CacheKind.BROWSE)).isEqualTo(Duration.ofMinutes(30));

    cache.get(CacheKind.COMMENTS, "token", () -> upstream("page"));
    clock.advance(Duration.ofMinutes(16));
    cache.get(CacheKind.COMMENTS, "token", () -> upstream("page"));
    assertThat(upstreamCalls).hasValue(2);
  }

  @Test
  void durableRowsSurviveANewCacheInstanceOverTheSameDatabase() {
    newCache().get(CacheKind.PLAYER, "abc", () -> upstream("stored"));

    String again = newCache().get(CacheKind.PLAYER, "abc", () -> upstream("fresh"));

    assertThat(again).isEqualTo("stored");
    assertThat(upstreamCalls).hasValue(1);
    assertThat(rows()).isEqualTo(1);
  }

  @Test
  void expiredRowsAreIgnoredAndPurged() {
    newCache().get(CacheKind.PLAYER, "old", () -> upstream("old"));
    newCache().get(CacheKind.WATCH_PAGE, "other", () -> upstream("other"));
    clock.advance(Duration.ofMinutes(61));

    UpstreamCache later = newCache();
    int purged = later.purgeExpired();

    assertThat(purged).isEqualTo(2);
    assertThat(rows()).isZero();
    assertThat(later.get(CacheKind.PLAYER, "old", () -> upstream("new"))).isEqualTo("new");
  }

  @Test
  void anExpiredRowIsNotServedEvenBeforeThePurge() {
    newCache().get(CacheKind.PLAYER, "abc", () -> upstream("old"));
    clock.advance(Duration.ofHours(2));

    assertThat(newCache().get(CacheKind.PLAYER, "abc", () -> upstream("new"))).isEqualTo("new");
    assertThat(upstreamCalls).hasValue(2);
  }

  @Test
  void concurrentRequestsForOneKeyMakeOneUpstreamCall() throws Exception {
    UpstreamCache cache = newCache();
    int callers = 16;
    CountDownLatch arrived = new CountDownLatch(callers);
    List<Future<String>> results = new ArrayList<>();
    try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
      for (int i = 0; i < callers; i++) {
        results.add(
            pool.submit(
                () -> {
                  arrived.countDown();
                  return cache.get(
                      CacheKind.PLAYER,
                      "hot",
                      () -> {
                        // Hold the load until every caller has come for the same key.
                        try {
                          arrived.await(10, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                          Thread.currentThread().interrupt();
                        }
                        return upstream("answer");
                      });
                }));
      }
      for (Future<String> result : results) {
        assertThat(result.get(10, TimeUnit.SECONDS)).isEqualTo("answer");
      }
    }
    assertThat(upstreamCalls).hasValue(1);
  }

  @Test
  void aFailedLoadIsNotKept() {
    UpstreamCache cache = newCache();

    assertThatThrownBy(
            () ->
                cache.get(
                    CacheKind.PLAYER,
                    "x",
                    () -> {
                      throw new IllegalStateException("down");
                    }))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("down");
    assertThat(cache.get(CacheKind.PLAYER, "x", () -> upstream("ok"))).isEqualTo("ok");
    assertThat(rows()).isEqualTo(1);
  }

  @Test
  void aZeroTtlTurnsCachingOffForTheKind() {
    UpstreamCache cache =
        new UpstreamCache(
            new JdbcCacheStore(dataSource), clock, Map.of(CacheKind.FEED, Duration.ZERO), 1L << 20);

    cache.get(CacheKind.FEED, "UC1", () -> upstream("a"));
    cache.get(CacheKind.FEED, "UC1", () -> upstream("b"));

    assertThat(upstreamCalls).hasValue(2);
    assertThat(rows()).isZero();
  }

  @Test
  void aBrokenDatabaseDoesNotStopAnswers() {
    SQLiteDataSource missingTable = new SQLiteDataSource();
    missingTable.setUrl("jdbc:sqlite:" + dir.resolve("empty.db"));
    UpstreamCache cache =
        new UpstreamCache(new JdbcCacheStore(missingTable), clock, Map.of(), 1L << 20);

    assertThat(cache.get(CacheKind.PLAYER, "abc", () -> upstream("v"))).isEqualTo("v");
    assertThat(cache.get(CacheKind.PLAYER, "abc", () -> upstream("v"))).isEqualTo("v");
    assertThat(upstreamCalls).hasValue(1);
  }

  @Test
  void keysHaveAFixedLengthWhateverTheToken() {
    String key = UpstreamCache.key(CacheKind.BROWSE_CONTINUATION, "x".repeat(5000));

    assertThat(key)
        .startsWith("browse-continuation:")
        .hasSize("browse-continuation:".length() + 64);
  }

  @Test
  void heldAnswersAreSeenWithoutAskingThePlatformInBothLayersWhileFresh() {
    UpstreamCache cache = newCache();
    assertThat(cache.held(CacheKind.PLAYER, "abc")).isEmpty();

    cache.get(CacheKind.PLAYER, "abc", () -> upstream("{\"a\":1}"));
    assertThat(cache.held(CacheKind.PLAYER, "abc")).contains("{\"a\":1}");
    // Another node (a new cache over the same table) sees the durable row.
    assertThat(newCache().held(CacheKind.PLAYER, "abc")).contains("{\"a\":1}");
    assertThat(upstreamCalls).hasValue(1);

    clock.advance(Duration.ofMinutes(61));
    assertThat(cache.held(CacheKind.PLAYER, "abc")).isEmpty();
    assertThat(newCache().held(CacheKind.PLAYER, "abc")).isEmpty();
    assertThat(upstreamCalls).hasValue(1);
  }

  @Test
  void aKindThatIsNotCachedHoldsNothing() {
    UpstreamCache cache =
        new UpstreamCache(
            new JdbcCacheStore(dataSource),
            clock,
            Map.of(CacheKind.PLAYER, Duration.ZERO),
            1L << 20);
    cache.get(CacheKind.PLAYER, "abc", () -> upstream("{}"));
    assertThat(cache.held(CacheKind.PLAYER, "abc")).isEmpty();
  }
}
