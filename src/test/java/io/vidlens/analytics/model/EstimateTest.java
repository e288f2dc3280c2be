package io.vidlens.analytics.model;

import static io.vidlens.analytics.model.Channels.ENGLISH_COMMENTS;
import static io.vidlens.analytics.model.Channels.ENGLISH_FINANCE_TITLES;
import static io.vidlens.analytics.model.Channels.ENGLISH_TECH_TITLES;
import static io.vidlens.analytics.model.Channels.TODAY;
import static io.vidlens.analytics.model.Channels.channel;
import static io.vidlens.analytics.model.Channels.uploads;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The estimate object: confidence by its documented rule, ranges around every figure. */
class EstimateTest {

  private static final ChannelEstimates ESTIMATES = ChannelEstimates.standard();
  private static final VideoRpm RPM = VideoRpm.standard();

  private static List<VideoSample> techAndShorts(String category, int count) {
    List<VideoSample> videos =
        new ArrayList<>(uploads(count, 7, 200_000, category, 900, false, ENGLISH_TECH_TITLES));
    videos.addAll(uploads(5, 3, 50_000, category, 40, true, ENGLISH_TECH_TITLES));
    return videos;
  }

  @Test
  void ownCategoryCountryLanguageAndTenDatedUploadsAreHighConfidence() {
    Estimate e =
        ESTIMATES
            .estimate(
                channel(
                    "United States",
                    500_000,
                    techAndShorts("Science & Technology", 12),
                    ENGLISH_COMMENTS),
                TODAY)
            .estimate();
    assertThat(e.confidence()).isEqualTo(Estimate.Confidence.HIGH);
    assertThat(e.basis().inputs().get("category").value()).isEqualTo("Science & Technology");
    assertThat(e.basis().inputs().get("category").source()).contains("17 of 17");
    assertThat(e.basis().inputs().get("country").source()).isEqualTo("about panel");
    assertThat(e.basis().languages()).containsKey("eng");
    assertThat(e.basis().samples()).containsEntry("uploadsWithViewsAndDate", 17);
    assertThat(e.basis().priorsVersion()).isEqualTo(Priors.defaults().version()).isNotBlank();
  }

  @Test
  void aTitleKeywordNicheOrAMissingCountryIsMediumConfidence() {
    ChannelEstimate finance =
        ESTIMATES.estimate(
            channel(
                "United States",
                500_000,
                uploads(12, 7, 200_000, "Education", 900, false, ENGLISH_FINANCE_TITLES),
                ENGLISH_COMMENTS),
            TODAY);
    assertThat(finance.estimate().confidence()).isEqualTo(Estimate.Confidence.MEDIUM);
    assertThat(finance.estimate().basis().inputs().get("category").source()).contains("niche");

    Estimate noCountry =
        ESTIMATES
            .estimate(
                channel("", 500_000, techAndShorts("Science & Technology", 12), ENGLISH_COMMENTS),
                TODAY)
            .estimate();
    assertThat(noCountry.confidence()).isEqualTo(Estimate.Confidence.MEDIUM);
    assertThat(noCountry.basis().inputs().get("country").source()).startsWith("not shown");
  }

  @Test
  void defaultPriorsOrTooFewDatedUploadsAreLowConfidence() {
    Estimate noCategory =
        ESTIMATES
            .estimate(
                channel("United States", 500_000, techAndShorts("", 12), ENGLISH_COMMENTS), TODAY)
            .estimate();
    assertThat(noCategory.confidence()).isEqualTo(Estimate.Confidence.LOW);
    assertThat(noCategory.basis().inputs().get("category").source()).contains("default priors");

    Estimate fewUploads =
        ESTIMATES
            .estimate(
                channel(
                    "United States",
                    500_000,
                    uploads(2, 7, 200_000, "Science & Technology", 900, false, ENGLISH_TECH_TITLES),
                    ENGLISH_COMMENTS),
                TODAY)
            .estimate();
    assertThat(fewUploads.confidence()).isEqualTo(Estimate.Confidence.LOW);
  }

