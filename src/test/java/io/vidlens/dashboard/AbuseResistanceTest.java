package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.AccountDirectory;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 18, point 4: the dashboard as an abuser would probe it. Sign-up tells no one which emails
 * have accounts, anonymous pages store no sessions, guessing passwords makes the guesser wait but
 * never locks the owner out, and no address (the error path included) answers 500.
 */
class AbuseResistanceTest extends DashboardServerTest {

  private static final String BROWSER_ACCEPT =
      "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

  @Autowired AccountDirectory accounts;
  @Autowired JdbcTemplate jdbc;
  @Autowired SignInThrottle throttle;

  @Test
  void signUpAnswersAlikeForKnownAndUnknownEmailsAndChangesNoExistingAccount() {
    String known = newEmail("known");
    signedUp(known);
    String hashBefore = accounts.findByEmail(known).orElseThrow().passwordHash();

    String unknown = newEmail("unknown");
    String otherPassword = "a different passphrase entirely";
    DashboardClient.Page forUnknown = browser().signUp(unknown, otherPassword);
    DashboardClient.Page forKnown = browser().signUp(known.toUpperCase(), otherPassword);
    assertThat(forKnown.status()).isEqualTo(forUnknown.status()).isEqualTo(302);
    assertThat(forKnown.location()).isEqualTo(forUnknown.location()).endsWith("?signed-up");
    assertThat(forKnown.body()).isEqualTo(forUnknown.body());
    assertThat(forKnown.header("Set-Cookie")).isEqualTo(forUnknown.header("Set-Cookie"));
    assertThat(browser().get("/dashboard/sign-in?signed-up").body())
        .contains("Check the account's email or sign in");

    // The new account exists; the existing one is untouched and keeps its password.
    assertThat(accounts.findByEmail(unknown)).isPresent();
    assertThat(accounts.findByEmail(known).orElseThrow().passwordHash()).isEqualTo(hashBefore);
    assertThat(browser().signIn(known, otherPassword).location()).endsWith("?error");
    assertThat(browser().signIn(known, PASSWORD).location()).endsWith("/dashboard");
    assertThat(browser().signIn(unknown, otherPassword).location()).endsWith("/dashboard");
  }

