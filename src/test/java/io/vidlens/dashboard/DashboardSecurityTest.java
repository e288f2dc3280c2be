package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.servlet.resource.ResourceUrlEncodingFilter;

/** The dashboard's security as an attacker (or a careless browser) would probe it. */
@ExtendWith(OutputCaptureExtension.class)
class DashboardSecurityTest extends DashboardServerTest {

  /**
   * Authenticated but invalid: answers 400 once the key is accepted, 401 otherwise, whatever the
   * features do.
   */
  private static final String DETAILS = "/api/external/videos/details?videoId=bad";

  @Autowired AccountDirectory accounts;
  @Autowired ApiKeyService keys;
  @Autowired JdbcTemplate jdbc;

  @Test
  void theApiIsUntouchedNoSessionNoCsrfNoRedirect() {
    // With and without a key, with a dashboard session cookie around: API answers as before.
    DashboardClient person = signedUp(newEmail("api"));
    String secret = person.createKey("api-check");
    for (Answer answer :
        List.of(
            anonymous().get(DETAILS),
            api().withKey(secret).get(DETAILS),
            api().withKey(secret).post("/api/external/videos/bulk-transcript", "{\"videoIds\":[]}"),
            anonymous().get("/openapi.yaml"),
            anonymous().get("/docs"),
            anonymous().get("/actuator/health/liveness"),
            anonymous().get("/webjars/chart.js/dist/chart.umd.js"),
            anonymous().get("/nothing/here"))) {
      assertThat(answer.header("Set-Cookie")).as(answer.text()).isEmpty();
      assertThat(answer.header("Location")).isEmpty();
      assertThat(answer.status()).isNotIn(302, 403);
    }
    Answer unauthorized = anonymous().get(DETAILS);
    assertThat(unauthorized.status()).isEqualTo(401);
    assertThat(unauthorized.error().get("message").asString()).isEqualTo("Unauthorized");
    assertThat(api().withKey(secret).get(DETAILS).status()).isEqualTo(400);
    assertThat(
            api()
                .withKey(secret)
                .post("/api/external/videos/bulk-transcript", "{\"videoIds\":[]}")
                .status())
        .as("a POST to the API needs no CSRF token")
        .isEqualTo(400);
  }

  @Test
  void pagesNeedASignInAndStaticAssetsDoNot() {
    DashboardClient stranger = browser();
    for (String page :
        List.of(
            "/dashboard",
            "/dashboard/keys",
            "/dashboard/usage",
            "/dashboard/jobs",
            "/dashboard/account",
            "/dashboard/admin/accounts")) {
      DashboardClient.Page answer = stranger.get(page);
      assertThat(answer.status()).as(page).isEqualTo(302);
      assertThat(answer.location()).as(page).endsWith("/dashboard/sign-in");
    }
    assertThat(stranger.get("/dashboard/assets/dashboard.css").status()).isEqualTo(200);
    DashboardClient.Page signIn = browser().get("/dashboard/sign-in");
    assertThat(signIn.status()).isEqualTo(200);
    assertThat(signIn.header("Content-Security-Policy").orElse("")).contains("script-src 'self'");
    assertThat(signIn.header("X-Frame-Options")).contains("DENY");
    assertThat(signIn.header("Set-Cookie").orElse(""))
        .contains("HttpOnly")
        .contains("SameSite=Lax")
        .contains("Path=/dashboard");
  }

  @Test
  void everyStateChangingFormNeedsItsCsrfToken() {
    String email = newEmail("csrf");
    DashboardClient person = signedUp(email);
    String secret = person.createKey("keep");
    String keyId = keyIdOf(email);
    int keysBefore = keys.listFor(accountIdOf(email)).size();

    Map<String, Map<String, String>> forms =
        Map.of(
            "/dashboard/keys",
            Map.of("name", "sneaky"),
            "/dashboard/keys/" + keyId + "/revoke",
            Map.of(),
            "/dashboard/account/password",
            Map.of(
                "current",
                PASSWORD,
                "password",
                "an entirely new password",
                "confirm",
                "an entirely new password"),
            "/dashboard/admin/accounts/" + accountIdOf(email) + "/plan",
            Map.of("plan", "tiny"),
            "/dashboard/sign-out",
            Map.of());
    forms.forEach(
        (action, fields) -> {
          DashboardClient.Page refused = person.postRaw(action, fields);
          assertThat(refused.status()).as(action).isEqualTo(403);
          assertThat(refused.body()).as(action).contains("This form has expired");
          DashboardClient.Page forged = person.postRaw(action, withToken(fields, "not-the-token"));
          assertThat(forged.status()).as(action).isEqualTo(403);
        });
    assertThat(keys.listFor(accountIdOf(email))).hasSize(keysBefore);
    assertThat(api().withKey(secret).get(DETAILS).status()).as("still active").isEqualTo(400);
    assertThat(person.get("/dashboard/keys").status()).as("still signed in").isEqualTo(200);
    assertThat(browser().signIn(email, PASSWORD).status()).isEqualTo(302);

    DashboardClient stranger = browser();
    stranger.get("/dashboard/sign-up");
    assertThat(
            stranger
                .postRaw(
                    "/dashboard/sign-up",
                    Map.of("email", newEmail("x"), "password", PASSWORD, "confirm", PASSWORD))
                .status())
        .isEqualTo(403);
    assertThat(
            stranger
                .postRaw("/dashboard/sign-in", Map.of("email", email, "password", PASSWORD))
                .status())
        .isEqualTo(403);
  }

