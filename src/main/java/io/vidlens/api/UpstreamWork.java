package io.vidlens.api;

import java.util.function.Supplier;
import org.slf4j.MDC;

/**
 * Names the work a thread does for the platform's request count: an API operation (its operationId,
 * set by the gate) or a background job ({@link #ANALYSIS_JOB}, {@link #THUMBNAIL_CRAWL}...). The
 * name sits in the log context under {@value #MDC_KEY}, so it also shows in log lines, reaches a
 * fan-out's tasks (catalog's FanOut copies the context) and is read by the platform's request meter
 * without the platform knowing the API (the meter reads the same key).
 */
public final class UpstreamWork {

  /** The log-context key; the platform's request meter reads this key. */
  public static final String MDC_KEY = "operation";

  /**
   * The log-context key that marks background work (value {@value #BACKGROUND}); the platform's
   * request budget reads it: background work waits for its turn and leaves a reserve of the budget
   * to API requests, which are answered at once or not at all.
   */
  public static final String PRIORITY_KEY = "upstreamPriority";

  /** The value of {@link #PRIORITY_KEY} for work nobody waits on. */
  public static final String BACKGROUND = "background";

  /** A channel analysis job, run by a worker. */
  public static final String ANALYSIS_JOB = "analysisJob";

  /** The {@code crawl} command: a channel's tabs listed for the thumbnail index. */
  public static final String THUMBNAIL_CRAWL = "thumbnailCrawl";

  /** The thumbnail indexer's rounds: details of the videos queued for the index. */
  public static final String THUMBNAIL_INDEXING = "thumbnailIndexing";

  /** The history scheduler's refreshes of the channels clients asked about. */
  public static final String HISTORY_REFRESH = "historyRefresh";

  /** The {@code doctor} command's probes. */
  public static final String DOCTOR = "doctor";

  private UpstreamWork() {}

  /** Runs {@code work} under {@code name}, then restores what the thread worked for before. */
  public static <T> T call(String name, Supplier<T> work) {
    try (Scope ignored = open(name)) {
      return work.get();
    }
  }

  /**
   * Names the work of this thread until the scope is closed (for work that throws checked
   * exceptions, such as a filter chain); closing restores what the thread worked for before.
   */
  public static Scope open(String name) {
    String previous = MDC.get(MDC_KEY);
    MDC.put(MDC_KEY, name);
    return () -> {
      if (previous == null) {
        MDC.remove(MDC_KEY);
      } else {
        MDC.put(MDC_KEY, previous);
      }
    };
  }

  /** The scope of {@link #open(String)}. */
  @FunctionalInterface
  public interface Scope extends AutoCloseable {
    @Override
    void close();
  }

  /**
   * As {@link #call(String, Supplier)}, for background work (jobs, crawls, indexing): its platform
   * reads wait for the budget instead of being refused at once, and leave a reserve to API
   * requests.
   */
  public static <T> T callInBackground(String name, Supplier<T> work) {
    String previous = MDC.get(PRIORITY_KEY);
    MDC.put(PRIORITY_KEY, BACKGROUND);
    try {
      return call(name, work);
    } finally {
      if (previous == null) {
        MDC.remove(PRIORITY_KEY);
      } else {
        MDC.put(PRIORITY_KEY, previous);
      }
    }
  }

  /** As {@link #call(String, Supplier)} for work without a value. */
  public static void run(String name, Runnable work) {
    call(
        name,
        () -> {
          work.run();
          return null;
        });
  }
}
