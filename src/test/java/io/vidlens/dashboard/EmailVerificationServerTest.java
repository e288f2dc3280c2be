package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A self-registered account is trusted by operators' actions only once its email is verified:
 * without a mail server the one-time link is in the log; opening it verifies the email once; before
 * that, an operator's key ({@code keys create --account EMAIL}), plan or operator role is refused.
 */
@ExtendWith(OutputCaptureExtension.class)
class EmailVerificationServerTest extends DashboardServerTest {

  private static final Pattern LINK =
      Pattern.compile(
          "Email verification link for (\\S+) .*?(http://\\S+/dashboard/verify-email\\?token=[A-Za-z0-9_-]{43})");

  @Autowired ApiKeyService keys;
  @Autowired AccountDirectory accounts;
  @Autowired JdbcTemplate jdbc;

  @Test
  void operatorsActionsWaitForTheVerifiedEmail(CapturedOutput output) {
    String email = newEmail("verify");
    DashboardClient person = signedUp(email);
    String link = linkFor(output.getAll(), email);
    String accountId = accounts.findByEmail(email).orElseThrow().accountId();
    assertThat(person.get("/dashboard/account").body()).contains("not verified yet");

    assertThatThrownBy(() -> keys.create(email, "operator's key", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has not verified its email");
    assertThatThrownBy(() -> keys.create(email, "operator's key", "tiny"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> accounts.changePlan(accountId, "tiny"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> accounts.makeOperator(email))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(keys.listFor(accountId)).isEmpty();
    assertThat(accounts.findById(accountId).orElseThrow().plan()).isEqualTo("default");

    DashboardClient.Page verified = browser().get(path(link));
    assertThat(verified.status()).isEqualTo(302);
    assertThat(verified.location()).endsWith("/dashboard/sign-in?verified");
    assertThat(browser().get(path(link)).status()).as("a link works once").isEqualTo(404);
    assertThat(person.get("/dashboard/account").body()).contains("(verified)");

    IssuedKey key = keys.create(email, "operator's key", "tiny");
    assertThat(key.account().id()).isEqualTo(accountId);
    assertThat(accounts.findById(accountId).orElseThrow().plan()).isEqualTo("tiny");
  }

  @Test
  void aNewLinkVoidsTheOldOneAndUnknownLinksAre404(CapturedOutput output) {
    String email = newEmail("again");
    DashboardClient person = signedUp(email);
    String first = linkFor(output.getAll(), email);
    DashboardClient.Page sent =
        person.submit("/dashboard/account", "/dashboard/account/verification", Map.of());
    assertThat(sent.status()).isEqualTo(302);
    String second = linkFor(output.getAll().substring(output.getAll().indexOf(first) + 1), email);
    assertThat(second).isNotEqualTo(first);
    assertThat(browser().get(path(first)).status()).isEqualTo(404);
    assertThat(browser().get(path(second)).status()).isEqualTo(302);
    assertThat(browser().get("/dashboard/verify-email?token=nonsense").status()).isEqualTo(404);
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM email_verifications WHERE token_hash = ?",
                Integer.class,
                first.substring(first.indexOf("token=") + 6)))
        .as("only hashes are stored")
        .isZero();
  }

  private static String linkFor(String log, String email) {
    Matcher m = LINK.matcher(log);
    while (m.find()) {
      if (m.group(1).equals(email.toLowerCase())) {
        return m.group(2);
      }
    }
    throw new AssertionError("no verification link for " + email + " in the log");
  }

  private static String path(String link) {
    return link.substring(link.indexOf("/dashboard/"));
  }
}
