package io.vidlens.analysis.corpus;

import io.vidlens.catalog.FanOut;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
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

  /** What a per-video stage read: the top videos it asked for and those that answered. */
  record TopReads<T>(List<String> ids, Map<String, T> found) {}

  /**
   * Reads one thing for each of the corpus's top videos by views, moving the stage's progress from
   * {@code from} (before the first read) towards {@code to} as each read ends.
   */
  static <T> TopReads<T> readTop(
      Corpus corpus,
      AnalysisProperties properties,
      Progress progress,
      String stage,
      int from,
      int to,
      Function<String, T> reader,
      String what) {
    progress.update(stage, from);
    List<String> ids =
        // The best at equal age: the top performers whose transcripts the sections read.
        corpus.equalAge().ranked().stream()
            .limit(Math.max(0, properties.topVideos()))
            .map(VideoSample::videoId)
            .toList();
    AtomicInteger done = new AtomicInteger();
    Map<String, T> found =
        read(
            ids,
            properties.fetchParallelism(),
            reader,
            what,
            () ->
                progress.update(
                    stage, from + (to - from) * done.incrementAndGet() / Math.max(1, ids.size())));
    return new TopReads<>(ids, found);
  }

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
