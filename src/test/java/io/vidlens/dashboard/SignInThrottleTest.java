package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.local.LocalBucketBuilder;
import io.vidlens.access.BucketStore;
import io.vidlens.access.ClientNetworks;
import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** The sign-in throttle's waits, on a clock the test moves: they grow, end, and never lock. */
class SignInThrottleTest {

  private final FakeTimeMeter time = new FakeTimeMeter();
  private final Map<String, Bucket> held = new ConcurrentHashMap<>();
  private final BucketStore store =
      (key, configuration) ->
          held.computeIfAbsent(
              key,
              k -> {
                LocalBucketBuilder builder = Bucket.builder().withCustomTimePrecision(time);
                java.util.Arrays.stream(configuration.getBandwidths()).forEach(builder::addLimit);
                return builder.build();
              });
  private final SignInThrottle throttle =
      new SignInThrottle(
          new DashboardProperties(true, 12, 5, 100, 50, 2, 3, 25, 1000, 1000, 3, 10), store);

  /** The shipped defaults (DashboardProperties). */
  private final SignInThrottle defaults =
      new SignInThrottle(
          new DashboardProperties(true, 12, 5, 20, 50, 10, 3, 25, 20, 10, 5, 10), store);

  /** Tight limits on attempts per network (4 a minute) and sign-ins per account (3 per 10 min). */
  private final SignInThrottle tight =
      new SignInThrottle(
          new DashboardProperties(true, 12, 5, 100, 50, 2, 3, 25, 4, 3, 2, 10), store);

  @Test
  void theWaitGrowsWithEachStepOfFailuresAndEnds() {
    String email = "owner@example.com";
    for (int i = 0; i < 4; i++) {
      throttle.signInFailed(email, "203.0.113.9");
    }
    assertThat(throttle.secondsUntilSignInAllowed(email, "203.0.113.9", false)).isZero();
    throttle.signInFailed(email, "203.0.113.9");
    long afterFive = throttle.secondsUntilSignInAllowed(email, "203.0.113.9", false);
    assertThat(afterFive).isBetween(1L, 12L);

    fail(email, "203.0.113.9", 5);
    long afterTen = throttle.secondsUntilSignInAllowed(email, "203.0.113.9", false);
    fail(email, "203.0.113.9", 10);
    long afterTwenty = throttle.secondsUntilSignInAllowed(email, "203.0.113.9", false);
    assertThat(afterTen).isGreaterThan(afterFive);
    assertThat(afterTwenty).isGreaterThan(afterTen);

    // A wait, not a lock: once it has passed, a try is allowed again.
    time.advance(Duration.ofSeconds(afterTwenty));
    assertThat(throttle.secondsUntilSignInAllowed(email, "203.0.113.9", false)).isZero();
  }

  @Test
  void anotherAddressOfTheSameEmailDoesNotWait() {
    fail("owner@example.com", "203.0.113.9", 20);
    assertThat(throttle.secondsUntilSignInAllowed("owner@example.com", "203.0.113.9", false))
        .isPositive();
    assertThat(throttle.secondsUntilSignInAllowed("OWNER@example.com ", "198.51.100.7", false))
        .isZero();
  }

  @Test
  void oneAddressGuessingManyEmailsWaitsForAllOfThem() {
    for (int i = 0; i < 100; i++) {
      throttle.signInFailed("victim" + i + "@example.com", "203.0.113.9");
    }
    assertThat(throttle.secondsUntilSignInAllowed("fresh@example.com", "203.0.113.9", false))
        .isPositive();
    assertThat(throttle.secondsUntilSignInAllowed("fresh@example.com", "198.51.100.7", false))
        .isZero();
  }

  @Test
  void manyAddressesSlowTheEmailAtTheAddressesThatFailedNotAtTheOwnersOwn() {
    for (int i = 0; i < 50; i++) {
      throttle.signInFailed("owner@example.com", "10.0.0." + i);
    }
    assertThat(throttle.secondsUntilSignInAllowed("owner@example.com", "10.0.0.7", false))
        .as("an address that failed for the email waits for the email's failures")
        .isPositive();
    assertThat(throttle.secondsUntilSignInAllowed("owner@example.com", "198.51.100.7", false))
        .as("the owner's own address, which never failed, does not")
        .isZero();
    assertThat(throttle.secondsUntilSignInAllowed("owner@example.com", "10.0.0.7", true))
        .as("nor a browser that signed in before")
        .isZero();
  }

  @Test
  void theOwnerSignsInThroughoutAFloodOfFailuresFromOtherAddresses() {
    String owner = "owner@example.com";
    int refusedOwner = 0;
    for (int round = 0; round < 10; round++) {
      // A flood: 30 addresses, each guessing twice, the attempts all in flight together (each
      // took its sign-in before any failed).
      for (int i = 0; i < 30; i++) {
        String address = "10.9." + round + "." + i;
        for (int t = 0; t < 2; t++) {
          defaults.secondsUntilSignInAllowed(owner, address, false);
        }
      }
      if (defaults.secondsUntilSignInAllowed(owner, "198.51.100.7", false) > 0) {
        refusedOwner++;
      }
      for (int i = 0; i < 30; i++) {
        for (int t = 0; t < 2; t++) {
          defaults.signInFailed(owner, "10.9." + round + "." + i);
        }
      }
      time.advance(Duration.ofSeconds(6));
    }
    assertThat(refusedOwner).as("the owner's tries refused, of 10").isZero();
    assertThat(defaults.secondsUntilSignInAllowed(owner, "10.9.3.4", false))
        .as("a flooding address waits")
        .isPositive();
  }

