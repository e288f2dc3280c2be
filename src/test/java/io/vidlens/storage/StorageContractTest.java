package io.vidlens.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.VidlensApplication;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.KeyAuthenticator;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.api.ApiException;
import io.vidlens.catalog.CountHistory;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Storage and quota behaviour that must hold on every supported database: run once per database by
 * the subclasses. Each test starts the application (without the web server), or only the storage
 * and the store it is about, over its own database, and restarts it where the test is about
 * restarts.
 */
@Tag("server")
abstract class StorageContractTest {

  private static final String BOOTSTRAP = "bootstrap-secret-for-storage-tests";
  private final List<ConfigurableApplicationContext> started = new ArrayList<>();

  /** Spring properties that point the application at this test's database. */
  protected abstract Map<String, Object> databaseProperties();

  protected abstract String expectedDatabase();

  protected ConfigurableApplicationContext start() {
    return run(new SpringApplicationBuilder(VidlensApplication.class));
  }

  /**
   * Only the storage ({@link StorageSlice}) and the {@code components} a test needs, for tests of
   * the database and one store rather than of the application over it.
   */
  protected ConfigurableApplicationContext startStorage(Class<?>... components) {
    List<Class<?>> sources = new ArrayList<>(List.of(StorageSlice.class, SystemClock.class));
    sources.addAll(List.of(components));
    return run(new SpringApplicationBuilder(sources.toArray(Class<?>[]::new)));
  }

  /** The application's clock, which the storage slice does not start. */
  @Configuration(proxyBeanMethods = false)
  static class SystemClock {
    @Bean
    Clock clock() {
      return Clock.systemUTC();
    }
  }

  private ConfigurableApplicationContext run(SpringApplicationBuilder builder) {
    Map<String, Object> properties = new java.util.HashMap<>(databaseProperties());
    properties.put("vidlens.bootstrap-api-key", BOOTSTRAP);
    properties.put("logging.structured.format.console", "");
    // As command-line arguments: they outrank application.properties, as an operator's would.
    String[] args =
        properties.entrySet().stream()
            .map(e -> "--" + e.getKey() + "=" + e.getValue())
            .toArray(String[]::new);
    ConfigurableApplicationContext context = builder.web(WebApplicationType.NONE).run(args);
    started.add(context);
    return context;
  }

  @AfterEach
  void stop() {
    started.forEach(ConfigurableApplicationContext::close);
    started.clear();
  }

  @Test
  void runsOnTheExpectedDatabaseWithMigrationsApplied() {
    ConfigurableApplicationContext app = startStorage();
    assertThat(app.getBean(DatabaseKind.class).name()).isEqualTo(expectedDatabase());
    Integer version =
        app.getBean(JdbcTemplate.class)
            .queryForObject(
                "SELECT COUNT(*) FROM flyway_schema_history WHERE success = true", Integer.class);
    assertThat(version).isGreaterThanOrEqualTo(1);
  }

  @Test
  void fiftyConcurrentChargesNeverOverspendOrLoseUnits() throws Exception {
    ConfigurableApplicationContext app = start();
    QuotaLedger ledger = app.getBean(QuotaLedger.class);
    String account = app.getBean(ApiKeyService.class).create("ledger-a", "k", null).account().id();
    UsagePeriod period = UsagePeriod.containing(Instant.now());

    List<QuotaLedger.Charge> charges = inParallel(50, () -> ledger.charge(account, period, 3, 100));
    assertThat(charges.stream().filter(QuotaLedger.Charge::granted)).hasSize(33);
    assertThat(ledger.unitsUsed(account, period)).isEqualTo(99);
    assertThat(
            charges.stream()
                .filter(QuotaLedger.Charge::granted)
                .map(QuotaLedger.Charge::unitsUsed)
                .distinct())
        .as("each granted charge saw its own total")
        .hasSize(33);

    inParallel(33, () -> ledger.refund(account, period, 3));
    assertThat(ledger.unitsUsed(account, period)).isZero();
  }

  @Test
  void twoNodesChargingOneAccountTogetherNeverOverspend() throws Exception {
    ConfigurableApplicationContext first = start();
    ConfigurableApplicationContext second = start();
    String account =
        first.getBean(ApiKeyService.class).create("ledger-two-nodes", "k", null).account().id();
    UsagePeriod period = UsagePeriod.containing(Instant.now());
    QuotaLedger one = first.getBean(QuotaLedger.class);
    QuotaLedger two = second.getBean(QuotaLedger.class);
    java.util.concurrent.atomic.AtomicInteger turn =
        new java.util.concurrent.atomic.AtomicInteger();

    List<QuotaLedger.Charge> charges =
        inParallel(
            60,
            () -> (turn.getAndIncrement() % 2 == 0 ? one : two).charge(account, period, 3, 100));
    assertThat(charges.stream().filter(QuotaLedger.Charge::granted)).hasSize(33);
    assertThat(one.unitsUsed(account, period)).isEqualTo(99);
    assertThat(two.unitsUsed(account, period)).isEqualTo(99);
  }

