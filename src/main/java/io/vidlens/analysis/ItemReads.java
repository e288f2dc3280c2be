package io.vidlens.analysis;

import io.vidlens.catalog.FanOut;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads one thing per video, several at a time ({@link FanOut}, at most {@code parallelism} in
 * flight). A video whose read fails is left out, not the job: the caller reports the coverage.
 */
final class ItemReads {

  private static final Logger log = LoggerFactory.getLogger(ItemReads.class);

  private ItemReads() {}

  static <T> Map<String, T> read(
      List<String> ids, int parallelism, Function<String, T> reader, String what, Runnable onEach) {
    List<Supplier<T>> tasks = ids.stream().<Supplier<T>>map(id -> () -> reader.apply(id)).toList();
    List<FanOut.Outcome<T>> outcomes = FanOut.settle(tasks, parallelism, onEach);
    Map<String, T> found = new LinkedHashMap<>();
    int failed = 0;
    for (int i = 0; i < ids.size(); i++) {
      switch (outcomes.get(i)) {
        case FanOut.Outcome.Done<T> done -> {
          if (done.value() != null) {
            found.put(ids.get(i), done.value());
          }
        }
        case FanOut.Outcome.Failed<T> f -> {
          failed++;
          log.debug("{} of {} could not be read: {}", what, ids.get(i), f.error().getMessage());
        }
      }
    }
    if (failed > 0) {
      log.info("{} of {} of {} videos could not be read", what, failed, ids.size());
    }
    return found;
  }
}
