package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Get Geography's monthly views for a channel whose sample spans less than the month (issue 24): a
 * daily uploader's 30 newest videos cover a week, so the month's other ~100 uploads are
 * extrapolated at that cadence instead of being left to the catalogue's 1%.
 */
class MonthlyViewsCadenceTest {

  private static final LocalDate TODAY = Channels.TODAY;
  private final MonthlyViews model = new MonthlyViews(Priors.defaults());

  /** 30 long-form videos over the last 7 days, each with {@code views} so far. */
  static List<VideoSample> dailyUploader(long views) {
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      videos.add(
          new VideoSample(
              "d" + i,
              "Day " + i,
              "Gaming",
              views,
              900L,
              TODAY.minusDays(1 + i * 6 / 29),
              false,
              null));
    }
    return videos;
  }

  @Test
  void aWeekOfDailyUploadsIsExtrapolatedToTheMonthsUploads() {
    long total = 200_000_000L;
    MonthlyViews.Estimate e = model.estimate(dailyUploader(20_000), total, TODAY);
    double sampled = 30 * 20_000;
    // Before: the sample plus 1% of the catalogue, as if the channel had uploaded nothing else in
    // the month.
    double floorOnly = sampled + (total - sampled) * Priors.defaults().catalogMonthlyRate();
    assertThat(e.longViews()).isGreaterThan(2.5 * floorOnly);
    // About 30 / 7 × 23 ≈ 99 more uploads, each worth at least its sampled peers' views.
    assertThat(e.longViews() - sampled).isGreaterThan(99 * 20_000 * 0.9);
  }

  @Test
  void theExtrapolationNeverExceedsTheViewsTheChannelsTotalLeavesOutside() {
    long sampled = 30 * 20_000;
    MonthlyViews.Estimate e = model.estimate(dailyUploader(20_000), sampled + 50_000L, TODAY);
    assertThat(e.longViews()).isLessThanOrEqualTo(sampled + 50_000 + 1e-6);
  }

  @Test
  void aSampleSpanningTheMonthOrTooFewVideosIsNotExtrapolated() {
    List<VideoSample> monthly = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      monthly.add(
          new VideoSample(
              "m" + i, "t", "Gaming", 1_000L, 900L, TODAY.minusDays(3 + 5L * i), false, null));
    }
    MonthlyViews.Estimate e = model.estimate(monthly, null, TODAY);
    assertThat(e.catalogLong()).isZero();
    MonthlyViews.Estimate few = model.estimate(dailyUploader(1_000).subList(0, 4), null, TODAY);
    assertThat(few.catalogLong()).isZero();
  }

  @Test
  void moreViewsStillNeverGiveFewerMonthlyViews() {
    long total = 100_000_000L;
    double low = model.estimate(dailyUploader(10_000), total, TODAY).longViews();
    double high = model.estimate(dailyUploader(20_000), total, TODAY).longViews();
    assertThat(high).isGreaterThan(low);
  }
}
