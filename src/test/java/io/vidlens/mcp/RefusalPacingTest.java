package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefusalPacingTest {

  private static final Duration LONG = Duration.ofMinutes(10);

  @Test
  void aKeysRefusalsAreHeldUpToItsCapThenSentAtOnce() throws Exception {
    RefusalPacing pacing = new RefusalPacing(LONG, 3, 100);
    List<Thread> held = hold(pacing, "flooder", 3);
    awaitHeld(pacing, 3);

    // The fourth of the same key is not held: it would wait ten minutes.
    assertTimeoutPreemptively(Duration.ofSeconds(30), () -> pacing.pace("flooder"));
    assertThat(pacing.held()).isEqualTo(3);

    // Another key has holds of its own.
    List<Thread> other = hold(pacing, "other", 1);
    awaitHeld(pacing, 4);

    held.forEach(Thread::interrupt);
    other.forEach(Thread::interrupt);
    for (Thread thread : held) {
      thread.join();
    }
    awaitHeld(pacing, 0);
  }

  @Test
  void theNodesCapCountsEveryKey() throws Exception {
    RefusalPacing pacing = new RefusalPacing(LONG, 5, 2);
    List<Thread> held = hold(pacing, "a", 1);
    held.addAll(hold(pacing, "b", 1));
    awaitHeld(pacing, 2);

    assertTimeoutPreemptively(Duration.ofSeconds(30), () -> pacing.pace("c"));
    assertThat(pacing.held()).isEqualTo(2);
    held.forEach(Thread::interrupt);
    awaitHeld(pacing, 0);
  }

  @Test
  void noHoldSendsEveryRefusalAtOnce() {
    RefusalPacing pacing = new RefusalPacing(Duration.ZERO, 3, 100);
    assertTimeoutPreemptively(Duration.ofSeconds(30), () -> pacing.pace("any"));
    assertThat(pacing.held()).isZero();
  }

  private static List<Thread> hold(RefusalPacing pacing, String key, int count) {
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      threads.add(Thread.ofVirtual().start(() -> pacing.pace(key)));
    }
    return threads;
  }

  private static void awaitHeld(RefusalPacing pacing, int expected) throws InterruptedException {
    for (int i = 0; i < 3000 && pacing.held() != expected; i++) {
      Thread.sleep(10);
    }
    assertThat(pacing.held()).isEqualTo(expected);
  }
}
