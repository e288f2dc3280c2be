package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Sign-in limits as a browser meets them: successful sign-ins per account, the current-password
 * check, sessions per account (the least recently used ends), common passwords, and Argon2 at
 * OWASP's minimum with older hashes still signing in and made again with today's settings. The
 * limits are the dashboard tests' shared ones ({@link DashboardServerTest}).
 */
class SignInLimitsServerTest extends DashboardServerTest {

  @Autowired JdbcTemplate jdbc;

  @Test
  void successfulSignInsOfOneAccountAreLimited() {
    String email = newEmail("busy");
    signedUp(email); // sign-in 1
    assertThat(browser().signIn(email, PASSWORD).status()).isEqualTo(302);
    assertThat(browser().signIn(email, PASSWORD).status()).isEqualTo(302);
    DashboardClient.Page fourth = browser().signIn(email, PASSWORD);
    assertThat(fourth.status()).as("even the right password, from the same network").isEqualTo(429);
    assertThat(fourth.header("Retry-After")).isPresent();
    // Per account and network (issue 40): sign-ins elsewhere cannot use up the owner's.
    assertThat(browserAt("127.0.0.31").signIn(email, PASSWORD).status()).isEqualTo(302);
    // Another account is not affected.
    signedUp(newEmail("calm"));
  }

  @Test
  void aNewSignInBeyondTheCapEndsTheLeastRecentlyUsedSession() {
    String email = newEmail("sessions");
    DashboardClient first = signedUp(email);
    DashboardClient second = browser();
    assertThat(second.signIn(email, PASSWORD).status()).isEqualTo(302);
    assertThat(second.get("/dashboard/keys").status()).isEqualTo(200);
    assertThat(first.get("/dashboard/keys").status()).isEqualTo(200);
    second.get("/dashboard/keys"); // the first is now the least recently used
    DashboardClient third = browser();
    assertThat(third.signIn(email, PASSWORD).status()).isEqualTo(302);

    DashboardClient.Page ended = first.get("/dashboard/keys");
    assertThat(ended.status()).isEqualTo(302);
    assertThat(ended.location()).contains("/dashboard/sign-in?expired");
    assertThat(second.get("/dashboard/keys").status()).isEqualTo(200);
    assertThat(third.get("/dashboard/keys").status()).isEqualTo(200);
    assertThat(first.get("/dashboard/keys").status()).as("still signed out").isEqualTo(302);
  }

  @Test
  void theCurrentPasswordCheckIsThrottled() {
    String email = newEmail("checks");
    DashboardClient person = signedUp(email);
    Map<String, String> wrong =
        Map.of("current", "not my password", "password", "a new passphrase 1", "confirm", "x");
    for (int i = 0; i < PASSWORD_CHECKS; i++) {
      DashboardClient.Page page =
          person.submit("/dashboard/account", "/dashboard/account/password", wrong);
      assertThat(page.status()).isEqualTo(422);
      assertThat(page.body()).contains("current password is not right");
    }
    DashboardClient.Page throttled =
        person.submit(
            "/dashboard/account",
            "/dashboard/account/password",
            Map.of(
                "current",
                PASSWORD,
                "password",
                "a new passphrase 2",
                "confirm",
                "a new passphrase 2"));
    assertThat(throttled.status()).isEqualTo(429);
    assertThat(throttled.header("Retry-After")).isPresent();
    assertThat(throttled.body()).contains("Too many password checks");
    assertThat(browserAt("127.0.0.33").signIn(email, PASSWORD).location())
        .as("the password did not change")
        .endsWith("/dashboard");
  }

  @Test
  void commonPasswordsAreRefused() {
    DashboardClient client = browser();
    for (String common : new String[] {"1qaz2wsx3edc", "Password123456", "qwertyuiop!!"}) {
      DashboardClient.Page page = client.signUp(newEmail("common"), common);
      assertThat(page.status()).as(common).isEqualTo(422);
      assertThat(page.body()).as(common).contains("most common");
    }
  }

  @Test
  void newHashesMeetOwaspAndOlderOnesSignInAndAreMadeAgain() {
    String email = newEmail("argon");
    signedUp(email);
    assertThat(hashOf(email)).contains("$argon2id$v=19$m=19456,t=2,p=1$");

    for (String old :
        new String[] {
          "{argon2@SpringSecurity_v5_8}"
              + Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8().encode(PASSWORD),
          "{bcrypt}" + new BCryptPasswordEncoder().encode(PASSWORD)
        }) {
      jdbc.update("UPDATE accounts SET password_hash = ? WHERE email = ?", old, email);
      DashboardClient person = browserAt("127.0.0.34");
      assertThat(person.signIn(email, PASSWORD).location()).endsWith("/dashboard");
      assertThat(hashOf(email))
          .as("made again with today's settings")
          .startsWith("{argon2@SpringSecurity_v5_8}$argon2id$v=19$m=19456,t=2,p=1$");
      assertThat(person.get("/dashboard/keys").status())
          .as("the same password: the session goes on")
          .isEqualTo(200);
      jdbc.update("DELETE FROM dashboard_sessions WHERE principal_name = ?", email.toLowerCase());
    }
  }

  private String hashOf(String email) {
    return jdbc.queryForObject(
        "SELECT password_hash FROM accounts WHERE email = ?", String.class, email.toLowerCase());
  }
}
