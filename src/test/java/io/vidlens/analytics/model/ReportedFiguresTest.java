package io.vidlens.analytics.model;

import static io.vidlens.analytics.model.Channels.TODAY;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The comparison table of docs/models.md: the model's long-form RPM range for a 15-minute video of
 * an English-language US channel of well-known kinds, against the publicly reported ranges
 * (estimation-priors.md). The model's range must overlap the reported one and its middle must lie
 * inside it. The printed rows are the table's.
 */
class ReportedFiguresTest {

  private static final VideoRpm RPM = VideoRpm.standard();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "personal finance|Education|How I would invest $10,000 in index funds today|8|29.30",
        "tech|Science & Technology|The best laptop for programmers this year|5|15",
        "education|Education|The history of the Roman empire explained|4|12",
        "gaming|Gaming|We survived one hundred days in hardcore survival mode|1|4",
        "vlog / entertainment|People & Blogs|A week in my life in a tiny apartment|2|6"
      })
  void longFormRpmMatchesTheReportedRange(
      String kind, String category, String title, double reportedLow, double reportedHigh) {
    VideoRpmEstimate.Available a = estimate(category, title, false);
    print(kind, a, reportedLow, reportedHigh);
    assertThat(a.rpm().doubleValue()).isBetween(reportedLow, reportedHigh);
    assertThat(a.rpmMin().doubleValue()).isLessThanOrEqualTo(reportedHigh);
    assertThat(a.rpmMax().doubleValue()).isGreaterThanOrEqualTo(reportedLow);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {"shorts|Entertainment|Wait for the end #shorts|0.04|0.20"})
  void shortsRpmMatchesTheReportedRange(
      String kind, String category, String title, double reportedLow, double reportedHigh) {
    VideoRpmEstimate.Available a = estimate(category, title, true);
    print(kind, a, reportedLow, reportedHigh);
    assertThat(a.rpmMax().doubleValue()).isLessThanOrEqualTo(reportedHigh);
    // Lower than the 2023 figures on purpose: public counts include every play since March 2025.
    assertThat(a.rpm().doubleValue()).isBetween(0.75 * reportedLow, reportedHigh);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "music|Music|Official music video of our new single",
        "language learning|Education|Learn Spanish in 30 minutes: 100 phrases"
      })
  void kindsWithoutAPublicRangeArePrintedOnly(String kind, String category, String title) {
    VideoRpmEstimate.Available a = estimate(category, title, false);
    print(kind, a, Double.NaN, Double.NaN);
    assertThat(a.rpmMin()).isLessThanOrEqualTo(a.rpmMax());
  }

  private static VideoRpmEstimate.Available estimate(
      String category, String title, boolean isShort) {
    VideoSignals v =
        new VideoSignals(
            "x",
            title,
            "",
            category,
            isShort ? 40L : 900L,
            1_000_000L,
            TODAY.minusDays(60),
            isShort,
            false,
            false,
            false,
            true,
            false,
            false,
            100_000L,
            "United States",
            Channels.ENGLISH_COMMENTS,
            ChannelStanding.UNKNOWN);
    return (VideoRpmEstimate.Available) RPM.estimate(v, TODAY);
  }

  private static void print(String kind, VideoRpmEstimate.Available a, double low, double high) {
    // Earnings are for 1,000,000 views, i.e. a month of 1M views.
    System.out.println(
        String.format(
            Locale.ROOT,
            "| %s | %s-%s (%s) | %s | %s-%s |",
            kind,
            a.rpmMin(),
            a.rpmMax(),
            a.rpm(),
            Double.isNaN(low) ? "none" : low + "-" + high,
            a.estimatedEarningsMin(),
            a.estimatedEarningsMax()));
  }
}
