package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.compute.ComputePool;
import io.vidlens.compute.ComputePools;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Sign-in, sign-up and the password change check passwords on the password pool: with the account's
 * share held by tasks blocked on a latch, its sign-in is told 429 at once while another account
 * signs in; with every place of the pool held, sign-in and sign-up are told 503.
 */
class PasswordPoolTest extends DashboardServerTest {

  @Autowired ComputePools pools;

  private final ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor();
  private final CountDownLatch release = new CountDownLatch(1);

  @AfterEach
  void stop() throws Exception {
    release.countDown();
    callers.shutdown();
    assertThat(callers.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
  }

  private ComputePool pool() {
    return pools.pool(ComputePools.PASSWORD, "password checks", "Service Unavailable");
  }

  /** How many tasks this test holds on the latch. */
  private int held;

  /**
   * {@code count} tasks of {@code account} held on the latch (running or waiting). Counted against
   * what this test holds, not against the pool's count when called: a sign-up's check that was
   * still leaving the pool then would never leave the sum equal to that count plus these.
   */
  private void hold(String account, int count) {
    ComputePool pool = pool();
    int before = held;
    held += count;
    for (int i = 0; i < count; i++) {
      callers.submit(
          () ->
              pool.run(
                  account,
                  () -> {
                    release.await();
                    return null;
                  }));
    }
    waitFor(() -> pool.active() + pool.queued() == before + count, count + " held tasks");
  }

  @Test
  void aSignInOverItsAccountsShareIsToldAtOnceWhileAnotherAccountSignsIn() throws Exception {
    String greedy = newEmail("greedy");
    String other = newEmail("other");
    assertThat(browser().signUp(greedy, PASSWORD).status()).isEqualTo(302);
    assertThat(browser().signUp(other, PASSWORD).status()).isEqualTo(302);
    ComputePool pool = pool();
    hold(PooledPasswordEncoder.forEmailAt(greedy, "127.0.0.1"), pool.settings().perAccount());

    DashboardClient.Page refused = browser().signIn(greedy, PASSWORD);
    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.headers().firstValue("Retry-After")).isPresent();
    assertThat(refused.body())
        .as("a page for a person, written without the error page's work")
        .contains("your password was not checked")
        .contains("href=\"/dashboard/sign-in\"");

    int waitingBefore = pool.queued();
    Future<DashboardClient.Page> signedIn = callers.submit(() -> browser().signIn(other, PASSWORD));
    waitFor(
        () -> signedIn.isDone() || pool.queued() > waitingBefore,
        "the other account's check to run or wait for a thread");
    release.countDown();
    DashboardClient.Page page = signedIn.get(60, TimeUnit.SECONDS);
    assertThat(page.status()).isEqualTo(302);
    assertThat(page.location()).endsWith("/dashboard");
  }

  @Test
  void aSaturatedPasswordPoolAnswers503ToSignInAndSignUp() {
    ComputePool pool = pool();
    int places = pool.settings().threads() + pool.settings().queue();
    for (int i = 0; i < places; i++) {
      hold("filler-" + i, 1);
    }

    DashboardClient.Page signIn = browser().signIn(newEmail("late"), PASSWORD);
    assertThat(signIn.status()).isEqualTo(503);
    assertThat(signIn.headers().firstValue("Retry-After")).isPresent();
    assertThat(signIn.body()).contains("Sign-in is busy right now");

    DashboardClient.Page signUp =
        browser()
            .submit(
                "/dashboard/sign-up",
                "/dashboard/sign-up",
                Map.of("email", newEmail("late"), "password", PASSWORD, "confirm", PASSWORD));
    assertThat(signUp.status()).isEqualTo(503);
    assertThat(signUp.headers().firstValue("Retry-After")).isPresent();
    assertThat(signUp.body()).contains("try again shortly");
  }

  private static void waitFor(BooleanSupplier condition, String what) {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > until) {
        throw new AssertionError("timed out waiting for " + what);
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }
}
