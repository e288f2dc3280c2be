package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.access.internal.UsageRecorder;
import io.vidlens.testing.DatabaseBackend;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What the dashboard stores, on every supported database: accounts with an email, password hash and
 * role (migration V3 over the accounts table), plan changes, and the usage record the gate buffers
 * and writes in batches. Run once per database by the subclasses.
 */
@Tag("server")
abstract class DashboardStorageContractTest {

  private DatabaseBackend backend;

  protected abstract DatabaseBackend database();

  private ConfigurableApplicationContext start(Map<String, Object> extra) {
    if (backend == null) {
      backend = database();
    }
    return backend.start(extra);
  }

  @AfterEach
  void stop() {
    if (backend != null) {
      backend.close();
    }
  }

  @Test
  void accountsWithEmailsPasswordsRolesAndPlans() {
    ConfigurableApplicationContext app = start(Map.of());
    AccountDirectory directory = app.getBean(AccountDirectory.class);
    ApiKeyService keys = app.getBean(ApiKeyService.class);
    // A command-line account named like the email does not block (or become) the sign-up.
    keys.create("ada@example.com", "cli", null);

    AccountLogin ada = directory.register(" Ada@Example.com ", "{test}hash-1");
    assertThat(ada.email()).isEqualTo("ada@example.com");
    assertThat(ada.role()).isEqualTo(AccountRole.USER);
    assertThat(ada.name()).startsWith("ada@example.com #");
    assertThat(directory.findByEmail("ADA@example.com"))
        .get()
        .extracting(AccountLogin::accountId)
        .isEqualTo(ada.accountId());
    assertThatThrownBy(() -> directory.register("ada@EXAMPLE.com", "{test}hash-2"))
        .isInstanceOf(EmailTakenException.class);
    assertThat(directory.findByEmail("nobody@example.com")).isEmpty();

    directory.changePasswordHash(ada.accountId(), "{test}hash-3");
    AccountLogin changed = directory.findById(ada.accountId()).orElseThrow();
    assertThat(changed.passwordHash()).isEqualTo("{test}hash-3");
    assertThat(changed.passwordChangedAt()).isAfterOrEqualTo(ada.passwordChangedAt());

    // Operators' changes wait for the verified email; the link's token verifies it once.
    assertThatThrownBy(() -> directory.makeOperator("ADA@example.com"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> keys.create(ada.name(), "operator's", null))
        .isInstanceOf(IllegalArgumentException.class);
    EmailVerifications verifications = app.getBean(EmailVerifications.class);
    String token = verifications.issue(ada.accountId());
    assertThat(directory.emailVerified(ada.accountId())).isFalse();
    assertThat(verifications.verify(token)).contains(ada.accountId());
    assertThat(verifications.verify(token)).as("once").isEmpty();
    assertThat(directory.emailVerified(ada.accountId())).isTrue();
    assertThat(directory.makeOperator("ADA@example.com")).isTrue();
    assertThat(directory.makeOperator("nobody@example.com")).isFalse();
    assertThat(directory.findById(ada.accountId()).orElseThrow().operator()).isTrue();

    IssuedKey key = keys.createFor(ada.accountId(), "dashboard key");
    assertThat(key.account().id()).isEqualTo(ada.accountId());
    KeyAuthenticator auth = app.getBean(KeyAuthenticator.class);
    assertThat(auth.authenticate("Bearer " + key.secret()).plan().name()).isEqualTo("default");
    directory.changePlan(ada.accountId(), "default");
    assertThatThrownBy(() -> directory.changePlan(ada.accountId(), "platinum"))
        .isInstanceOf(IllegalArgumentException.class);

    List<AccountOverview> overview = directory.overview();
    assertThat(overview)
        .extracting(AccountOverview::email)
        .contains("ada@example.com")
        .containsNull();
    assertThat(
            overview.stream()
                .filter(a -> ada.accountId().equals(a.accountId()))
                .findFirst()
                .orElseThrow()
                .activeKeys())
        .isEqualTo(1);

    // Another account cannot see or revoke Ada's key through the account-scoped calls.
    AccountLogin bob = directory.register("bob@example.com", "{test}hash-b");
    assertThat(keys.findFor(bob.accountId(), key.key().id())).isEmpty();
    assertThat(keys.revokeFor(bob.accountId(), key.key().id())).isEmpty();
    assertThat(auth.authenticate("Bearer " + key.secret())).isNotNull();
    assertThat(keys.revokeFor(ada.accountId(), key.key().id())).isPresent();
    assertThatThrownBy(() -> auth.authenticate("Bearer " + key.secret()))
        .hasMessage("Unauthorized");
  }

  @Test
  void usageIsBufferedWrittenInBatchesAddedUpAndPruned() {
    ConfigurableApplicationContext app =
        start(Map.of("vidlens.usage.recent-requests", "5", "vidlens.usage.flush-interval", "1h"));
    UsageRecorder recorder = app.getBean(UsageRecorder.class);
    UsageHistory history = app.getBean(UsageHistory.class);
    JdbcTemplate jdbc = app.getBean(JdbcTemplate.class);
    String account = app.getBean(ApiKeyService.class).create("usage-a", "k", null).account().id();
    LocalDate today = LocalDate.now(ZoneOffset.UTC);

    for (int i = 0; i < 4; i++) {
      recorder.record(account, "key-1", Operation.GET_VIDEO_DETAILS, 200, 1);
    }
    recorder.record(account, "key-1", Operation.GET_ANALYTICS, 404, 10);
    recorder.record(account, "key-1", Operation.GET_ANALYTICS, 429, 0);
    assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM usage_daily", Integer.class))
        .as("nothing is written on the request path")
        .isZero();

    List<UsageRecord.Daily> daily = history.daily(account, today.minusDays(29), today);
    assertThat(daily)
        .containsExactlyInAnyOrder(
            new UsageRecord.Daily(today, "getAnalytics", 2, 10),
            new UsageRecord.Daily(today, "getVideoDetails", 4, 4));

    // A second batch adds to the same rows (the upsert), and recent requests stay bounded.
    for (int i = 0; i < 3; i++) {
      recorder.record(account, "key-1", Operation.GET_VIDEO_DETAILS, 200, 1);
    }
    recorder.flush();
    assertThat(history.daily(account, today, today))
        .contains(new UsageRecord.Daily(today, "getVideoDetails", 7, 7));
    List<UsageRecord.Recent> recent = history.recent(account, 50);
    assertThat(recent).hasSize(5);
    assertThat(recent.getFirst().at()).isAfterOrEqualTo(recent.getLast().at());
    assertThat(history.daily(account, today.minusDays(60), today.minusDays(31))).isEmpty();
    assertThat(history.recent("another-account", 10)).isEmpty();
    assertThat(recent.getFirst().at()).isBeforeOrEqualTo(Instant.now());
  }

  @Test
  void recordedUsageSurvivesShutdown() {
    ConfigurableApplicationContext first = start(Map.of("vidlens.usage.flush-interval", "1h"));
    String account = first.getBean(ApiKeyService.class).create("usage-b", "k", null).account().id();
    first.getBean(UsageRecorder.class).record(account, "k", Operation.GET_COMMENTS, 200, 1);
    first.close();

    ConfigurableApplicationContext second = start(Map.of());
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    assertThat(second.getBean(UsageHistory.class).daily(account, today, today))
        .containsExactly(new UsageRecord.Daily(today, "getComments", 1, 1));
  }
}