  /**
   * A {@code _csrf} of the masked token's length (72 bytes, Base64) whose unmasked bytes are not
   * UTF-8: the stock handler threw on it and answered 500 with a stack trace to anyone.
   */
  @Test
  void aMalformedCsrfValueIsTheFormExpiredPageNever500(CapturedOutput output) {
    byte[] pad = new byte[72];
    java.util.Arrays.fill(pad, 0, 36, (byte) 0xff);
    String malformed = java.util.Base64.getUrlEncoder().encodeToString(pad);
    DashboardClient stranger = browser();
    stranger.get("/dashboard/sign-in");
    DashboardClient.Page anonymous =
        stranger.postRaw(
            "/dashboard/sign-in",
            Map.of("email", "a@example.com", "password", "x", "_csrf", malformed));
    assertThat(anonymous.status()).isEqualTo(403);
    assertThat(anonymous.body()).contains("This form has expired").doesNotContain("Exception");
    DashboardClient person = signedUp(newEmail("badcsrf"));
    DashboardClient.Page signedIn =
        person.postRaw("/dashboard/keys", Map.of("name", "k", "_csrf", malformed));
    assertThat(signedIn.status()).isEqualTo(403);
    assertThat(output.getAll()).doesNotContain("Decoding failed");
  }

  @Test
  void anotherAccountsKeysAndJobsAreNotFound() {
    String aliceEmail = newEmail("alice");
    DashboardClient alice = signedUp(aliceEmail);
    String aliceSecret = alice.createKey("alice-key");
    String aliceKeyId = keyIdOf(aliceEmail);
    IssuedKey cliKey = keys.create("cli-" + System.nanoTime(), "cli", null);

    DashboardClient mallory = signedUp(newEmail("mallory"));
    for (String keyId : List.of(aliceKeyId, cliKey.key().id(), "no-such-key")) {
      assertThat(mallory.get("/dashboard/keys/" + keyId + "/revoke").status()).isEqualTo(404);
      DashboardClient.Page revoke =
          mallory.submit("/dashboard/keys", "/dashboard/keys/" + keyId + "/revoke", Map.of());
      assertThat(revoke.status()).isEqualTo(404);
      assertThat(revoke.body()).contains("no such key");
    }
    assertThat(mallory.get("/dashboard/keys").body())
        .doesNotContain("alice-key")
        .doesNotContain(aliceKeyId);
    assertThat(api().withKey(aliceSecret).get(DETAILS).status()).isEqualTo(400);
    assertThat(api().withKey(cliKey.secret()).get(DETAILS).status()).isEqualTo(400);

    assertThat(mallory.get("/dashboard/jobs").body()).contains("No jobs yet");
    assertThat(mallory.get("/dashboard/jobs/some-job-of-alice").status()).isEqualTo(404);
  }

  @Test
  void noSessionBeforeSignInAndANewOneAtEachSignIn() {
    DashboardClient client = browser();
    client.get("/dashboard/sign-up");
    client.get("/dashboard/sign-in");
    assertThat(client.sessionId()).as("anonymous pages start no session").isNull();
    String email = newEmail("fixation");
    assertThat(client.signUp(email, PASSWORD).status()).isEqualTo(302);
    assertThat(client.sessionId()).as("sign-up does not sign in").isNull();
    assertThat(client.signIn(email, PASSWORD).location()).endsWith("/dashboard");
    String first = client.sessionId();
    assertThat(first).isNotNull();

    DashboardClient other = browser();
    other.get("/dashboard/sign-in");
    DashboardClient.Page signedIn = other.signIn(email, PASSWORD);
    assertThat(signedIn.status()).isEqualTo(302);
    assertThat(signedIn.location()).doesNotContain("error");
    assertThat(other.sessionId()).isNotNull().isNotEqualTo(first);
    assertThat(other.get("/dashboard/keys").status()).isEqualTo(200);

    DashboardClient.Page out = other.submit("/dashboard/keys", "/dashboard/sign-out", Map.of());
    assertThat(out.location()).contains("/dashboard/sign-in?signed-out");
    assertThat(other.get("/dashboard/keys").status()).isEqualTo(302);
  }

