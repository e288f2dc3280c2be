package io.vidlens.analytics;

import static io.vidlens.analytics.ViewTotalsServiceTest.CHANNEL;
import static io.vidlens.analytics.ViewTotalsServiceTest.service;
import static io.vidlens.analytics.ViewTotalsServiceTest.video;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analytics.ViewTotalsServiceTest.FakeTabs;
import io.vidlens.analytics.model.Estimate;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.ShortItem;
import io.vidlens.model.VideoItem;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Get Short vs Long Views' estimate on hand-written tabs: whether the totals are exact is each
 * count's own word ({@link Count#exact()}), whichever tab listed it.
 */
class ObservedEstimatesTest {

  private static Estimate estimate(List<ContentItem> videos, List<ContentItem> shorts) {
    FakeTabs tabs =
        new FakeTabs(
            List.of(videos),
            shorts == null ? List.of() : List.of(shorts),
            Optional.of(shorts != null));
    return ObservedEstimates.shortVsLong(service(tabs, 40, Duration.ZERO).totals(CHANNEL));
  }

  private static String source(Estimate e, String input) {
    return e.basis().inputs().get(input).source();
  }

  @Test
  void shortsWithExactSmallCountsAndExactVideosAreHighConfidence() {
    ShortItem small = new ShortItem("s1", "t", "312 views", Count.exactly(312), List.of());
    Estimate e = estimate(List.of(video("v1", 1_545_374L, false)), List.of(small));
    assertThat(e.confidence()).isEqualTo(Estimate.Confidence.HIGH);
    assertThat(source(e, "shortView")).isEqualTo("every page(s) of the Shorts tab, exact counts");
  }

  @Test
  void roundedShortsCountsAreMediumConfidence() {
    ShortItem rounded =
        new ShortItem("s1", "t", "895K views", new Count(895_000, false), List.of());
    Estimate e = estimate(List.of(video("v1", 10L, false)), List.of(rounded));
    assertThat(e.confidence()).isEqualTo(Estimate.Confidence.MEDIUM);
    assertThat(source(e, "shortView"))
        .isEqualTo("every page(s) of the Shorts tab, counts rounded as shown");
    assertThat(source(e, "longViews")).isEqualTo("every page(s) of the Videos tab, exact counts");
  }

  @Test
  void aVideosTabListingRoundedCountsIsNotCalledExact() {
    // An age-restricted channel's uploads list shows "1.2K views" for its long-form videos.
    VideoItem rounded =
        new VideoItem(
            "v1",
            "t",
            "1.2K views",
            new Count(1_200, false),
            "1 day ago",
            new RelativeTime(1, ChronoUnit.DAYS),
            "1:00",
            60L,
            List.of(),
            false,
            false,
            VideoItem.Access.PUBLIC,
            false);
    Estimate e = estimate(List.of(rounded, video("v2", 7L, false)), null);
    assertThat(e.confidence()).isEqualTo(Estimate.Confidence.MEDIUM);
    assertThat(source(e, "longViews"))
        .isEqualTo("every page(s) of the Videos tab, counts rounded as shown");
    assertThat(source(e, "shortView")).isEqualTo("no Shorts tab");
  }

  /**
   * A channel with more pages than the ceiling: the totals are those of the pages read, low
   * confidence, and the basis names how many pages of which tab it summed (the whole server's
   * headers for this case: AnalyticsControllerSliceTest).
   */
  @Test
  void beyondTheCeilingTheBasisNamesThePagesSummedAndConfidenceIsLow() {
    FakeTabs tabs =
        new FakeTabs(
            ViewTotalsServiceTest.pages(3, 30, false),
            ViewTotalsServiceTest.pages(1, 48, true),
            Optional.of(true));
    Estimate e = ObservedEstimates.shortVsLong(service(tabs, 1, Duration.ZERO).totals(CHANNEL));
    assertThat(e.confidence()).isEqualTo(Estimate.Confidence.LOW);
    assertThat(source(e, "longViews"))
        .isEqualTo("the first 1 page(s) of the Videos tab, exact counts");
    assertThat(e.basis().inputs().get("longViews").value()).isEqualTo(Long.toString(30 * 10));
    assertThat(source(e, "shortView")).isEqualTo("every page(s) of the Shorts tab, exact counts");
    assertThat(e.basis().samples()).containsEntry("videoPages", 1).containsEntry("shortPages", 1);
  }

  @Test
  void aShortsTabWithoutCountsSaysSo() {
    Estimate e = estimate(List.of(video("v1", 10L, false)), List.of());
    assertThat(e.confidence()).isEqualTo(Estimate.Confidence.HIGH);
    assertThat(source(e, "shortView"))
        .isEqualTo("every page(s) of the Shorts tab, no counts shown");
  }
}
