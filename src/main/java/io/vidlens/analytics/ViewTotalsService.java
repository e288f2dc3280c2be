package io.vidlens.analytics;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.FanOut;
import io.vidlens.model.ChannelId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Get Short vs Long Views: walks every page of the Videos and the Shorts tab, newest first, the two
 * tabs at once (each on its own virtual thread, pages one after the other), and sums the shown view
 * counts. At most {@code vidlens.analytics.max-tab-pages} pages per tab: beyond it the totals are
 * those of the pages read, logged, and flagged to the caller. Totals are kept per channel for
 * {@code view-totals-ttl}; concurrent requests for one channel share one walk. Every page read goes
 * through the platform cache as well.
 */
@Service
class ViewTotalsService {

  private static final Logger log = LoggerFactory.getLogger(ViewTotalsService.class);

  private final Channels content;
  private final int maxPages;

  /** Walks in flight and finished totals; a failed walk is dropped at once (not kept). */
  private final AsyncCache<String, ViewTotals> cache;

  private final Executor walks = Executors.newVirtualThreadPerTaskExecutor();

  ViewTotalsService(Channels content, AnalyticsProperties properties) {
    this.content = content;
    this.maxPages = properties.maxTabPages();
    this.cache =
        properties.viewTotalsTtl().isZero()
            ? null
            : Caffeine.newBuilder()
                .expireAfterWrite(properties.viewTotalsTtl())
                .maximumSize(10_000)
                .buildAsync();
  }

  ViewTotals totals(ChannelId channel) {
    if (cache == null) {
      return walk(channel);
    }
    Supplier<ViewTotals> walk = FanOut.withLogContext(() -> walk(channel));
    CompletableFuture<ViewTotals> totals =
        cache.get(channel.value(), (key, executor) -> CompletableFuture.supplyAsync(walk, walks));
    try {
      return totals.join();
    } catch (CompletionException e) {
      // Caffeine drops a failed future a moment later; drop it now so the next call walks again.
      cache.asMap().remove(channel.value(), totals);
      throw e.getCause() instanceof RuntimeException r ? r : e;
    }
  }

  private ViewTotals walk(ChannelId channel) {
    // The channel page first: a missing channel is one 404, and its tab links may spare the Shorts
    // walk.
    boolean shortsShown = content.showsTab(channel, ChannelTab.SHORTS).orElse(true);
    List<Supplier<ViewTotals.Tab>> tabs =
        List.of(
            () -> walk(channel, ChannelTab.VIDEOS),
            () -> shortsShown ? walk(channel, ChannelTab.SHORTS) : ViewTotals.Tab.NONE);
    List<ViewTotals.Tab> walked = FanOut.all(tabs, tabs.size());
    ViewTotals totals = ViewTotals.of(walked.get(1), walked.get(0));
    if (!totals.complete()) {
      log.warn(
          "Short vs long views of {} stop at {} pages per tab (vidlens.analytics.max-tab-pages): videos {} pages{}, shorts {} pages{}",
          channel,
          maxPages,
          totals.videoPages(),
          totals.videosComplete() ? "" : " (more not read)",
          totals.shortPages(),
          totals.shortsComplete() ? "" : " (more not read)");
    }
    return totals;
  }

  private ViewTotals.Tab walk(ChannelId channel, ChannelTab tab) {
    boolean shorts = tab == ChannelTab.SHORTS;
    ViewTotals.Sum[] sum = {ViewTotals.Sum.NONE};
    int[] pages = {0};
    boolean[] complete = {true};
    content.walk(
        channel,
        tab,
        maxPages,
        page -> {
          sum[0] = sum[0].plus(ViewTotals.sum(ChannelGatherer.uploads(page.items(), shorts)));
          pages[0]++;
          complete[0] = page.continuation().isEmpty();
          return true;
        });
    return new ViewTotals.Tab(sum[0], pages[0], complete[0]);
  }
}