  @Test
  void aKeyIsShownOnceAndNeverAgain() {
    String email = newEmail("once");
    DashboardClient person = signedUp(email);
    String secret = person.createKey("shown-once");
    for (String page :
        List.of(
            "/dashboard/keys",
            "/dashboard/usage",
            "/dashboard/account",
            "/dashboard/jobs",
            "/dashboard/keys/" + keyIdOf(email) + "/revoke")) {
      assertThat(person.get(page).body())
          .as(page)
          .doesNotContain(secret)
          .doesNotContain(secret.substring(0, 20));
    }
    api().withKey(secret).get(DETAILS);
    assertThat(person.get("/dashboard/usage").body())
        .doesNotContain(secret)
        .doesNotContain(secret.substring(0, 20));
  }

  @Test
  void passwordsAreHashedAndNeverLogged(CapturedOutput output) {
    String email = newEmail("hash");
    String password = "a very secret passphrase " + System.nanoTime();
    DashboardClient person = browser();
    assertThat(person.signUp(email, password).status()).isEqualTo(302);
    browser().signIn(email, password + "-wrong");
    person.signIn(email, password);
    String newPassword = "another secret passphrase " + System.nanoTime();
    person.submit(
        "/dashboard/account",
        "/dashboard/account/password",
        Map.of("current", password, "password", newPassword, "confirm", newPassword));

    String hash =
        jdbc.queryForObject(
            "SELECT password_hash FROM accounts WHERE email = ?", String.class, email);
    assertThat(hash)
        .startsWith("{argon2@SpringSecurity_v5_8}$argon2id$")
        .doesNotContain(newPassword);
    for (Map<String, Object> row :
        jdbc.queryForList("SELECT * FROM accounts WHERE email = ?", email)) {
      assertThat(row.values().toString()).doesNotContain(password).doesNotContain(newPassword);
    }
    assertThat(output.getAll())
        .doesNotContain(password)
        .doesNotContain(newPassword)
        .doesNotContain(hash);
  }

  @Test
  void clearMessagesForWeakPasswordsTakenEmailsAndWrongPasswords() {
    String email = newEmail("messages");
    DashboardClient client = browser();
    assertThat(client.signUp(email, "short").body()).contains("at least 12 characters");
    assertThat(client.signUp(email, email.toUpperCase()).body())
        .contains("cannot be your email address");
    assertThat(client.signUp("not-an-email", PASSWORD).body()).contains("valid email address");
    DashboardClient.Page mismatch =
        client.submit(
            "/dashboard/sign-up",
            "/dashboard/sign-up",
            Map.of("email", email, "password", PASSWORD, "confirm", PASSWORD + "x"));
    assertThat(mismatch.status()).isEqualTo(422);
    assertThat(mismatch.body()).contains("not the same");
    assertThat(client.signUp(email, PASSWORD).status()).isEqualTo(302);

    DashboardClient wrong = browser();
    DashboardClient.Page failed = wrong.signIn(email, "not the password at all");
    assertThat(failed.location()).endsWith("/dashboard/sign-in?error");
    assertThat(wrong.get("/dashboard/sign-in?error").body()).contains("Wrong email or password");
    assertThat(browser().signIn(email.toUpperCase(), PASSWORD).location()).doesNotContain("error");
  }

  @Test
  void repeatedFailedSignInsForOneEmailFromOneAddressWait() {
    String email = newEmail("throttle");
    signedUp(email);
    DashboardClient attacker = browserAt("127.0.0.21");
    for (int i = 0; i < 5; i++) {
      assertThat(attacker.signIn(email, "guess number " + i).location()).endsWith("?error");
    }
    DashboardClient.Page throttled = attacker.signIn(email, PASSWORD);
    assertThat(throttled.status()).as("even the right password waits").isEqualTo(429);
    assertThat(throttled.header("Retry-After"))
        .hasValueSatisfying(s -> assertThat(s).matches("[1-9][0-9]*"));
    assertThat(throttled.body())
        .contains("Too many failed sign-ins")
        .contains("Wait ")
        .contains("href=\"/dashboard/sign-in\"");
    assertThat(throttled.header("Content-Security-Policy")).as("a page like any other").isPresent();
    assertThat(attacker.get("/dashboard/keys").status()).as("not signed in").isEqualTo(302);
    // Another email from the same address is not slowed by this one's failures.
    String other = newEmail("unrelated");
    signedUp(other);
    assertThat(browserAt("127.0.0.21").signIn(other, PASSWORD).location()).endsWith("/dashboard");
  }

