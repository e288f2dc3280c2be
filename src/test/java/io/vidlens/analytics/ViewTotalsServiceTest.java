package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.Listing;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.ShortItem;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The walk of both tabs on hand-written pages: sums, the page ceiling, concurrency, keeping totals.
 */
class ViewTotalsServiceTest {

  static final ChannelId CHANNEL = new ChannelId(Gathered.ID);

  /** Pages of each tab: page i's continuation is "tab:i+1", the last one "". */
  static final class FakeTabs extends Channels {
    final List<List<ContentItem>> videos;
    final List<List<ContentItem>> shorts;
    final Optional<Boolean> shortsShown;
    final AtomicInteger reads = new AtomicInteger();
    CountDownLatch bothStarted;
    RuntimeException failure;

    FakeTabs(
        List<List<ContentItem>> videos,
        List<List<ContentItem>> shorts,
        Optional<Boolean> shortsShown) {
      super(null, null, new ReadPolicy(10), null);
      this.videos = videos;
      this.shorts = shorts;
      this.shortsShown = shortsShown;
    }

    @Override
    public Optional<Boolean> showsTab(ChannelId channel, ChannelTab tab) {
      return tab == ChannelTab.SHORTS ? shortsShown : Optional.of(true);
    }

    @Override
    public Listing newestPage(ChannelId channel, ChannelTab tab) {
      if (bothStarted != null) {
        bothStarted.countDown();
        try {
          // Each tab waits for the other: only a concurrent walk gets past this.
          assertThat(bothStarted.await(5, TimeUnit.SECONDS))
              .as("both tabs walked at once")
              .isTrue();
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }
      return page(tab == ChannelTab.VIDEOS ? "videos" : "shorts", 0);
    }

    @Override
    public Listing next(String continuation) {
      String[] parts = continuation.split(":");
      return page(parts[0], Integer.parseInt(parts[1]));
    }

    private Listing page(String tab, int index) {
      reads.incrementAndGet();
      if (failure != null) {
        throw failure;
      }
      List<List<ContentItem>> pages = tab.equals("videos") ? videos : shorts;
      if (pages.isEmpty()) {
        return new Listing(List.of(), "");
      }
      return new Listing(pages.get(index), index + 1 < pages.size() ? tab + ":" + (index + 1) : "");
    }
  }

  static VideoItem video(String id, Long views, boolean live) {
    return new VideoItem(
        id,
        "t",
        views == null ? "" : views + " views",
        views == null ? null : Count.exactly(views),
        "1 day ago",
        new RelativeTime(1, ChronoUnit.DAYS),
        "1:00",
        live ? null : 60L,
        List.of(),
        live,
        false,
        VideoItem.Access.PUBLIC,
        false);
  }

  static ShortItem shortItem(String id, long views) {
    return new ShortItem(id, "t", views + " views", Count.exactly(views), List.of());
  }

  static List<List<ContentItem>> pages(int count, int perPage, boolean shortsTab) {
    List<List<ContentItem>> out = new ArrayList<>();
    for (int p = 0; p < count; p++) {
      List<ContentItem> items = new ArrayList<>();
      for (int i = 0; i < perPage; i++) {
        items.add(
            shortsTab ? shortItem("s" + p + "_" + i, 1000) : video("v" + p + "_" + i, 10L, false));
      }
      out.add(items);
    }
    return out;
  }

  static ViewTotalsService service(Channels tabs, int maxPages, Duration ttl) {
    return new ViewTotalsService(tabs, new AnalyticsProperties(maxPages, 6, 1, 3, ttl));
  }

  @Test
  void sumsEveryPageOfBothTabsAtOnce() {
    FakeTabs tabs = new FakeTabs(pages(3, 30, false), pages(2, 48, true), Optional.of(true));
    tabs.bothStarted = new CountDownLatch(2);

    ViewTotals totals = service(tabs, 40, Duration.ZERO).totals(CHANNEL);

    assertThat(totals.longViews()).isEqualTo(3 * 30 * 10);
    assertThat(totals.shortViews()).isEqualTo(2 * 48 * 1000);
    assertThat(totals.videoPages()).isEqualTo(3);
    assertThat(totals.shortPages()).isEqualTo(2);
    assertThat(totals.complete()).isTrue();
  }

  @Test
  void liveStreamsAndHiddenCountsAddNothing() {
    FakeTabs tabs =
        new FakeTabs(
            List.of(
                List.of(video("a", 5L, false), video("b", null, false), video("c", null, true))),
            List.of(),
            Optional.of(false));
    ViewTotals totals = service(tabs, 40, Duration.ZERO).totals(CHANNEL);
    assertThat(totals.longViews()).isEqualTo(5);
    assertThat(totals.shortViews()).isZero();
  }

  @Test
  void aChannelWithoutAShortsTabIsNotAskedForIt() {
    FakeTabs tabs = new FakeTabs(pages(1, 3, false), pages(5, 48, true), Optional.of(false));
    ViewTotals totals = service(tabs, 40, Duration.ZERO).totals(CHANNEL);
    assertThat(totals.shortViews()).isZero();
    assertThat(totals.shortPages()).isZero();
    assertThat(tabs.reads.get()).isEqualTo(1);
  }

  @Test
  void beyondTheCeilingThePagesReadAreSummedAndFlagged() {
    FakeTabs tabs = new FakeTabs(pages(5, 30, false), pages(2, 48, true), Optional.empty());
    ViewTotals totals = service(tabs, 3, Duration.ZERO).totals(CHANNEL);
    assertThat(totals.longViews()).isEqualTo(3 * 30 * 10);
    assertThat(totals.videoPages()).isEqualTo(3);
    assertThat(totals.videosComplete()).isFalse();
    assertThat(totals.shortsComplete()).isTrue();
    assertThat(totals.complete()).isFalse();
  }

  @Test
  void totalsAreKeptAndAFailureIsNot() {
    FakeTabs tabs = new FakeTabs(pages(2, 30, false), pages(1, 48, true), Optional.of(true));
    ViewTotalsService service = service(tabs, 40, Duration.ofMinutes(30));
    tabs.failure = new PlatformException.Unavailable(UpstreamFault.TIMEOUT, "timeout", 10L);
    assertThatThrownBy(() -> service.totals(CHANNEL)).isSameAs(tabs.failure);

    tabs.failure = null;
    ViewTotals first = service.totals(CHANNEL);
    int reads = tabs.reads.get();
    assertThat(service.totals(CHANNEL)).isEqualTo(first);
    assertThat(tabs.reads.get()).isEqualTo(reads);
  }
}
