package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.compute.ComputePool;
import io.vidlens.compute.PoolSettings;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The password pool's share of a sign-in is its account's at its network: a guesser elsewhere who
 * holds the account's share (checks in flight) does not get the owner's check refused.
 */
class PasswordPoolShareTest {

  private static final String OWNER = "owner@example.com";

  private final CountDownLatch release = new CountDownLatch(1);
  private final ComputePool pool =
      new ComputePool(
          "password-test",
          "password checks",
          "Service Unavailable",
          new PoolSettings(1, 2, 1, Duration.ofMinutes(5), Duration.ofSeconds(1)),
          new SimpleMeterRegistry());

  /** Password checks that block until the test releases them, and then match. */
  private final PasswordEncoder slow =
      new PasswordEncoder() {
        @Override
        public String encode(CharSequence raw) {
          return raw.toString();
        }

        @Override
        public boolean matches(CharSequence raw, String encoded) {
          try {
            release.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return true;
        }
      };

  private final PasswordEncoder pooled = new PooledPasswordEncoder(slow, pool);

  @AfterEach
  void close() {
    release.countDown();
    pool.close();
  }

  /** A sign-in form posted from {@code address}, checked on its own thread. */
  private CompletableFuture<Boolean> signIn(String address) {
    return CompletableFuture.supplyAsync(
        () -> within(address, () -> pooled.matches("pw", "pw")),
        command -> Thread.ofVirtual().start(command));
  }

  private static <T> T within(String address, Supplier<T> work) {
    MockHttpServletRequest request = new MockHttpServletRequest("POST", "/dashboard/sign-in");
    request.setRemoteAddr(address);
    request.setParameter("email", OWNER);
    RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
    try {
      return work.get();
    } finally {
      RequestContextHolder.resetRequestAttributes();
    }
  }

  @Test
  void aGuessersChecksInFlightDoNotTakeTheOwnersShare() throws Exception {
    CompletableFuture<Boolean> guess = signIn("203.0.113.9");
    while (pool.active() < 1) {
      Thread.onSpinWait();
    }
    CompletableFuture<Boolean> owner = signIn("198.51.100.7");
    // Either the owner's check is admitted (it waits for the thread) or it is refused at once.
    while (pool.queued() < 1 && !owner.isDone()) {
      Thread.onSpinWait();
    }
    assertThat(owner).as("refused at once").isNotDone();
    release.countDown();
    assertThat(owner.get()).isTrue();
    assertThat(guess.get()).isTrue();
  }
}