  @Test
  void aPasswordChangeEndsOtherSessionsAndTheOldPassword() {
    String email = newEmail("change");
    DashboardClient first = signedUp(email);
    DashboardClient second = browser();
    assertThat(second.signIn(email, PASSWORD).status()).isEqualTo(302);
    assertThat(second.get("/dashboard/keys").status()).isEqualTo(200);

    DashboardClient.Page wrongCurrent =
        first.submit(
            "/dashboard/account",
            "/dashboard/account/password",
            Map.of(
                "current",
                "not it",
                "password",
                "brand new passphrase",
                "confirm",
                "brand new passphrase"));
    assertThat(wrongCurrent.body()).contains("current password is not right");
    DashboardClient.Page changed =
        first.submit(
            "/dashboard/account",
            "/dashboard/account/password",
            Map.of(
                "current",
                PASSWORD,
                "password",
                "brand new passphrase",
                "confirm",
                "brand new passphrase"));
    assertThat(changed.status()).isEqualTo(302);
    assertThat(first.get("/dashboard/account").body()).contains("Your password was changed");
    assertThat(second.get("/dashboard/keys").location()).endsWith("/dashboard/sign-in?expired");
    assertThat(browser().signIn(email, PASSWORD).location()).endsWith("?error");
    assertThat(browser().signIn(email, "brand new passphrase").location()).doesNotContain("error");
  }

  @Test
  void operatorsSeeAllAccountsAndChangePlansWhichApplyAtOnce() {
    String userEmail = newEmail("user");
    DashboardClient user = signedUp(userEmail);
    String secret = user.createKey("plan-check");
    assertThat(api().withKey(secret).get(DETAILS).longHeader("X-Quota-Limit")).isEqualTo(100_000);
    assertThat(user.get("/dashboard/admin/accounts").status()).isEqualTo(403);
    assertThat(
            user.submit(
                    "/dashboard/keys",
                    "/dashboard/admin/accounts/" + accountIdOf(userEmail) + "/plan",
                    Map.of("plan", "tiny"))
                .status())
        .isEqualTo(403);

    String operatorEmail = newEmail("operator");
    DashboardClient operator = signedUp(operatorEmail);
    verifyEmail(operatorEmail);
    assertThat(accounts.makeOperator(operatorEmail)).isTrue();
    // An account whose email is not verified keeps its plan, with a notice saying why.
    DashboardClient.Page refused =
        operator.submit(
            "/dashboard/admin/accounts",
            "/dashboard/admin/accounts/" + accountIdOf(userEmail) + "/plan",
            Map.of("plan", "tiny"));
    assertThat(refused.status()).isEqualTo(302);
    assertThat(operator.get("/dashboard/admin/accounts").body())
        .contains("has not verified its email yet");
    assertThat(api().withKey(secret).get(DETAILS).longHeader("X-Quota-Limit")).isEqualTo(100_000);
    verifyEmail(userEmail);
    DashboardClient.Page list = operator.get("/dashboard/admin/accounts");
    assertThat(list.status()).isEqualTo(200);
    assertThat(list.body()).contains(userEmail).contains(operatorEmail).contains("All accounts");

    DashboardClient.Page changed =
        operator.submit(
            "/dashboard/admin/accounts",
            "/dashboard/admin/accounts/" + accountIdOf(userEmail) + "/plan",
            Map.of("plan", "tiny"));
    assertThat(changed.status()).isEqualTo(302);
    ApiClient.Answer after = api().withKey(secret).get(DETAILS);
    assertThat(after.longHeader("X-Quota-Limit")).as("the new plan applies at once").isEqualTo(20);
    assertThat(
            operator
                .submit(
                    "/dashboard/admin/accounts",
                    "/dashboard/admin/accounts/" + accountIdOf(userEmail) + "/plan",
                    Map.of("plan", "platinum"))
                .status())
        .isEqualTo(404);
  }

  private String accountIdOf(String email) {
    return accounts.findByEmail(email).orElseThrow().accountId();
  }

  private String keyIdOf(String email) {
    return keys.listFor(accountIdOf(email)).getFirst().id();
  }

  private static Map<String, String> withToken(Map<String, String> fields, String token) {
    Map<String, String> form = new java.util.HashMap<>(fields);
    form.put("_csrf", token);
    return form;
  }

  @Test
  void pageLinksAreNotLookedUpThroughTheResourceChainAtEachRender(
      @Autowired ApplicationContext context) {
    // Spring Boot's resource URL encoding filter looks every link of a page up on the class path,
    // and misses are not cached: a flood of sign-in pages spent most of its time there.
    assertThat(context.getBeansOfType(FilterRegistrationBean.class).values())
        .filteredOn(registration -> registration.getFilter() instanceof ResourceUrlEncodingFilter)
        .singleElement()
        .satisfies(registration -> assertThat(registration.isEnabled()).isFalse());
    assertThat(browser().get("/dashboard/sign-in").body())
        .contains("href=\"/dashboard/assets/dashboard.css\"");
  }
}
