package io.vidlens.access.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.work.Futures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionStatus;
import org.springframework.transaction.support.SimpleTransactionStatus;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The ledger writer's thread survives any {@link Throwable} thrown while a batch is written: the
 * batch's other changes are committed exactly once, the failing change's caller gets the failure,
 * and later changes are written as usual.
 */
class LedgerWriterTest {

  /** A ledger in memory whose changes take effect only when their transaction commits. */
  static final class Ledger implements PlatformTransactionManager {
    final AtomicLong committed = new AtomicLong();
    final AtomicLong staged = new AtomicLong();
    final AtomicLong rollbacks = new AtomicLong();

    long add(long units) {
      return staged.addAndGet(units) + committed.get();
    }

    @Override
    public TransactionStatus getTransaction(TransactionDefinition definition) {
      staged.set(0);
      return new SimpleTransactionStatus();
    }

    @Override
    public void commit(TransactionStatus status) {
      committed.addAndGet(staged.getAndSet(0));
    }

    @Override
    public void rollback(TransactionStatus status) {
      staged.set(0);
      rollbacks.incrementAndGet();
    }
  }

  @Test
  void anErrorInOneChangeLosesNoOtherChangeAndTheWriterKeepsWorking() throws Exception {
    Ledger ledger = new Ledger();
    try (LedgerWriter writer = new LedgerWriter(new TransactionTemplate(ledger))) {
      // Hold the writer in a batch so that the next changes arrive together, as one batch.
      CountDownLatch holding = new CountDownLatch(1);
      CountDownLatch release = new CountDownLatch(1);
      CompletableFuture<Long> first =
          writer.submit(
              () -> {
                holding.countDown();
                await(release);
                return ledger.add(1);
              });
      assertThat(holding.await(10, TimeUnit.SECONDS)).isTrue();
      List<CompletableFuture<Long>> before = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        before.add(writer.submit(() -> ledger.add(5)));
      }
      CompletableFuture<Long> failing =
          writer.submit(
              () -> {
                ledger.add(1000); // staged, then the request's work fails: must not count
                throw new OutOfMemoryError("simulated: the heap ran out while this was written");
              });
      List<CompletableFuture<Long>> after = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        after.add(writer.submit(() -> ledger.add(3)));
      }
      release.countDown();

      assertThat(first.get(10, TimeUnit.SECONDS)).isEqualTo(1);
      for (CompletableFuture<Long> f : before) {
        assertThat(f.get(10, TimeUnit.SECONDS)).isPositive();
      }
      for (CompletableFuture<Long> f : after) {
        assertThat(f.get(10, TimeUnit.SECONDS)).isPositive();
      }
      assertThatThrownBy(() -> Futures.join(failing))
          .isInstanceOf(OutOfMemoryError.class)
          .hasMessageContaining("simulated");
      assertThat(ledger.committed.get()).isEqualTo(1 + 5 * 5 + 5 * 3);
      assertThat(ledger.rollbacks.get()).isGreaterThanOrEqualTo(1);

      // The thread is alive: later changes are written, alone or together.
      assertThat(writer.apply(() -> ledger.add(7))).isEqualTo(1 + 25 + 15 + 7);
      CompletableFuture<Long> stackOverflow =
          writer.submit(
              () -> {
                throw new StackOverflowError("simulated");
              });
      assertThatThrownBy(() -> Futures.join(stackOverflow)).isInstanceOf(StackOverflowError.class);
      assertThat(writer.apply(() -> ledger.add(2))).isEqualTo(1 + 25 + 15 + 7 + 2);
    }
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(Duration.ofSeconds(10).toMillis(), TimeUnit.MILLISECONDS)) {
        throw new IllegalStateException("not released");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
