package io.vidlens.dashboard;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.BucketStore;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * Slows password guessing (Bucket4j): a number of failed sign-ins per email and per client address
 * within a window, refilled gradually; and a number of sign-ups per address per hour (each costs a
 * deliberately slow password hash). Successful sign-ins cost nothing.
 *
 * <p>The buckets are the API rate limits' ({@link BucketStore}, {@code vidlens.rate-limits.store}):
 * on PostgreSQL every node draws from the same ones, so several nodes behind a load balancer give a
 * guesser no more tries than one. Buckets are named by a hash of the email or address, so the
 * shared table holds neither, and every name has the same short length.
 */
@Component
record SignInThrottle(DashboardProperties properties, BucketStore buckets) {

  /** Zero when a sign-in may be tried now, otherwise the seconds until one may. */
  long secondsUntilSignInAllowed(String email, String address) {
    long byAddress = wait(failuresByAddress(address));
    if (byAddress > 0) {
      return byAddress; // no need to look at (or make) a bucket for each email it tries
    }
    return wait(failuresByEmail(email));
  }

  void signInFailed(String email, String address) {
    failuresByEmail(email).tryConsume(1);
    failuresByAddress(address).tryConsume(1);
  }

  /** Takes one sign-up from the address's hourly allowance; false when it is used up. */
  boolean trySignUp(String address) {
    return bucket(
            "sign-up:address", address, properties.signUpsPerAddressPerHour(), Duration.ofHours(1))
        .tryConsume(1);
  }

  private Bucket failuresByEmail(String email) {
    return bucket(
        "sign-in:email",
        AccountDirectory.normalizeEmail(email),
        properties.signInFailuresPerEmail(),
        properties.signInWindow());
  }

  private Bucket failuresByAddress(String address) {
    return bucket(
        "sign-in:address",
        address,
        properties.signInFailuresPerAddress(),
        properties.signInWindow());
  }

  /**
   * The bucket of one limit and subject; capacity and window are part of its name, so a changed
   * setting starts fresh buckets instead of meeting old ones made with the old setting.
   */
  private Bucket bucket(String limit, String subject, long capacity, Duration window) {
    String name =
        "dashboard:"
            + limit
            + ":"
            + capacity
            + "/"
            + window.toSeconds()
            + "s:"
            + sha256(subject == null ? "" : subject);
    return buckets.bucket(
        name,
        BucketConfiguration.builder()
            .addLimit(Bandwidth.builder().capacity(capacity).refillGreedy(capacity, window).build())
            .build());
  }

  private static long wait(Bucket bucket) {
    long nanos = bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill();
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
