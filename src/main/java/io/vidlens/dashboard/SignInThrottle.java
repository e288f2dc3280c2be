package io.vidlens.dashboard;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.BucketStore;
import io.vidlens.access.ClientNetworks;
import io.vidlens.access.Sha256;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * Slows password guessing (Bucket4j) without ever locking an account: failed sign-ins are counted
 * per email at one client network, per client network, and per email from all networks. A client
 * network is an IPv4 address, or an IPv6 address's /64 ({@link ClientNetworks}). Past the free
 * failures of a count, each further failure makes the next try wait longer (a ladder: the free
 * failures per minute, twice as many per 15 minutes, four times per 4 hours, eight times per day,
 * each refilled gradually), and a try during the wait is answered 429 with {@code Retry-After}.
 * With the defaults, an email guessed from one address waits 12 s after 5 failures, 90 s after 10,
 * 12 min after 20 and 36 min after 40; the address's own count adds a ladder for guessing many
 * emails.
 *
 * <p>The owner is not locked out by a guesser (issue 40: during a flood from other addresses the
 * owner was refused in 6 of 10 tries): the guesser's address and email pair waits, not the owner's;
 * the count per email from all addresses (for guessers with many addresses) applies only at
 * networks that failed for that email lately, and never to a browser that has signed in to that
 * account before ({@link KnownBrowsers}). Every attempt, failed or not, costs a deliberately slow
 * password hash, so each also takes one of its network's attempts per minute, and one of its
 * account's sign-ins from its network per 10 minutes (given back when the password was wrong, so
 * guessers cannot spend the owner's, and per network, so guessers' attempts in flight cannot
 * either); the password pool's share is per account and network too ({@link
 * PooledPasswordEncoder}); the current-password check of a password change takes one of the
 * account's checks (a ladder like the failures'). Sign-ups are limited per network and per email
 * per hour.
 *
 * <p>The buckets are the API rate limits' ({@link BucketStore}, {@code vidlens.rate-limits.store}):
 * on PostgreSQL every node draws from the same ones, so several nodes behind a load balancer give a
 * guesser no more tries than one. Buckets are named by a hash of the email or address, so the
 * shared table holds neither, and every name has the same short length.
 */
@Component
record SignInThrottle(DashboardProperties properties, BucketStore buckets) {

  /** The windows of the ladder's steps; step {@code i} allows {@code free * 2^i} failures. */
  static final List<Duration> LADDER =
      List.of(
          Duration.ofMinutes(1), Duration.ofMinutes(15), Duration.ofHours(4), Duration.ofDays(1));

  /**
   * Zero when a sign-in may be tried now, otherwise the seconds until one may. {@code
   * knownBrowser}: the browser has signed in to this email's account before, so the count of the
   * email's failures from every address does not apply to it.
   */
  long secondsUntilSignInAllowed(String email, String address, boolean knownBrowser) {
    long byAddress = wait(failuresByAddress(address));
    if (byAddress > 0) {
      // The first wait found: a try after it may meet the next. No need to look at (or make) a
      // bucket for each email a waiting address tries.
      return byAddress;
    }
    long byPair = wait(failuresByEmailAndAddress(email, address));
    if (byPair > 0) {
      return byPair;
    }
    // The email's count from all networks slows a guesser with many addresses, but only at the
    // networks that have failed for this email lately: the owner's own network, where nobody
    // guessed, is not made to wait by a flood from elsewhere.
    if (!knownBrowser && failedLately(email, address).getAvailableTokens() < 1) {
      long byEmail = wait(failuresByEmail(email));
      if (byEmail > 0) {
        return byEmail;
      }
    }
    // Every attempt costs a password hash, failed or not: each takes one of its network's
    // attempts and one of its account's sign-ins from that network (given back if the password is
    // wrong; per network, so that guessers elsewhere, even with many attempts in flight, cannot
    // use up the owner's), taken now so that parallel attempts cannot all pass.
    long byNetwork = take(attemptsByNetwork(address));
    return byNetwork > 0 ? byNetwork : take(signIns(email, address));
  }

  /**
   * Zero when the account's current password may be checked now (the account page's password
   * change), otherwise the seconds until it may; a check that may go ahead is counted at once.
   */
  long secondsUntilPasswordCheckAllowed(String accountId, String address) {
    long byNetwork = take(attemptsByNetwork(address));
    return byNetwork > 0
        ? byNetwork
        : take(ladder("password-check:account", accountId, properties.passwordChecksPerAccount()));
  }

