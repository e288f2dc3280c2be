package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import io.vidlens.catalog.ChannelRef;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.ChannelId;
import io.vidlens.model.InvalidInput;
import io.vidlens.work.UpstreamWork;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;
import org.springframework.context.ApplicationContext;

/**
 * The crawl command's work: reads each channel's Videos and Shorts tabs (each page queues its
 * videos at once, through the corpus's own queue ({@link CorpusQueue}), at most {@code maxVideos} a
 * channel), then follows the indexing of the videos this run queued until none is left to try
 * (those that failed once wait for their retry, which a running server or the next crawl does), and
 * prints this run's totals and why each failure failed. With a server running on the same data, the
 * server holds the index and indexes what the crawl queued; the crawl says so and follows its
 * progress. On a terminal the progress is one line redrawn; otherwise a plain line every few
 * seconds. Stopping it is safe: the queue is in the database and the next start (a server or
 * another crawl) resumes it.
 */
public final class ThumbnailCrawl {

  /** How often a progress line is printed when the output is not a terminal. */
  private static final Duration PLAIN_PROGRESS_EVERY = Duration.ofSeconds(5);

  private ThumbnailCrawl() {}

  public static int run(
      ApplicationContext context,
      List<String> channels,
      int maxVideos,
      PrintStream out,
      PrintStream err) {
    return run(context, channels, maxVideos, out, err, System.console() != null);
  }

  static int run(
      ApplicationContext context,
      List<String> channels,
      int maxVideos,
      PrintStream out,
      PrintStream err,
      boolean terminal) {
    // Named for the platform's request count by operation.
    return UpstreamWork.callInBackground(
        UpstreamWork.THUMBNAIL_CRAWL,
        () -> crawlAll(context, channels, maxVideos, out, err, terminal));
  }

  private static int crawlAll(
      ApplicationContext context,
      List<String> channels,
      int maxVideos,
      PrintStream out,
      PrintStream err,
      boolean terminal) {
    Channels catalog = context.getBean(Channels.class);
    CorpusQueue queue = context.getBean(CorpusQueue.class);
    ThumbnailStore store = context.getBean(ThumbnailStore.class);
    ThumbnailIndexer indexer = context.getBean(ThumbnailIndexer.class);
    Progress progress = new Progress(err, terminal);
    Set<String> queued = new LinkedHashSet<>();
    int failures = 0;
    for (String channel : channels) {
      try {
        ChannelId id = catalog.resolve(ChannelRef.parse(channel.trim(), null));
        int n =
            crawl(
                catalog,
                queue,
                id,
                maxVideos,
                queued,
                count -> progress.show("listing " + id + ": " + count + " videos"));
        progress.done("listing " + id + ": " + n + " videos, done");
      } catch (ApiException e) {
        progress.done(channel + ": " + e.getMessage() + " (" + e.details() + ")");
        failures++;
      } catch (InvalidInput e) {
        progress.done(channel + ": " + e.getMessage() + " (" + e.details() + ")");
        failures++;
      } catch (RuntimeException e) {
        ReadFailure failure = ReadFailure.of(e).orElseThrow(() -> e);
        progress.done(channel + ": " + failure.message() + " (" + failure.details() + ")");
        failures++;
      }
    }
    if (indexer.heldElsewhere(Duration.ofSeconds(30))) {
      progress.done(
          "A server runs on this data and holds the thumbnail index: it indexes the "
              + queued.size()
              + " videos this crawl queued; following its progress.");
    }
    long started = System.nanoTime();
    while (true) {
      Totals totals = Totals.of(store.queueStates(queued), queued.size());
      long seconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
      String line =
          bar(totals.indexed() + totals.failed(), totals.total())
              + String.format(
                  " %d/%d thumbnails indexed, %d failed, %d s",
                  totals.indexed(), totals.total(), totals.failed(), seconds);
      if (totals.untried() > 0) {
        progress.show(line);
      } else {
        progress.done(line);
        out.printf(
            "This run: %d videos queued, %d thumbnails indexed, %d failed, %d waiting to retry;"
                + " %d still await their details (a running server finishes them)%n",
            totals.total(),
            totals.indexed(),
            totals.failed(),
            totals.retrying(),
            totals.awaitingDetails());
        totals.reasons().forEach(reason -> out.println("  " + reason));
        return failures == 0 ? 0 : 1;
      }
      try {
        Thread.sleep(500);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return 130;
      }
    }
  }

