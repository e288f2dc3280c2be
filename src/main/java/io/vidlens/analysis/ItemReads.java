package io.vidlens.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads one thing per video, several at a time (virtual threads, at most {@code parallelism} in
 * flight). A video whose read fails is left out, not the job: the caller reports the coverage.
 */
final class ItemReads {

  private static final Logger log = LoggerFactory.getLogger(ItemReads.class);

  private ItemReads() {}

  static <T> Map<String, T> read(
      List<String> ids, int parallelism, Function<String, T> reader, String what, Runnable onEach) {
    Semaphore slots = new Semaphore(Math.max(1, parallelism));
    Map<String, T> found = new LinkedHashMap<>();
    AtomicInteger failed = new AtomicInteger();
    try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
      List<Future<Optional<T>>> futures = new ArrayList<>();
      for (String id : ids) {
        futures.add(
            pool.submit(
                () -> {
                  slots.acquire();
                  try {
                    return Optional.ofNullable(reader.apply(id));
                  } catch (RuntimeException e) {
                    failed.incrementAndGet();
                    log.debug("{} of {} could not be read: {}", what, id, e.getMessage());
                    return Optional.<T>empty();
                  } finally {
                    slots.release();
                  }
                }));
      }
      for (int i = 0; i < ids.size(); i++) {
        String id = ids.get(i);
        try {
          futures.get(i).get().ifPresent(value -> found.put(id, value));
        } catch (java.util.concurrent.ExecutionException e) {
          failed.incrementAndGet();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          pool.shutdownNow();
          throw new IllegalStateException("interrupted while reading " + what, e);
        }
        onEach.run();
      }
    }
    if (failed.get() > 0) {
      log.info("{} of {} of {} videos could not be read", what, failed.get(), ids.size());
    }
    return found;
  }
}
