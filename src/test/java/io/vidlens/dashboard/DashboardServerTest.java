package io.vidlens.dashboard;

import io.vidlens.testing.ServerTest;
import java.util.UUID;
import org.springframework.test.context.TestPropertySource;

/**
 * The running server with room for the many sign-ups and sign-ins of the dashboard tests, all from
 * 127.0.0.1 (the limits per address and network are out of reach). One application context shared
 * by every dashboard web test, {@link SignInLimitsServerTest} included: the limits per account are
 * the low ones it tests (3 successful sign-ins, 2 password checks, 2 sessions), so a test that
 * needs more of them signs up another account rather than starting a context of its own.
 */
@TestPropertySource(
    properties = {
      "vidlens.dashboard.sign-ups-per-address-per-hour=100000",
      "vidlens.dashboard.sign-in-attempts-per-network=100000",
      "vidlens.dashboard.sign-ins-per-account=" + DashboardServerTest.SIGN_INS_PER_ACCOUNT,
      "vidlens.dashboard.password-checks-per-account=" + DashboardServerTest.PASSWORD_CHECKS,
      "vidlens.dashboard.max-sessions-per-account=" + DashboardServerTest.SESSIONS_PER_ACCOUNT
    })
abstract class DashboardServerTest extends ServerTest {

  static final int SIGN_INS_PER_ACCOUNT = 3;
  static final int PASSWORD_CHECKS = 2;
  static final int SESSIONS_PER_ACCOUNT = 2;

  @org.springframework.beans.factory.annotation.Autowired
  io.vidlens.access.EmailVerifications verifications;

  @org.springframework.beans.factory.annotation.Autowired
  io.vidlens.access.AccountDirectory directory;

  /** Verifies the account's email, as opening the link mailed at sign-up does. */
  void verifyEmail(String email) {
    String accountId = directory.findByEmail(email).orElseThrow().accountId();
    verifications.verify(verifications.issue(accountId)).orElseThrow();
  }

  static final String PASSWORD = "correct horse battery staple";

  static String newEmail(String who) {
    return who + "-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
  }

  DashboardClient browser() {
    return new DashboardClient(port);
  }

  /** A browser whose connections come from another loopback address, e.g. "127.0.0.7". */
  DashboardClient browserAt(String address) {
    return new DashboardClient(port, address);
  }

  /** A new account, signed in (signed up, then signed in as the sign-up page asks). */
  DashboardClient signedUp(String email) {
    DashboardClient client = browser();
    DashboardClient.Page page = client.signUp(email, PASSWORD);
    if (page.status() != 302 || !page.location().endsWith("/dashboard/sign-in?signed-up")) {
      throw new AssertionError("sign-up failed: " + page.status() + " " + page.body());
    }
    DashboardClient.Page signedIn = client.signIn(email, PASSWORD);
    if (signedIn.status() != 302 || !signedIn.location().endsWith("/dashboard")) {
      throw new AssertionError("sign-in after sign-up failed: " + signedIn.location());
    }
    return client;
  }
}