  /** This run's videos by where they stand, and why those that failed did. */
  record Totals(
      int total,
      long indexed,
      long failed,
      long retrying,
      long untried,
      long awaitingDetails,
      List<String> reasons) {

    static Totals of(Map<String, ThumbnailStore.QueueState> states, int total) {
      long indexed = 0;
      long failed = 0;
      long retrying = 0;
      long untried = 0;
      long details = 0;
      List<String> reasons = new ArrayList<>();
      for (Map.Entry<String, ThumbnailStore.QueueState> e : states.entrySet()) {
        ThumbnailStore.QueueState s = e.getValue();
        switch (s.state()) {
          case CorpusVideo.DONE -> indexed++;
          case CorpusVideo.ENRICH -> {
            indexed++;
            details++;
          }
          case CorpusVideo.FAILED -> {
            failed++;
            reasons.add(e.getKey() + " failed: " + reason(s));
          }
          default -> {
            if (s.attempts() == 0) {
              untried++;
            } else {
              retrying++;
              reasons.add(e.getKey() + " will be retried: " + reason(s));
            }
          }
        }
      }
      return new Totals(total, indexed, failed, retrying, untried, details, List.copyOf(reasons));
    }

    private static String reason(ThumbnailStore.QueueState s) {
      return s.lastError() == null || s.lastError().isBlank()
          ? "no reason recorded"
          : s.lastError();
    }
  }

  /** Progress on a terminal (one line redrawn) or in a log (a plain line now and then). */
  private static final class Progress {
    private final PrintStream err;
    private final boolean terminal;
    private long lastPlain;

    Progress(PrintStream err, boolean terminal) {
      this.err = err;
      this.terminal = terminal;
    }

    void show(String line) {
      if (terminal) {
        err.print("\r" + line);
        return;
      }
      long now = System.nanoTime();
      if (lastPlain == 0 || now - lastPlain >= PLAIN_PROGRESS_EVERY.toNanos()) {
        lastPlain = now;
        err.println(line);
      }
    }

    void done(String line) {
      err.println(terminal ? "\r" + line : line);
      lastPlain = 0;
    }
  }

  /**
   * Reads the channel's Videos then Shorts tabs newest first, page by page, queueing at most {@code
   * maxVideos} of their videos (their IDs go to {@code queued}); {@code progress} hears the running
   * count. Returns the count.
   */
  private static int crawl(
      Channels catalog,
      CorpusQueue queue,
      ChannelId channel,
      int maxVideos,
      Set<String> queued,
      IntConsumer progress) {
    int[] count = {0};
    for (ChannelTab tab : new ChannelTab[] {ChannelTab.VIDEOS, ChannelTab.SHORTS}) {
      if (count[0] >= maxVideos) {
        break;
      }
      catalog.walk(
          channel,
          tab,
          1000,
          page -> {
            List<VideosSeen.Video> videos =
                VideosSeen.listed(channel.value(), page.items()).videos();
            List<VideosSeen.Video> wanted =
                videos.subList(0, Math.min(videos.size(), maxVideos - count[0]));
            if (!wanted.isEmpty()) {
              queue.queue(wanted);
              wanted.forEach(v -> queued.add(v.videoId()));
            }
            count[0] += wanted.size();
            progress.accept(count[0]);
            return count[0] < maxVideos;
          });
    }
    return count[0];
  }

  static String bar(long done, long total) {
    int width = 30;
    int filled = total == 0 ? width : (int) (width * done / Math.max(1, total));
    return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "]";
  }
}