  /**
   * Counts a failure in all three counts, even past zero: failures that raced past the check
   * together (parallel tries) lengthen the wait instead of being lost.
   */
  void signInFailed(String email, String address) {
    failuresByEmailAndAddress(email, address).consumeIgnoringRateLimits(1);
    failuresByAddress(address).consumeIgnoringRateLimits(1);
    failuresByEmail(email).consumeIgnoringRateLimits(1);
    failedLately(email, address).consumeIgnoringRateLimits(1);
    // Not a sign-in of the account: its sign-in taken by the check is given back.
    signIns(email, address).addTokens(1);
  }

  /**
   * Takes one sign-up from the address's and the email's hourly allowances: zero when it may go
   * ahead, otherwise the seconds until one may (and nothing more is taken).
   */
  long secondsUntilSignUpAllowed(String email, String address) {
    long byAddress =
        take(
            hourly(
                "sign-up:address",
                ClientNetworks.of(address),
                properties.signUpsPerAddressPerHour()));
    return byAddress > 0
        ? byAddress
        : take(
            hourly(
                "sign-up:email",
                AccountDirectory.normalizeEmail(email),
                properties.signUpsPerEmailPerHour()));
  }

  private Bucket failuresByEmailAndAddress(String email, String address) {
    return ladder(
        "sign-in:email-address",
        AccountDirectory.normalizeEmail(email) + "\n" + ClientNetworks.of(address),
        properties.signInFailuresPerEmailAndAddress());
  }

  private Bucket failuresByAddress(String address) {
    return ladder(
        "sign-in:address", ClientNetworks.of(address), properties.signInFailuresPerAddress());
  }

  private Bucket attemptsByNetwork(String address) {
    int perMinute = properties.signInAttemptsPerNetwork();
    return within("sign-in:attempts-network", ClientNetworks.of(address), perMinute, "1m");
  }

  /** Empty (for a day after) once the email failed at the network: the email's count applies. */
  private Bucket failedLately(String email, String address) {
    String pair = AccountDirectory.normalizeEmail(email) + "\n" + ClientNetworks.of(address);
    return within("sign-in:failed-at-network", pair, 1, "24h");
  }

  private Bucket signIns(String email, String address) {
    String pair = AccountDirectory.normalizeEmail(email) + "\n" + ClientNetworks.of(address);
    return within("sign-in:account-network", pair, properties.signInsPerAccount(), "10m");
  }

  private Bucket failuresByEmail(String email) {
    return ladder(
        "sign-in:email",
        AccountDirectory.normalizeEmail(email),
        properties.signInFailuresPerEmail());
  }

  /** A bucket whose allowance doubles along {@link #LADDER}, starting at {@code free}. */
  private Bucket ladder(String limit, String subject, int free) {
    var configuration = BucketConfiguration.builder();
    long capacity = free;
    for (Duration window : LADDER) {
      configuration.addLimit(
          Bandwidth.builder().capacity(capacity).refillGreedy(capacity, window).build());
      capacity *= 2;
    }
    return bucket(limit, subject, configuration.build(), free + "/ladder");
  }

  private Bucket hourly(String limit, String subject, int capacity) {
    return within(limit, subject, capacity, "1h");
  }

  /** A bucket of {@code capacity} per window ("1m", "10m", "1h"), the window named in its shape. */
  private Bucket within(String limit, String subject, int capacity, String windowName) {
    Duration window = Duration.parse("PT" + windowName.toUpperCase(Locale.ROOT));
    BucketConfiguration configuration =
        BucketConfiguration.builder()
            .addLimit(Bandwidth.builder().capacity(capacity).refillGreedy(capacity, window).build())
            .build();
    return bucket(limit, subject, configuration, capacity + "/" + windowName);
  }

  /**
   * The bucket of one limit and subject; the shape of the limit is part of its name, so a changed
   * setting starts fresh buckets instead of meeting old ones made with the old setting.
   */
  private Bucket bucket(
      String limit, String subject, BucketConfiguration configuration, String shape) {
    String name =
        "dashboard:" + limit + ":" + shape + ":" + Sha256.hex(subject == null ? "" : subject);
    return buckets.bucket(name, configuration);
  }

  /** Takes one token: zero when it was there, otherwise the seconds until one is. */
  private static long take(Bucket bucket) {
    ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
    return probe.isConsumed() ? 0 : seconds(probe.getNanosToWaitForRefill());
  }

  private static long wait(Bucket bucket) {
    return seconds(bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill());
  }

  private static long seconds(long nanos) {
    return nanos <= 0 ? 0 : Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanos + 999_999_999L));
  }
}
