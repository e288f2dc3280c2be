package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.api.AnalysisReport;
import io.vidlens.analysis.api.AnalysisReport.Video;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The report page's model: its sections, each chart's data and the table that says the same. */
class ReportPageTest {

  static final Instant AT = Instant.parse("2026-02-01T00:00:00Z");

  static final AnalysisReport REPORT =
      new AnalysisReport(
          "UCx",
          "Made Up",
          1000L,
          90_000L,
          3L,
          List.of(
              // Monday 10:00 UTC, 27 days old, long-form.
              new Video(
                  "aaaaaaaaaaa",
                  "Loaf",
                  1000L,
                  Instant.parse("2026-01-05T10:00:00Z"),
                  600L,
                  null,
                  false,
                  true),
              // Wednesday 18:30 UTC, a Short.
              new Video(
                  "bbbbbbbbbbb",
                  "Bun",
                  2000L,
                  Instant.parse("2026-01-07T18:30:00Z"),
                  40L,
                  null,
                  false,
                  true),
              // Monday 10:00 UTC, the outlier.
              new Video(
                  "ccccccccccc",
                  "Cake",
                  50_000L,
                  Instant.parse("2026-01-12T10:00:00Z"),
                  900L,
                  3.0,
                  true,
                  true),
              // No date or views: in no chart.
              new Video("ddddddddddd", "Pie", null, null, null, null, false, false)),
          List.of(),
          List.of(new AnalysisReport.Group("Bread", "topic", 2, 1500, null)),
          List.of(),
          null,
          null,
          null,
          List.of(),
          null,
          List.of(),
          List.of(),
          List.of(),
          List.of(),
          List.of(),
          List.of());

  private static ReportPage.Section section(ReportPage page, String id) {
    return page.sections().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void everySectionInOrderAndChartsOnlyWhereThereIsData() {
    ReportPage page = ReportPage.of(REPORT, AT);
    assertThat(page.sections())
        .extracting(ReportPage.Section::id)
        .containsExactly(
            "views-age", "groups", "formats", "cadence", "shorts", "growth", "audience");
    assertThat(section(page, "formats").charts()).isEmpty();
    assertThat(section(page, "growth").charts()).isEmpty();
    assertThat(section(page, "audience").lines()).containsExactly("No comments were analysed.");
    assertThat(section(page, "groups").charts())
        .extracting(Chart::id)
        .containsExactly("chart-buckets");
  }

  @Test
  void viewsAgainstAgeSeparatesTheOutliersAndTabulatesEveryPlottedVideo() {
    Chart chart = section(ReportPage.of(REPORT, AT), "views-age").charts().getFirst();
    List<?> datasets = (List<?>) chart.spec().get("datasets");
    assertThat(((List<?>) ((Map<?, ?>) datasets.get(0)).get("data"))).hasSize(2);
    assertThat(((List<?>) ((Map<?, ?>) datasets.get(1)).get("data"))).hasSize(1);
    assertThat(chart.rows())
        .containsExactly(
            List.of("Loaf", "27", "1,000", ""),
            List.of("Bun", "24", "2,000", ""),
            List.of("Cake", "20", "50,000", "outlier"));
    assertThat(chart.links().getFirst()).isEqualTo("https://www.youtube.com/watch?v=aaaaaaaaaaa");
  }

  @Test
  void cadenceCountsWeekdaysAndHoursInUtcAndShortsAreSplitByLength() {
    ReportPage page = ReportPage.of(REPORT, AT);
    List<Chart> cadence = section(page, "cadence").charts();
    assertThat(cadence.get(0).rows().get(0)).containsExactly("Mon", "2");
    assertThat(cadence.get(0).rows().get(2)).containsExactly("Wed", "1");
    assertThat(cadence.get(1).rows().get(10)).containsExactly("10", "2");
    assertThat(cadence.get(1).rows().get(18)).containsExactly("18", "1");
    assertThat(section(page, "shorts").charts().getFirst().rows())
        .containsExactly(List.of("Shorts", "1", "2,000"), List.of("Long-form", "2", "25,500"));
  }

  @Test
  void datesReadFromRelativeTextMakeNoHourOrWeekdayChartButASentenceSayingWhy() {
    List<Video> counted =
        List.of(
            new Video(
                "aaaaaaaaaaa",
                "Loaf",
                10L,
                Instant.parse("2025-12-01T00:00:00Z"),
                60L,
                null,
                false,
                false),
            new Video(
                "bbbbbbbbbbb",
                "Bun",
                20L,
                Instant.parse("2025-11-01T00:00:00Z"),
                60L,
                null,
                false,
                false));
    ReportPage page = ReportPage.of(report(counted, null), AT);
    assertThat(section(page, "cadence").charts()).isEmpty();
    assertThat(section(page, "cadence").lines().getFirst())
        .contains("No chart of posting hours or weekdays")
        .contains("2 dated videos");

    List<Video> mixed =
        List.of(
            counted.getFirst(),
            new Video(
                "ccccccccccc",
                "Cake",
                30L,
                Instant.parse("2026-01-07T18:30:00Z"),
                60L,
                null,
                false,
                true));
    ReportPage both = ReportPage.of(report(mixed, null), AT);
    List<Chart> charts = section(both, "cadence").charts();
    assertThat(charts.get(1).rows().get(0)).containsExactly("00", "0");
    assertThat(charts.get(1).rows().get(18)).containsExactly("18", "1");
    assertThat(section(both, "cadence").lines().getFirst()).contains("The other 1 video");
  }

  @Test
  void aSmallGrowthIsDrawnOnAnAxisAroundItsValuesAndTheCaptionSaysSo() {
    var small =
        new AnalysisReport.Change(
            Instant.parse("2026-01-01T00:00:00Z"), AT, 1_000_000, 1_016_000, 16_000, 1.6);
    var growth = new AnalysisReport.Growth("measured", "Grew.", small, null);
    Chart chart =
        section(ReportPage.of(report(List.of(), growth), AT), "growth").charts().getFirst();
    assertThat(((Number) chart.spec().get("yMin")).longValue()).isGreaterThan(900_000);
    assertThat(((Number) chart.spec().get("yMax")).longValue()).isGreaterThanOrEqualTo(1_016_000);
    assertThat(chart.caption()).contains("not at zero");

    var doubled =
        new AnalysisReport.Change(
            Instant.parse("2026-01-01T00:00:00Z"), AT, 1_000, 2_000, 1_000, 100.0);
    Chart zero =
        section(
                ReportPage.of(
                    report(List.of(), new AnalysisReport.Growth("measured", "", doubled, null)),
                    AT),
                "growth")
            .charts()
            .getFirst();
    assertThat(zero.spec().get("yMin")).isEqualTo(0L);
    assertThat(zero.caption()).doesNotContain("not at zero");
  }

  private static AnalysisReport report(List<Video> videos, AnalysisReport.Growth growth) {
    return new AnalysisReport(
        "UCx", "Made Up", 1000L, 90_000L, 3L, videos, List.of(), List.of(), List.of(), null, growth,
        null, List.of(), null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
  }
}
