package io.vidlens.access.internal;

import io.vidlens.work.Futures;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Applies ledger changes in batches, one transaction per batch ("group commit"): requests that
 * arrive together share one commit instead of queueing for one each. Every change is still its own
 * conditional statement, applied in arrival order inside the transaction, and a caller is answered
 * only after the commit, so exactness is the same as one transaction per change. If a batch fails,
 * its changes are retried one by one, each in its own transaction.
 *
 * <p>The writer thread survives anything: a batch that fails with any {@link Throwable} (an {@link
 * OutOfMemoryError} while a request elsewhere exhausted the heap, say) is retried change by change,
 * and a change that fails again hands its failure to the caller waiting for it; no waiting caller
 * is left without an answer and the next batch is written as usual.
 */
public final class LedgerWriter implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(LedgerWriter.class);
  private static final int MAX_BATCH = 64;

  private record Pending(Supplier<?> change, CompletableFuture<Object> result) {}

  private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
  private final TransactionTemplate transactions;
  private final Thread worker;
  private volatile boolean running = true;

  public LedgerWriter(TransactionTemplate transactions) {
    this.transactions = transactions;
    this.worker = Thread.ofPlatform().name("quota-ledger-writer").daemon().start(this::run);
  }

  /** Applies {@code change} (which runs SQL) in the next batch and returns its result. */
  public <T> T apply(Supplier<T> change) {
    return Futures.join(submit(change));
  }

  /**
   * Queues {@code change} for the next batch; the future completes after the batch's commit. The
   * caller may work meanwhile but must not act on the change before the future completes.
   */
  @SuppressWarnings("unchecked")
  public <T> CompletableFuture<T> submit(Supplier<T> change) {
    if (!running) {
      throw new IllegalStateException("The quota ledger is shut down");
    }
    Pending pending = new Pending(change, new CompletableFuture<>());
    queue.add(pending);
    return (CompletableFuture<T>) (CompletableFuture<?>) pending.result();
  }

  private void run() {
    List<Pending> batch = new ArrayList<>(MAX_BATCH);
    while (running || !queue.isEmpty()) {
      try {
        batch.add(queue.take());
      } catch (InterruptedException e) {
        if (!running) {
          break;
        }
        continue;
      }
      queue.drainTo(batch, MAX_BATCH - 1);
      try {
        write(batch);
      } catch (Throwable unexpected) {
        // write() answers every change itself; this is only reached if that failed too
        for (Pending pending : batch) {
          pending.result().completeExceptionally(unexpected);
        }
      }
      batch.clear();
    }
    for (Pending left; (left = queue.poll()) != null; ) {
      left.result()
          .completeExceptionally(new IllegalStateException("The quota ledger is shut down"));
    }
  }

  private void write(List<Pending> batch) {
    List<Object> results = new ArrayList<>(batch.size());
    try {
      transactions.executeWithoutResult(
          status -> {
            for (Pending pending : batch) {
              results.add(pending.change().get());
            }
          });
    } catch (Throwable batchFailure) {
      if (batch.size() > 1) {
        log.warn(
            "A ledger batch of {} failed; applying its changes one by one",
            batch.size(),
            batchFailure);
      }
      for (Pending pending : batch) {
        try {
          pending.result().complete(transactions.execute(status -> pending.change().get()));
        } catch (Throwable e) {
          pending.result().completeExceptionally(e); // the caller's to handle, not this thread's
        }
      }
      return;
    }
    for (int i = 0; i < batch.size(); i++) {
      batch.get(i).result().complete(results.get(i));
    }
  }

  @Override
  public void close() {
    running = false;
    worker.interrupt();
    try {
      worker.join(10_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