  @Test
  void everyMoneyAndShareFigureHasARangeThatContainsIt() {
    ChannelEstimate c =
        ESTIMATES.estimate(
            channel(
                "Germany", 500_000, techAndShorts("Science & Technology", 12), ENGLISH_COMMENTS),
            TODAY);
    var ranges = c.estimate().ranges();
    assertContains(ranges.get("rpm.rpm_15"), c.rpm().rpm15());
    assertContains(ranges.get("rpm.rpm_45_plus"), c.rpm().rpm45Plus());
    assertContains(ranges.get("revenue.month_revenue"), c.revenue().monthRevenue());
    assertContains(ranges.get("revenue.month_long_revenue"), c.revenue().monthLongRevenue());
    assertContains(ranges.get("revenue.month_short_revenue"), c.revenue().monthShortRevenue());
    assertContains(ranges.get("demographics.gender.male"), c.demographics().gender().male());
    c.demographics()
        .age()
        .forEach((k, v) -> assertContains(ranges.get("demographics.age." + k), v));
    c.demographics()
        .viewershipCountry()
        .forEach((k, v) -> assertContains(ranges.get("demographics.viewership_country." + k), v));
    // A real spread, from the priors' low and high: Science & Technology is $5-15.
    Estimate.Range revenue = ranges.get("revenue.month_long_revenue");
    assertThat(revenue.high()).isGreaterThan(revenue.low().multiply(BigDecimal.TWO));
    // Money ends carry two significant figures at most.
    assertThat(revenue.high().stripTrailingZeros().precision()).isLessThanOrEqualTo(2);
  }

  @Test
  void theSameInputsGiveTheSameEstimate() {
    ChannelSignals s =
        channel("Germany", 500_000, techAndShorts("Science & Technology", 12), ENGLISH_COMMENTS);
    assertThat(ESTIMATES.estimate(s, TODAY).estimate())
        .isEqualTo(ChannelEstimates.standard().estimate(s, TODAY).estimate());
  }

  private static VideoSignals video(String category, String country) {
    return new VideoSignals(
        "v1",
        "I tested every new phone so you don't have to",
        "A long review of this year's phones, their cameras and their batteries.",
        category,
        900L,
        250_000L,
        TODAY.minusDays(30),
        false,
        false,
        false,
        false,
        true,
        false,
        false,
        500_000L,
        country,
        List.of(),
        ChannelStanding.UNKNOWN);
  }

  @Test
  void aVideoRpmSaysItsBasisAndConfidenceAndItsRangesContainItsFigures() {
    VideoRpmEstimate.Available high =
        (VideoRpmEstimate.Available) RPM.estimate(video("Science & Technology", "US"), TODAY);
    assertThat(high.estimate().confidence()).isEqualTo(Estimate.Confidence.HIGH);
    assertContains(high.estimate().ranges().get("prediction.rpm"), high.rpm());
    assertContains(
        high.estimate().ranges().get("prediction.estimatedEarnings"), high.estimatedEarnings());
    // The prediction's own min and max are its range.
    Estimate.Range rpmRange = high.estimate().ranges().get("prediction.rpm");
    assertThat(rpmRange.low()).isEqualByComparingTo(high.rpmMin());
    assertThat(rpmRange.high()).isEqualByComparingTo(high.rpmMax());
    assertThat(
            ((VideoRpmEstimate.Available) RPM.estimate(video("Science & Technology", ""), TODAY))
                .estimate()
                .confidence())
        .isEqualTo(Estimate.Confidence.MEDIUM);
    assertThat(
            ((VideoRpmEstimate.Available) RPM.estimate(video("", "US"), TODAY))
                .estimate()
                .confidence())
        .isEqualTo(Estimate.Confidence.LOW);
  }

  private static void assertContains(Estimate.Range range, BigDecimal value) {
    assertThat(range).isNotNull();
    assertThat(range.contains(value)).as("%s contains %s", range, value).isTrue();
  }
}
