package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.internal.AccountStore;
import io.vidlens.access.internal.ApiKeyStore;
import io.vidlens.access.internal.UsageStore;
import io.vidlens.testing.DatabaseBackend;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The access stores on each database (a data slice: only the storage, its migrations and these
 * stores, over a fresh SQLite file or PostgreSQL schema; PostgreSQL skips visibly without a
 * server): a key is found by its hash and only while active, an account's keys follow it, usage
 * counts add up per day and operation, and the recent requests are pruned to the newest.
 */
class AccessStoresTest {

  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  private DatabaseBackend backend;

  static Stream<Named<Supplier<DatabaseBackend>>> databases() {
    return Stream.of(
        Named.of("SQLite", DatabaseBackend::sqlite),
        Named.of("PostgreSQL", DatabaseBackend::postgres));
  }

  private ConfigurableApplicationContext start(Supplier<DatabaseBackend> database) {
    backend = database.get();
    return backend.startStorage(Map.of(), ApiKeyStore.class, AccountStore.class, UsageStore.class);
  }

  @AfterEach
  void close() {
    if (backend != null) {
      backend.close();
    }
  }

  @ParameterizedTest
  @MethodSource("databases")
  void aKeyIsFoundByItsHashOnlyWhileActiveAndFollowsItsAccount(Supplier<DatabaseBackend> database) {
    ConfigurableApplicationContext app = start(database);
    AccountStore accounts = app.getBean(AccountStore.class);
    ApiKeyStore keys = app.getBean(ApiKeyStore.class);
    Account first = accounts.create("first", "default", T0);
    Account second = accounts.create("second", "pro", T0);
    ApiKey key = new ApiKey("key-1", first.id(), "ci", "vl_abcdefg", T0, null, null);
    keys.insert(key, "hash-1");

    assertThat(keys.findByHash("hash-1")).map(ApiKeyStore.StoredKey::key).contains(key);
    assertThat(keys.findByHash("hash-2")).isEmpty();
    assertThat(keys.findByIdOrPrefix("vl_abcdefg")).containsExactly(key);
    assertThat(accounts.findById(second.id()).map(Account::plan)).contains("pro");

    keys.moveToAccount("key-1", second.id());
    assertThat(keys.byAccount(first.id())).isEmpty();
    assertThat(keys.byAccount(second.id())).extracting(ApiKey::id).containsExactly("key-1");

    keys.touch("key-1", T0.plusSeconds(60));
    assertThat(keys.findByHash("hash-1").orElseThrow().key().lastUsedAt())
        .isEqualTo(T0.plusSeconds(60));
    assertThat(keys.revoke("key-1", T0.plusSeconds(120))).isTrue();
    assertThat(keys.revoke("key-1", T0.plusSeconds(180))).as("revoked once").isFalse();
    assertThat(keys.findByHash("hash-1").orElseThrow().key().active()).isFalse();
  }

  @ParameterizedTest
  @MethodSource("databases")
  void usageAddsUpPerDayAndOperationAndKeepsOnlyTheNewestRequests(
      Supplier<DatabaseBackend> database) {
    ConfigurableApplicationContext app = start(database);
    Account account = app.getBean(AccountStore.class).create("user", "default", T0);
    UsageStore usage = app.getBean(UsageStore.class);
    LocalDate day = LocalDate.of(2026, 3, 1);
    UsageStore.DailyKey details = new UsageStore.DailyKey(account.id(), day, "getVideoDetails");

    usage.write(Map.of(details, new UsageStore.Counts(2, 2)), List.of(), 3);
    usage.write(
        Map.of(details, new UsageStore.Counts(1, 1)),
        IntStream.range(0, 5)
            .mapToObj(
                i ->
                    new UsageStore.Pending(
                        "req-" + i,
                        account.id(),
                        new UsageRecord.Recent(
                            "key-1", "getVideoDetails", 200, 1, T0.plusSeconds(i))))
            .toList(),
        3);

    assertThat(usage.daily(account.id(), day, day))
        .containsExactly(new UsageRecord.Daily(day, "getVideoDetails", 3, 3));
    assertThat(usage.daily(account.id(), day.plusDays(1), day.plusDays(2))).isEmpty();
    assertThat(usage.recent(account.id(), 10))
        .extracting(UsageRecord.Recent::at)
        .containsExactly(T0.plusSeconds(4), T0.plusSeconds(3), T0.plusSeconds(2));
  }
}
