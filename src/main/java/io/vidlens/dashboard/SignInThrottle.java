package io.vidlens.dashboard;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.BucketStore;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * Slows password guessing (Bucket4j) without ever locking an account: failed sign-ins are counted
 * per email at one client address, per client address, and per email from all addresses. Past the
 * free failures of a count, each further failure makes the next try wait longer (a ladder: the free
 * failures per minute, twice as many per 15 minutes, four times per 4 hours, eight times per day,
 * each refilled gradually), and a try during the wait is answered 429 with {@code Retry-After}.
 * With the defaults, an email guessed from one address waits 12 s after 5 failures, 90 s after 10,
 * 12 min after 20 and 36 min after 40; the address's own count adds a ladder for guessing many
 * emails.
 *
 * <p>The owner is not locked out by a guesser: the guesser's address and email pair waits, not the
 * owner's, and the count per email from all addresses (for guessers with many addresses) is not
 * applied to a browser that has signed in to that account before ({@link KnownBrowsers}).
 * Successful sign-ins cost nothing. Sign-ups are limited per address and per email per hour (each
 * costs a deliberately slow password hash).
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
    if (byPair > 0 || knownBrowser) {
      return byPair;
    }
    return wait(failuresByEmail(email));
  }

  /**
   * Counts a failure in all three counts, even past zero: failures that raced past the check
   * together (parallel tries) lengthen the wait instead of being lost.
   */
  void signInFailed(String email, String address) {
    failuresByEmailAndAddress(email, address).consumeIgnoringRateLimits(1);
    failuresByAddress(address).consumeIgnoringRateLimits(1);
    failuresByEmail(email).consumeIgnoringRateLimits(1);
  }

  /**
   * Takes one sign-up from the address's and the email's hourly allowances: zero when it may go
   * ahead, otherwise the seconds until one may (and nothing more is taken).
   */
  long secondsUntilSignUpAllowed(String email, String address) {
    ConsumptionProbe byAddress =
        bucket(
                "sign-up:address",
                address,
                hourly(properties.signUpsPerAddressPerHour()),
                properties.signUpsPerAddressPerHour() + "/1h")
            .tryConsumeAndReturnRemaining(1);
    if (!byAddress.isConsumed()) {
      return seconds(byAddress.getNanosToWaitForRefill());
    }
    ConsumptionProbe byEmail =
        bucket(
                "sign-up:email",
                AccountDirectory.normalizeEmail(email),
                hourly(properties.signUpsPerEmailPerHour()),
                properties.signUpsPerEmailPerHour() + "/1h")
            .tryConsumeAndReturnRemaining(1);
    return byEmail.isConsumed() ? 0 : seconds(byEmail.getNanosToWaitForRefill());
  }

  private Bucket failuresByEmailAndAddress(String email, String address) {
    int free = properties.signInFailuresPerEmailAndAddress();
    return bucket(
        "sign-in:email-address",
        AccountDirectory.normalizeEmail(email) + "\n" + address,
        ladder(free),
        free + "/ladder");
  }

  private Bucket failuresByAddress(String address) {
    int free = properties.signInFailuresPerAddress();
    return bucket("sign-in:address", address, ladder(free), free + "/ladder");
  }

  private Bucket failuresByEmail(String email) {
    int free = properties.signInFailuresPerEmail();
    return bucket(
        "sign-in:email", AccountDirectory.normalizeEmail(email), ladder(free), free + "/ladder");
  }

  private static BucketConfiguration ladder(long free) {
    var configuration = BucketConfiguration.builder();
    long capacity = free;
    for (Duration window : LADDER) {
      configuration.addLimit(
          Bandwidth.builder().capacity(capacity).refillGreedy(capacity, window).build());
      capacity *= 2;
    }
    return configuration.build();
  }

  private static BucketConfiguration hourly(long capacity) {
    return BucketConfiguration.builder()
        .addLimit(
            Bandwidth.builder()
                .capacity(capacity)
                .refillGreedy(capacity, Duration.ofHours(1))
                .build())
        .build();
  }

  /**
   * The bucket of one limit and subject; the shape of the limit is part of its name, so a changed
   * setting starts fresh buckets instead of meeting old ones made with the old setting.
   */
  private Bucket bucket(
      String limit, String subject, BucketConfiguration configuration, String shape) {
    String name = "dashboard:" + limit + ":" + shape + ":" + sha256(subject == null ? "" : subject);
    return buckets.bucket(name, configuration);
  }

  private static long wait(Bucket bucket) {
    return seconds(bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill());
  }

  private static long seconds(long nanos) {
    return nanos <= 0 ? 0 : Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanos + 999_999_999L));
  }

  private static String sha256(String value) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JDK", e);
    }
  }
}