  @Test
  void theHistoryKeepsOneReadingPerSubjectAndHourAndSurvivesARestart() {
    ConfigurableApplicationContext first = startStorage(CountHistory.class);
    String channel = "UC0123456789012345678901";
    java.util.function.BiFunction<Long, String, CountReading> views =
        (value, at) ->
            new CountReading(
                CountReading.Subject.CHANNEL,
                channel,
                channel,
                CountReading.Metric.VIEWS,
                value,
                Instant.parse(at));
    first
        .getBean(CountHistory.class)
        .store(
            List.of(
                views.apply(100L, "2026-06-01T10:05:00Z"),
                views.apply(150L, "2026-06-01T10:50:00Z"), // same hour: left out
                views.apply(200L, "2026-06-01T11:10:00Z")));
    first.getBean(CountHistory.class).store(List.of(views.apply(999L, "2026-06-01T11:59:00Z")));
    first.close();

    ConfigurableApplicationContext second = startStorage(CountHistory.class);
    assertThat(second.getBean(CountHistory.class).readings(new ChannelId(channel)))
        .extracting(CountReading::value)
        .containsExactly(100L, 200L);
  }

  @Test
  void theLedgerKeysAndBootstrapKeySurviveARestart() {
    ConfigurableApplicationContext first = start();
    ApiKeyService keys = first.getBean(ApiKeyService.class);
    IssuedKey issued = keys.create("restart-a", "k", null);
    UsagePeriod period = UsagePeriod.containing(Instant.now());
    first.getBean(QuotaLedger.class).charge(issued.account().id(), period, 7, 1000);
    int keysBefore = keys.list().size();
    first.close();

    ConfigurableApplicationContext second = start();
    assertThat(second.getBean(QuotaLedger.class).unitsUsed(issued.account().id(), period))
        .isEqualTo(7);
    KeyAuthenticator auth = second.getBean(KeyAuthenticator.class);
    ApiPrincipal principal = auth.authenticate("Bearer " + issued.secret());
    assertThat(principal.accountId()).isEqualTo(issued.account().id());
    assertThat(auth.authenticate("Bearer " + BOOTSTRAP).plan().name()).isEqualTo("default");
    assertThat(second.getBean(ApiKeyService.class).list())
        .as("the bootstrap key is made once, not once per start")
        .hasSize(keysBefore);
  }

  @Test
  void aRevokedBootstrapKeyStaysRevokedAcrossRestartsWhileItsSettingIsSet() {
    ConfigurableApplicationContext first = start();
    KeyAuthenticator firstAuth = first.getBean(KeyAuthenticator.class);
    String bootstrapId = firstAuth.authenticate("Bearer " + BOOTSTRAP).keyId();
    first.getBean(ApiKeyService.class).revoke(bootstrapId);
    first.close();

    ConfigurableApplicationContext second = start(); // vidlens.bootstrap-api-key still set
    assertThatThrownBy(
            () -> second.getBean(KeyAuthenticator.class).authenticate("Bearer " + BOOTSTRAP))
        .hasMessage("Unauthorized");
    assertThat(second.getBean(ApiKeyService.class).list())
        .filteredOn(k -> k.id().equals(bootstrapId))
        .singleElement()
        .satisfies(k -> assertThat(k.active()).isFalse());
  }

  @Test
  void theDatabaseNeverHoldsAKeyAndRevocationIsImmediate() {
    ConfigurableApplicationContext app = start();
    ApiKeyService keys = app.getBean(ApiKeyService.class);
    IssuedKey issued = keys.create("secrets-a", "k", null);
    assertThat(issued.secret()).matches("vl_[A-Za-z0-9_-]{43}");

    JdbcTemplate jdbc = app.getBean(JdbcTemplate.class);
    for (String table : List.of("accounts", "api_keys", "quota_usage")) {
      for (Map<String, Object> row : jdbc.queryForList("SELECT * FROM " + table)) {
        for (Object value : row.values()) {
          assertThat(String.valueOf(value))
              .doesNotContain(issued.secret())
              .doesNotContain(BOOTSTRAP);
        }
      }
    }
    KeyAuthenticator auth = app.getBean(KeyAuthenticator.class);
    assertThat(auth.authenticate("Bearer " + issued.secret())).isNotNull();
    keys.revoke(issued.key().id());
    assertThatThrownBy(() -> auth.authenticate("Bearer " + issued.secret()))
        .isInstanceOf(ApiException.class)
        .hasMessage("Unauthorized");
  }

  private static <T> List<T> inParallel(int n, java.util.concurrent.Callable<T> task)
      throws Exception {
    try (ExecutorService pool = Executors.newFixedThreadPool(16)) {
      List<Future<T>> futures = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        futures.add(pool.submit(task));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> f : futures) {
        results.add(f.get());
      }
      return results;
    }
  }
}