  @Test
  void signUpsAreLimitedPerAddressAndPerEmail() {
    assertThat(throttle.secondsUntilSignUpAllowed("a@example.com", "203.0.113.9")).isZero();
    assertThat(throttle.secondsUntilSignUpAllowed("b@example.com", "203.0.113.9")).isZero();
    assertThat(throttle.secondsUntilSignUpAllowed("c@example.com", "203.0.113.9"))
        .as("two per address per hour here")
        .isPositive();
    for (int i = 0; i < 3; i++) {
      assertThat(throttle.secondsUntilSignUpAllowed("d@example.com", "10.0.0." + i)).isZero();
    }
    assertThat(throttle.secondsUntilSignUpAllowed("D@example.com", "10.0.0.9"))
        .as("three per email per hour")
        .isPositive();
    time.advance(Duration.ofHours(1));
    assertThat(throttle.secondsUntilSignUpAllowed("c@example.com", "203.0.113.9")).isZero();
  }

  @Test
  void anIpv6ClientCountsByItsSlash64AndAnIpv4ClientByItsAddress() {
    fail("owner@example.com", "2001:db8:1:2::10", 5);
    assertThat(
            throttle.secondsUntilSignInAllowed("owner@example.com", "2001:db8:1:2:ffff::99", false))
        .as("another address of the same /64 is the same client")
        .isPositive();
    assertThat(throttle.secondsUntilSignInAllowed("owner@example.com", "2001:db8:1:3::10", false))
        .as("another /64")
        .isZero();
    for (int i = 0; i < 100; i++) {
      throttle.signInFailed("victim" + i + "@example.com", "2001:db8:9:9:" + i + "::1");
    }
    assertThat(throttle.secondsUntilSignInAllowed("fresh@example.com", "2001:db8:9:9::abcd", false))
        .as("one /64 guessing many emails from many of its addresses waits for all of them")
        .isPositive();

    fail("owner@example.com", "198.51.100.7", 5);
    assertThat(throttle.secondsUntilSignInAllowed("owner@example.com", "198.51.100.8", false))
        .as("IPv4 addresses count apart")
        .isZero();
    assertThat(ClientNetworks.of("::ffff:198.51.100.7")).isEqualTo("198.51.100.7");
  }

  @Test
  void everyAttemptCountsAgainstItsNetworkSuccessfulOrNot() {
    for (int i = 0; i < 4; i++) {
      assertThat(
              tight.secondsUntilSignInAllowed("user" + i + "@example.com", "2001:db8::" + i, true))
          .isZero();
    }
    long wait = tight.secondsUntilSignInAllowed("other@example.com", "2001:db8::77", true);
    assertThat(wait).as("the /64's attempts this minute are spent").isBetween(1L, 60L);
    assertThat(tight.secondsUntilSignInAllowed("other@example.com", "2001:db9::1", true)).isZero();
    time.advance(Duration.ofSeconds(wait));
    assertThat(tight.secondsUntilSignInAllowed("other@example.com", "2001:db8::77", true)).isZero();
  }

  @Test
  void successfulSignInsAreLimitedPerAccountAndNetworkAndGuessersCannotSpendThem() {
    for (int i = 0; i < 3; i++) {
      assertThat(tight.secondsUntilSignInAllowed("busy@example.com", "10.1.0.1", true)).isZero();
    }
    assertThat(tight.secondsUntilSignInAllowed("BUSY@example.com", "10.1.0.1", true))
        .as("three sign-ins of one account from one network per 10 minutes")
        .isPositive();
    assertThat(tight.secondsUntilSignInAllowed("busy@example.com", "10.1.0.9", true))
        .as("another network's sign-ins of the account are its own")
        .isZero();

    // A wrong password gives its sign-in back: failures never use up the owner's sign-ins.
    for (int i = 0; i < 20; i++) {
      assertThat(tight.secondsUntilSignInAllowed("owner@example.com", "10.2.0." + i, true))
          .isZero();
      tight.signInFailed("owner@example.com", "10.2.0." + i);
    }
    assertThat(tight.secondsUntilSignInAllowed("owner@example.com", "10.3.0.1", true)).isZero();
  }

  @Test
  void theCurrentPasswordCheckIsThrottledPerAccount() {
    assertThat(tight.secondsUntilPasswordCheckAllowed("account-1", "10.4.0.1")).isZero();
    assertThat(tight.secondsUntilPasswordCheckAllowed("account-1", "10.4.0.2")).isZero();
    long wait = tight.secondsUntilPasswordCheckAllowed("account-1", "10.4.0.3");
    assertThat(wait).as("two checks a minute, from any network").isPositive();
    assertThat(tight.secondsUntilPasswordCheckAllowed("account-2", "10.4.0.3")).isZero();
    time.advance(Duration.ofSeconds(wait));
    assertThat(tight.secondsUntilPasswordCheckAllowed("account-1", "10.4.0.3")).isZero();
  }

  @Test
  void waitsInWords() {
    assertThat(DashboardFormat.waitInWords(1)).isEqualTo("1 second");
    assertThat(DashboardFormat.waitInWords(12)).isEqualTo("12 seconds");
    assertThat(DashboardFormat.waitInWords(90)).isEqualTo("2 minutes");
    assertThat(DashboardFormat.waitInWords(2160)).isEqualTo("36 minutes");
    assertThat(DashboardFormat.waitInWords(3 * 3600)).isEqualTo("3 hours");
  }

  private void fail(String email, String address, int times) {
    for (int i = 0; i < times; i++) {
      throttle.signInFailed(email, address);
    }
  }
}
