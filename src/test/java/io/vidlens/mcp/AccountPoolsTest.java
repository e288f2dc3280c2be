package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class AccountPoolsTest {

  private final AccountPools pools = new AccountPools(McpLimitsFixture.limits(2, 3, 2));

  @Test
  void anAccountThatFillsItsSlotsLeavesAnotherAccountsFree() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch running = new CountDownLatch(2);
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      for (int i = 0; i < 2; i++) {
        threads.submit(
            () ->
                pools.run(
                    "busy",
                    () -> {
                      running.countDown();
                      await(release);
                      return "done";
                    },
                    () -> "refused"));
      }
      assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();

      // the busy account's third call waits its turn in vain and is refused, saying so
      assertThat(pools.run("busy", () -> "ran", () -> "refused")).isEqualTo("refused");
      // another account runs at once
      assertThat(pools.run("calm", () -> "ran", () -> "refused")).isEqualTo("ran");
      assertThat(pools.busy("busy")).isEqualTo(2);
      release.countDown();
    }
    assertThat(pools.busy("busy")).isZero();
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
