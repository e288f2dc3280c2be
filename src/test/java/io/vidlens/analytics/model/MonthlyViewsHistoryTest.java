package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Monthly views from like-for-like samples (one window for both kinds) and, once two readings a
 * week apart exist, from the stored history; the estimate's basis says which.
 */
class MonthlyViewsHistoryTest {

  private static final ChannelEstimates ESTIMATES = ChannelEstimates.standard();
  private final MonthlyViews model = new MonthlyViews(Priors.defaults());
  private static final List<String> TITLES = Channels.ENGLISH_TECH_TITLES;

  /** 30 long-form videos a week apart (seven months) and 48 Shorts a day apart (seven weeks). */
  private static List<VideoSample> thirtyLongFortyEightShorts() {
    List<VideoSample> videos =
        new ArrayList<>(
            Channels.uploads(30, 7, 50_000, "Science & Technology", 900, false, TITLES));
    videos.addAll(Channels.uploads(48, 1, 50_000, "Science & Technology", 40, true, TITLES));
    return videos;
  }

  @Test
  void theCatalogueSplitCountsBothKindsOverTheSameWindow() {
    MonthlyViews.Estimate e =
        model.estimate(thirtyLongFortyEightShorts(), 100_000_000L, Channels.TODAY);
    // The Shorts cover 48 days; in those days 7 long-form videos were published (days 1..43).
    assertThat(e.window().start()).isEqualTo(Channels.TODAY.minusDays(48));
    assertThat(e.window().shorts()).isEqualTo(48);
    assertThat(e.window().longForm()).isEqualTo(7);
    assertThat(e.catalogShort() / (e.catalogLong() + e.catalogShort()))
        .isCloseTo(48.0 / 55, offset(1e-9));
  }

  @Test
  void withoutStoredHistoryTheBasisNamesTheWindowAndItsSampleSizes() {
    Estimate e = ESTIMATES.estimate(signals(null), Channels.TODAY).estimate();
    assertThat(e.basis().inputs().get("monthlyViews").source())
        .contains("no two stored readings a week apart yet");
    assertThat(e.basis().inputs().get("shortsSharePercent").source())
        .contains(
            "7 long-form videos and 48 Shorts published in the same window, since 2026-09-28");
    assertThat(e.basis().samples())
        .containsEntry("longFormInWindow", 7)
        .containsEntry("shortsInWindow", 48)
        .doesNotContainKey("historyDays");
  }

  @Test
  void twoReadingsAWeekApartMakeTheMonthAndTheBasisSaysWhichReadings() {
    ViewHistory history =
        new ViewHistory(
            Instant.parse("2026-11-01T06:00:00Z"),
            Instant.parse("2026-11-11T06:00:00Z"),
            100_000_000L,
            101_000_000L, // 100,000 a day
            240_000L,
            250_000L,
            0.25,
            20,
            30);
    ChannelEstimate e = ESTIMATES.estimate(signals(history), Channels.TODAY);
    assertThat(e.revenue().longViewCount() + e.revenue().shortViewCount())
        .isBetween(2_999_999L, 3_000_001L);
    assertThat((double) e.revenue().shortViewCount()).isCloseTo(750_000, offset(1.0));
    Estimate.Basis basis = e.estimate().basis();
    assertThat(basis.inputs().get("monthlyViews").source())
        .contains("100000000 read 2026-11-01T06:00:00Z")
        .contains("101000000 read 2026-11-11T06:00:00Z")
        .contains("10 days apart");
    assertThat(basis.inputs().get("shortsSharePercent").value()).isEqualTo("25");
    assertThat(basis.inputs().get("shortsSharePercent").source())
        .contains("20 long-form videos and 30 Shorts");
    assertThat(basis.inputs().get("subscriberGrowth").value()).isEqualTo("+10000");
    assertThat(basis.samples()).containsEntry("historyDays", 10);
    assertThat(e.estimate().method()).contains("stored history");
  }

  @Test
  void moreViewsBetweenTheReadingsMeanMoreRevenue() {
    ChannelEstimate slow = ESTIMATES.estimate(signals(history(500_000)), Channels.TODAY);
    ChannelEstimate fast = ESTIMATES.estimate(signals(history(5_000_000)), Channels.TODAY);
    assertThat(fast.revenue().monthRevenue()).isGreaterThan(slow.revenue().monthRevenue());
  }

  @Test
  void aHistoryThatDoesNotTellTheSplitKeepsTheSamplesSplit() {
    ChannelEstimate sample = ESTIMATES.estimate(signals(null), Channels.TODAY);
    ChannelEstimate measured = ESTIMATES.estimate(signals(history(1_000_000)), Channels.TODAY);
    double sampleShare =
        (double) sample.revenue().shortViewCount()
            / (sample.revenue().shortViewCount() + sample.revenue().longViewCount());
    double measuredShare =
        (double) measured.revenue().shortViewCount()
            / (measured.revenue().shortViewCount() + measured.revenue().longViewCount());
    assertThat(measuredShare).isCloseTo(sampleShare, offset(1e-4));
    assertThat(measured.estimate().basis().inputs().get("shortsSharePercent").source())
        .contains("the history's videos do not tell");
  }

  private static ViewHistory history(long gained) {
    return new ViewHistory(
        Instant.parse("2026-11-01T00:00:00Z"),
        Instant.parse("2026-11-08T00:00:00Z"),
        100_000_000L,
        100_000_000L + gained,
        null,
        null,
        null,
        0,
        0);
  }

  private static ChannelSignals signals(ViewHistory history) {
    return new ChannelSignals(
        "UC_history",
        "US",
        250_000L,
        100_000_000L,
        null,
        "Reviews and tutorials about computers",
        thirtyLongFortyEightShorts(),
        List.of(),
        Channels.ENGLISH_COMMENTS,
        List.of(),
        ChannelStanding.UNKNOWN,
        history);
  }
}