  @Test
  void signUpsForOneEmailAreLimitedWith429() {
    String email = newEmail("repeated");
    DashboardClient client = browserAt("127.0.0.31");
    for (int i = 0; i < 3; i++) {
      assertThat(client.signUp(email, PASSWORD).status()).isEqualTo(302);
    }
    DashboardClient.Page refused = client.signUp(email, PASSWORD);
    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.header("Retry-After"))
        .hasValueSatisfying(v -> assertThat(v).matches("\\d+"));
    assertThat(refused.body()).contains("Too many sign-ups");
  }

  @Test
  void anonymousPagesAndFailedSignInsStoreNoSessionAndSignInStillNeedsItsCsrfToken() {
    long before = sessionRows();
    for (int i = 0; i < 40; i++) {
      DashboardClient stranger = browser();
      assertThat(stranger.get("/dashboard/sign-in").status()).isEqualTo(200);
      assertThat(stranger.get("/dashboard/sign-up").status()).isEqualTo(200);
      assertThat(stranger.get("/dashboard/keys").status()).isEqualTo(302);
      assertThat(stranger.get("/dashboard/nothing-here").status()).isEqualTo(302);
    }
    DashboardClient guesser = browserAt("127.0.0.61");
    for (int i = 0; i < 10; i++) {
      assertThat(guesser.signIn(newEmail("nobody"), PASSWORD).location()).endsWith("?error");
    }
    assertThat(guesser.sessionId()).isNull();
    assertThat(sessionRows()).as("rows in dashboard_sessions").isEqualTo(before);

    String email = newEmail("csrf-cookie");
    browser().signUp(email, PASSWORD);
    DashboardClient person = browser();
    assertThat(
            person
                .postRaw("/dashboard/sign-in", Map.of("email", email, "password", PASSWORD))
                .status())
        .as("no token")
        .isEqualTo(403);
    DashboardClient.Page forged =
        person.postRaw(
            "/dashboard/sign-in",
            Map.of("email", email, "password", PASSWORD, "_csrf", "not-the-token"));
    assertThat(forged.status()).isEqualTo(403);
    DashboardClient.Page signedIn = person.signIn(email, PASSWORD);
    assertThat(signedIn.location()).endsWith("/dashboard");
    assertThat(sessionRows()).isEqualTo(before + 1);
    assertThat(person.get("/dashboard/keys").status()).isEqualTo(200);
    assertThat(person.createKey("after-cookie-csrf")).startsWith("vl_");
  }

  @Test
  void aGuesserWaitsLongerAndLongerButTheOwnerElsewhereSignsIn() {
    String email = newEmail("guessed");
    signedUp(email);
    DashboardClient guesser = browserAt("127.0.0.41");
    for (int i = 0; i < 5; i++) {
      assertThat(guesser.signIn(email, "guess " + i).location()).endsWith("?error");
    }
    DashboardClient.Page first = guesser.signIn(email, "guess 5");
    assertThat(first.status()).isEqualTo(429);
    long firstWait = Long.parseLong(first.header("Retry-After").orElseThrow());

    // More failures from that address (as parallel guesses racing past the check would add).
    for (int i = 0; i < 10; i++) {
      throttle.signInFailed(email, "127.0.0.41");
    }
    DashboardClient.Page later = guesser.signIn(email, PASSWORD);
    assertThat(later.status()).as("even the right password waits").isEqualTo(429);
    assertThat(Long.parseLong(later.header("Retry-After").orElseThrow()))
        .as("the wait grows")
        .isGreaterThan(firstWait);

    // The owner, from another address, is not locked out.
    DashboardClient owner = browserAt("127.0.0.42");
    assertThat(owner.signIn(email, PASSWORD).location()).endsWith("/dashboard");
    assertThat(owner.get("/dashboard/keys").status()).isEqualTo(200);
  }

  @Test
  void guessesFromManyAddressesSlowTheEmailAtThoseAddressesNotTheOwner() {
    String email = newEmail("botnet");
    signedUp(email);
    DashboardClient owner = browserAt("127.0.0.51");
    assertThat(owner.signIn(email, PASSWORD).location()).endsWith("/dashboard");
    assertThat(owner.cookie(KnownBrowsers.COOKIE)).isNotNull();
    owner.submit("/dashboard/keys", "/dashboard/sign-out", Map.of());

    for (int i = 0; i < 60; i++) {
      throttle.signInFailed(email, "127.1." + (i / 250) + "." + (i % 250));
    }
    DashboardClient.Page guesser = browserAt("127.1.0.7").signIn(email, PASSWORD);
    assertThat(guesser.status()).as("a new browser at a guessing address waits").isEqualTo(429);
    assertThat(browserAt("127.0.0.52").signIn(email, PASSWORD).location())
        .as("a new browser at an address that never guessed signs in (issue 40)")
        .endsWith("/dashboard");
    assertThat(owner.signIn(email, PASSWORD).location())
        .as("the owner's browser signs in")
        .endsWith("/dashboard");
  }

  @Test
  void theErrorPathAndUnknownPathsAnswer404AsEnvelopeOrPageNever500() {
    DashboardClient signedIn = signedUp(newEmail("lost"));
    DashboardClient stranger = browser();
    for (DashboardClient client : List.of(stranger, signedIn)) {
      for (String path : List.of("/error", "/no/such/page", "/dashboard/no-such-page")) {
        if (client == stranger && path.startsWith("/dashboard")) {
          continue; // a stranger is sent to sign in first (below)
        }
        DashboardClient.Page json = client.get(path, "application/json");
        assertThat(json.status()).as(path).isEqualTo(404);
        assertThat(json.header("Content-Type")).get().asString().startsWith("application/json");
        assertThat(json.body())
            .as(path)
            .contains("\"code\":404")
            .contains("\"message\":\"Not Found\"");

        DashboardClient.Page any = client.get(path, "*/*");
        assertThat(any.status()).as(path).isEqualTo(404);
        assertThat(any.body()).as(path).contains("\"code\":404");

        DashboardClient.Page html = client.get(path, BROWSER_ACCEPT);
        assertThat(html.status()).as(path).isEqualTo(404);
        assertThat(html.header("Content-Type")).get().asString().startsWith("text/html");
        assertThat(html.body())
            .as(path)
            .contains("<h1>Not Found</h1>")
            .contains("There is no page at");
      }
    }
    // The API answers in the envelope even to a browser.
    DashboardClient.Page api = stranger.get("/api/external/no-such-operation", BROWSER_ACCEPT);
    assertThat(api.status()).isIn(401, 404);
    assertThat(api.body()).contains("\"code\":");
    // A stranger at an unknown dashboard address is asked to sign in, not told what exists.
    DashboardClient.Page hidden = stranger.get("/dashboard/no-such-page", BROWSER_ACCEPT);
    assertThat(hidden.status()).isEqualTo(302);
    assertThat(hidden.location()).endsWith("/dashboard/sign-in");
    assertThat(stranger.get("/error", BROWSER_ACCEPT).body()).doesNotContain("<script");
    assertThat(stranger.postRaw("/error", Map.of()).status()).isEqualTo(404);
  }

  @Test
  void thePageAskedForBeforeSigningInIsOpenedAfterwardsButOnlyOnThisSite() {
    String email = newEmail("returning");
    browser().signUp(email, PASSWORD);
    DashboardClient person = browser();
    assertThat(person.get("/dashboard/account").location()).endsWith("/dashboard/sign-in");
    assertThat(person.signIn(email, PASSWORD).location()).endsWith("/dashboard/account");
    assertThat(person.cookie(ReturnPaths.COOKIE)).as("used once").isNullOrEmpty();

    for (String target :
        List.of(
            "/dashboard/usage", "//evil.example/x", "https://evil.example/", "/api/external/x")) {
      // An account per target: more sign-ins of one would meet the limit per account.
      String victimEmail = newEmail("victim");
      browser().signUp(victimEmail, PASSWORD);
      DashboardClient victim = browser();
      String csrf = victim.csrfToken("/dashboard/sign-in");
      victim.plantCookie(
          ReturnPaths.COOKIE,
          URLEncoder.encode(target, StandardCharsets.UTF_8),
          "/dashboard/sign-in");
      DashboardClient.Page signedIn =
          victim.postRaw(
              "/dashboard/sign-in",
              Map.of("email", victimEmail, "password", PASSWORD, "_csrf", csrf));
      assertThat(signedIn.location())
          .as(target)
          .endsWith(target.startsWith("/dashboard/") ? target : "/dashboard");
    }
  }

  private long sessionRows() {
    return jdbc.queryForObject("SELECT COUNT(*) FROM dashboard_sessions", Long.class);
  }
}
