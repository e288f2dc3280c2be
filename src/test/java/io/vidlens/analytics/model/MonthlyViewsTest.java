package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class MonthlyViewsTest {

  private static final LocalDate TODAY = Channels.TODAY;
  private final Priors priors = Priors.defaults();
  private final MonthlyViews model = new MonthlyViews(priors);

  private static VideoSample video(String id, long views, int ageDays, boolean isShort) {
    return new VideoSample(
        id, "t", "Education", views, isShort ? 30L : 900L, TODAY.minusDays(ageDays), isShort, null);
  }

  @Test
  void aVideoOfAtMostThirtyDaysGotAllItsViewsThisMonth() {
    MonthlyViews.Estimate e =
        model.estimate(
            List.of(video("a", 1000, 10, false), video("b", 500, 30, true)), null, TODAY);
    assertThat(e.longViews()).isEqualTo(1000);
    assertThat(e.shortViews()).isEqualTo(500);
  }

  @Test
  void olderVideosKeepASmallerShareAndTheShareFallsWithAge() {
    double previous = 1.0;
    for (int age = 31; age < 3000; age += 7) {
      double share = model.shareOfLastMonth(age, false);
      assertThat(share).isBetween(0.0, 1.0).isLessThanOrEqualTo(previous);
      previous = share;
    }
    assertThat(model.shareOfLastMonth(60, true))
        .isLessThan(model.shareOfLastMonth(60, false)); // Shorts burst faster
    assertThat(model.shareOfLastMonth(3650, false)).isGreaterThan(0); // the long tail
  }

  @Test
  void moreViewsNeverGiveFewerMonthlyViews() {
    double low =
        model.estimate(List.of(video("a", 10_000, 100, false)), 1_000_000L, TODAY).longViews();
    double high =
        model.estimate(List.of(video("a", 20_000, 100, false)), 1_000_000L, TODAY).longViews();
    assertThat(high).isGreaterThan(low);
    double moreCatalog =
        model.estimate(List.of(video("a", 10_000, 100, false)), 2_000_000L, TODAY).longViews();
    assertThat(moreCatalog).isGreaterThan(low);
  }

  @Test
  void theCatalogueOutsideTheSampleAddsItsMonthlyRateSplitLikeTheUploads() {
    MonthlyViews.Estimate e =
        model.estimate(
            List.of(video("a", 30_000, 5, false), video("b", 10_000, 5, true)), 1_040_000L, TODAY);
    assertThat(e.catalogLong() + e.catalogShort())
        .isCloseTo(1_000_000 * priors.catalogMonthlyRate(), offset(1e-6));
    assertThat(e.catalogShort())
        .isCloseTo(0.5 * 10_000, offset(1e-6)); // one of the two uploads is a Short
  }

  @Test
  void duplicatesCountOnceAndVideosWithoutViewsOrDateAddNothing() {
    MonthlyViews.Estimate e =
        model.estimate(
            List.of(
                video("a", 1000, 3, false),
                video("a", 1000, 3, false),
                new VideoSample("b", "t", "", null, 600L, TODAY, false, null),
                new VideoSample("c", "t", "", 5000L, 600L, null, false, null)),
            null,
            TODAY);
    assertThat(e.longViews()).isEqualTo(1000);
    assertThat(e.videos()).hasSize(1);
  }

  @Test
  void aVideoDatedInTheFutureCountsAsOneDayOld() {
    assertThat(model.estimate(List.of(video("a", 700, -2, false)), null, TODAY).longViews())
        .isEqualTo(700);
  }
}
