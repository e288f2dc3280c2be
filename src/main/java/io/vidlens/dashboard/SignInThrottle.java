package io.vidlens.dashboard;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.TimeMeter;
import io.vidlens.access.AccountDirectory;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * Slows password guessing (Bucket4j, in memory on each node): a number of failed sign-ins per
 * email and per client address within a window, refilled gradually; and a number of sign-ups
 * per address per hour (each costs a deliberately slow password hash). Successful sign-ins cost
 * nothing.
 */
@Component
class SignInThrottle {

  private final DashboardProperties properties;
  private final TimeMeter timeMeter;
  private final Cache<String, Bucket> failuresByEmail;
  private final Cache<String, Bucket> failuresByAddress;
  private final Cache<String, Bucket> signUpsByAddress;

  SignInThrottle(DashboardProperties properties, TimeMeter timeMeter) {
    this.properties = properties;
    this.timeMeter = timeMeter;
    Duration keep = properties.signInWindow().plusMinutes(1);
    this.failuresByEmail = Caffeine.newBuilder().expireAfterAccess(keep).maximumSize(100_000).build();
    this.failuresByAddress = Caffeine.newBuilder().expireAfterAccess(keep).maximumSize(100_000).build();
    this.signUpsByAddress =
        Caffeine.newBuilder().expireAfterAccess(Duration.ofMinutes(61)).maximumSize(100_000).build();
  }

  /** Zero when a sign-in may be tried now, otherwise the seconds until one may. */
  long secondsUntilSignInAllowed(String email, String address) {
    return Math.max(
        wait(failures(failuresByEmail, AccountDirectory.normalizeEmail(email), properties.signInFailuresPerEmail())),
        wait(failures(failuresByAddress, address, properties.signInFailuresPerAddress())));
  }

  void signInFailed(String email, String address) {
    failures(failuresByEmail, AccountDirectory.normalizeEmail(email), properties.signInFailuresPerEmail())
        .tryConsume(1);
    failures(failuresByAddress, address, properties.signInFailuresPerAddress()).tryConsume(1);
  }

  /** Takes one sign-up from the address's hourly allowance; false when it is used up. */
  boolean trySignUp(String address) {
    int perHour = properties.signUpsPerAddressPerHour();
    return signUpsByAddress
        .get(address, a -> bucket(perHour, Duration.ofHours(1)))
        .tryConsume(1);
  }

  private Bucket failures(Cache<String, Bucket> cache, String key, int capacity) {
    return cache.get(key, k -> bucket(capacity, properties.signInWindow()));
  }

  private Bucket bucket(long capacity, Duration window) {
    return Bucket.builder()
        .addLimit(Bandwidth.builder().capacity(capacity).refillGreedy(capacity, window).build())
        .withCustomTimePrecision(timeMeter)
        .build();
  }

  private static long wait(Bucket bucket) {
    long nanos = bucket.estimateAbilityToConsume(1).getNanosToWaitForRefill();
    return nanos <= 0 ? 0 : Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanos + 999_999_999L));
  }
}
