package io.vidlens.work;

import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.MDC;

/**
 * Names the work a thread does for the platform: an API operation (its operationId, set by the
 * gate) or a background job ({@link #ANALYSIS_JOB}, {@link #THUMBNAIL_CRAWL}...), and whether it is
 * background work nobody waits on. The platform's request meter counts requests by the name and its
 * budget lets background work wait and leave a reserve to API requests. A thread-confined value
 * (the scoped values of Java 21 are a preview); a fan-out carries it to its tasks ({@link #carry}).
 * The name is also written to the log context under {@value #LOG_KEY}, for log lines only: nothing
 * reads it back from there.
 */
public final class UpstreamWork {

  /** What a thread works for: a name, and whether it is background work. */
  public record Work(String name, boolean background) {}

  /** The log-context key the name is written under, for log lines. */
  public static final String LOG_KEY = "operation";

  /** A channel analysis job, run by a worker. */
  public static final String ANALYSIS_JOB = "analysisJob";

  /** The {@code crawl} command: a channel's tabs listed for the thumbnail index. */
  public static final String THUMBNAIL_CRAWL = "thumbnailCrawl";

  /** The thumbnail indexer's rounds: details of the videos queued for the index. */
  public static final String THUMBNAIL_INDEXING = "thumbnailIndexing";

  /** The history scheduler's refreshes of the channels clients asked about. */
  public static final String HISTORY_REFRESH = "historyRefresh";

  /** The history's samples of the videos of watched channels (their trajectories). */
  public static final String TRAJECTORY_SAMPLING = "trajectorySampling";

  /** The radar's alert detection: a watched channel's listing, where trajectories fall short. */
  public static final String RADAR_ALERTS = "radarAlerts";

  /** The {@code doctor} command's probes. */
  public static final String DOCTOR = "doctor";

  private static final ThreadLocal<Work> CURRENT = new ThreadLocal<>();

  private UpstreamWork() {}

  /** What this thread works for; empty outside any named work. */
  public static Optional<Work> current() {
    return Optional.ofNullable(CURRENT.get());
  }

  /** The name of what this thread works for; empty outside any named work. */
  public static Optional<String> name() {
    return current().map(Work::name);
  }

  /** Whether this thread does background work (a job, a crawl, the indexer). */
  public static boolean isBackground() {
    Work work = CURRENT.get();
    return work != null && work.background();
  }

  /** Runs {@code work} under {@code name}, then restores what the thread worked for before. */
  public static <T> T call(String name, Supplier<T> work) {
    try (Scope ignored = open(name)) {
      return work.get();
    }
  }

  /**
   * As {@link #call(String, Supplier)}, for background work (jobs, crawls, indexing): its platform
   * reads wait for the budget instead of being refused at once, and leave a reserve to API
   * requests.
   */
  public static <T> T callInBackground(String name, Supplier<T> work) {
    try (Scope ignored = enter(new Work(name, true))) {
      return work.get();
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

  /**
   * Names the work of this thread until the scope is closed (for work that throws checked
   * exceptions, such as a filter chain); closing restores what the thread worked for before. Work
   * named inside background work stays background work.
   */
  public static Scope open(String name) {
    return enter(new Work(name, isBackground()));
  }

  /**
   * {@code task} run under what the calling thread works for now (and its open {@link
   * RequestTally}), on whichever thread runs it.
   */
  public static <T> Supplier<T> carry(Supplier<T> task) {
    Work work = CURRENT.get();
    RequestTally tally = RequestTally.current().orElse(null);
    return () -> {
      RequestTally previous = RequestTally.enter(tally);
      try (Scope ignored = enter(work)) {
        return task.get();
      } finally {
        RequestTally.restore(previous);
      }
    };
  }

  private static Scope enter(Work work) {
    Work previous = CURRENT.get();
    set(work);
    return () -> set(previous);
  }

  /** The one place the log context learns the name. */
  private static void set(Work work) {
    if (work == null) {
      CURRENT.remove();
      MDC.remove(LOG_KEY);
    } else {
      CURRENT.set(work);
      MDC.put(LOG_KEY, work.name());
    }
  }

  /** The scope of {@link #open(String)}. */
  @FunctionalInterface
  public interface Scope extends AutoCloseable {
    @Override
    void close();
  }
}
