package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import io.vidlens.api.ChannelId;
import io.vidlens.catalog.ChannelRef;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.catalog.model.VideosSeen;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;

/**
 * The crawl command's work: reads each channel's Videos and Shorts tabs (each page queues its
 * videos, as any operation does), then shows the indexer working through the queue with a progress
 * bar until no image is left to try (those that failed once wait for their retry, which a running
 * server or the next crawl does). Stopping it is safe: the queue is in the database and the next
 * start (a server or another crawl) resumes it.
 */
public final class ThumbnailCrawl {

  private ThumbnailCrawl() {}

  public static int run(
      ApplicationContext context,
      List<String> channels,
      int maxVideos,
      PrintStream out,
      PrintStream err) {
    Channels catalog = context.getBean(Channels.class);
    CorpusListener listener = context.getBean(CorpusListener.class);
    ThumbnailStore store = context.getBean(ThumbnailStore.class);
    int failures = 0;
    for (String channel : channels) {
      try {
        ChannelId id = catalog.resolve(ChannelRef.parse(channel.trim(), null));
        int n =
            crawl(
                catalog,
                context,
                id,
                maxVideos,
                count -> err.printf("\rlisting %s: %d videos", id, count));
        err.printf("\rlisting %s: %d videos, done%n", id, n);
      } catch (ApiException e) {
        err.printf("%n%s: %s (%s)%n", channel, e.getMessage(), e.details());
        failures++;
      } catch (RuntimeException e) {
        ReadFailure failure = ReadFailure.of(e).orElseThrow(() -> e);
        err.printf("%n%s: %s (%s)%n", channel, failure.message(), failure.details());
        failures++;
      }
    }
    listener.flush();
    long started = System.nanoTime();
    while (true) {
      Map<String, Long> counts = store.countsByState();
      long queued = counts.getOrDefault(CorpusVideo.QUEUED, 0L);
      long indexed =
          counts.getOrDefault(CorpusVideo.ENRICH, 0L) + counts.getOrDefault(CorpusVideo.DONE, 0L);
      long failed = counts.getOrDefault(CorpusVideo.FAILED, 0L);
      long total = queued + indexed + failed;
      err.print(
          "\r"
              + bar(indexed + failed, total)
              + String.format(
                  " %d/%d thumbnails indexed, %d failed, %d s",
                  indexed,
                  total,
                  failed,
                  Duration.ofNanos(System.nanoTime() - started).toSeconds()));
      if (queued == 0 || store.untried() == 0) {
        err.println();
        out.printf(
            "%d thumbnails indexed, %d failed, %d waiting to retry; %d videos still await their details "
                + "(a running server finishes them)%n",
            indexed, failed, queued, counts.getOrDefault(CorpusVideo.ENRICH, 0L));
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

  /**
   * Reads the channel's Videos then Shorts tabs newest first, page by page, until {@code maxVideos}
   * items or the tabs end; each page read queues its videos. {@code progress} hears the running
   * count. Returns the count.
   */
  private static int crawl(
      Channels catalog,
      ApplicationEventPublisher events,
      ChannelId channel,
      int maxVideos,
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
            VideosSeen seen = VideosSeen.listed(channel.value(), page.items());
            if (!seen.videos().isEmpty()) {
              events.publishEvent(seen);
            }
            count[0] += seen.videos().size();
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
