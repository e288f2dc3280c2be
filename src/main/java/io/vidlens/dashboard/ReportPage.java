package io.vidlens.dashboard;

import static io.vidlens.dashboard.Chart.dataset;
import static io.vidlens.dashboard.Chart.spec;

import io.vidlens.analysis.api.AnalysisReport;
import io.vidlens.analysis.api.AnalysisReport.Group;
import io.vidlens.analysis.api.AnalysisReport.Video;
import io.vidlens.model.ShortLength;
import io.vidlens.stats.Median;
import java.text.NumberFormat;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The analysis report page's model: one section per part of the report, each with its {@link
 * Chart}s (its data for Chart.js and the same numbers as a table, its text alternative).
 */
record ReportPage(AnalysisReport report, List<Section> sections) {

  /** A part of the report: heading, a few sentences, charts. */
  record Section(String id, String title, List<String> lines, List<Chart> charts) {}

  static ReportPage of(AnalysisReport report, Instant completedAt) {
    List<Section> sections = new ArrayList<>();
    sections.add(viewsAgainstAge(report.videos(), completedAt));
    sections.add(groups(report));
    sections.add(formats(report));
    sections.add(PostingTimes.of(report.videos()));
    sections.add(shorts(report.videos()));
    sections.add(growth(report.growth()));
    sections.add(audience(report.audience()));
    return new ReportPage(report, sections);
  }

  static String videoUrl(String videoId) {
    return "https://www.youtube.com/watch?v=" + videoId;
  }

  private static Section viewsAgainstAge(List<Video> videos, Instant at) {
    List<Map<String, Object>> normal = new ArrayList<>();
    List<Map<String, Object>> outliers = new ArrayList<>();
    List<List<String>> rows = new ArrayList<>();
    List<String> links = new ArrayList<>();
    List<Video> plotted =
        videos.stream().filter(v -> v.views() != null && v.publishedAt() != null).toList();
    for (Video v : plotted) {
      double days = Math.max(0, Duration.between(v.publishedAt(), at).toHours() / 24.0);
      Map<String, Object> point = new LinkedHashMap<>();
      point.put("x", Math.round(days * 10) / 10.0);
      point.put("y", Math.max(1, v.views()));
      point.put("title", v.title());
      (v.outlier() ? outliers : normal).add(point);
      rows.add(
          List.of(
              Objects.toString(v.title(), v.id()),
              number(Math.round(days)),
              number(v.views()),
              v.outlier() ? "outlier" : ""));
      links.add(videoUrl(v.id()));
    }
    long outlierCount = plotted.stream().filter(Video::outlier).count();
    Map<String, Object> spec =
        spec(
            "scatter",
            null,
            List.of(
                dataset("Other videos", normal, "#0072B2"),
                dataset("Outliers", outliers, "#D55E00")),
            "age in days",
            "views (log scale)");
    spec.put("logY", true);
    return new Section(
        "views-age",
        "Views against age",
        List.of(
            count(plotted.size(), "video")
                + " with views and an upload date, "
                + outlierCount
                + " of them outliers (the top performers the analysis compared with the rest, or"
                + " videos cited with at least twice the views of the channel's videos of their"
                + " age)."),
        plotted.isEmpty()
            ? List.of()
            : List.of(
                new Chart(
                    "chart-views-age",
                    "Each dot is a video: its age when the analysis ran and its views; outliers in"
                        + " orange.",
                    spec,
                    List.of("Video", "Age (days)", "Views", "Outlier"),
                    rows,
                    links)));
  }

  private static Section groups(AnalysisReport report) {
    List<Chart> charts = new ArrayList<>();
    if (!report.series().isEmpty()) {
      charts.add(groupChart("chart-series", "Median views per series.", report.series()));
    }
    if (!report.buckets().isEmpty()) {
      charts.add(groupChart("chart-buckets", "Median views per content bucket.", report.buckets()));
    }
    return new Section(
        "groups",
        "Series and buckets",
        List.of(
            count(report.series().size(), "series", "series")
                + " and "
                + count(report.buckets().size(), "content bucket")
                + "."),
        charts);
  }

  private static Section formats(AnalysisReport report) {
    List<String> lines = new ArrayList<>();
    lines.add(count(report.formats().size(), "title format") + ".");
    if (report.topFormat() != null && !report.topFormat().isBlank()) {
      lines.add("Best performing: " + report.topFormat());
    }
    return new Section(
        "formats",
        "Title formats",
        lines,
        report.formats().isEmpty()
            ? List.of()
            : List.of(
                groupChart("chart-formats", "Median views per title format.", report.formats())));
  }

  private static Chart groupChart(String id, String caption, List<Group> groups) {
    List<String> labels = groups.stream().map(g -> label(g.name())).toList();
    List<Object> medians = groups.stream().map(g -> (Object) Math.round(g.medianViews())).toList();
    Map<String, Object> spec =
        spec("bar", labels, List.of(dataset("median views", medians, "#0072B2")), null, "views");
    spec.put("horizontal", true);
    List<List<String>> rows =
        groups.stream()
            .map(
                g ->
                    List.of(
                        Objects.toString(g.name(), ""),
                        Objects.toString(g.kind(), ""),
                        number(g.videoCount()),
                        number(Math.round(g.medianViews())),
                        g.medianEqualAgeRatio() == null ? "" : decimal(g.medianEqualAgeRatio())))
            .toList();
    return new Chart(
        id,
        caption,
        spec,
        List.of("Name", "Kind", "Videos", "Median views", "Median views at equal age (ratio)"),
        rows,
        null);
  }

  private static Section shorts(List<Video> videos) {
    List<Video> timed =
        videos.stream().filter(v -> v.durationSeconds() != null && v.views() != null).toList();
    List<Long> shortViews =
        timed.stream()
            .filter(v -> ShortLength.fits(v.durationSeconds()))
            .map(Video::views)
            .toList();
    List<Long> longViews =
        timed.stream()
            .filter(v -> !ShortLength.fits(v.durationSeconds()))
            .map(Video::views)
            .toList();
    List<String> labels = List.of("Shorts", "Long-form");
    List<Object> medians = List.of(median(shortViews), median(longViews));
    List<Object> counts = List.of(shortViews.size(), longViews.size());
    Map<String, Object> spec =
        spec(
            "bar",
            labels,
            List.of(dataset("median views", medians, "#CC79A7")),
            null,
            "median views");
    String summary =
        "%s (up to %d seconds) and %s among the videos with a length and views."
            .formatted(
                count(shortViews.size(), "Short"),
                ShortLength.MAX_SECONDS,
                count(longViews.size(), "long-form video"));
    return new Section(
        "shorts",
        "Shorts against long-form",
        List.of(summary),
        timed.isEmpty()
            ? List.of()
            : List.of(
                new Chart(
                    "chart-shorts",
                    "Median views of Shorts and of long-form videos.",
                    spec,
                    List.of("Kind", "Videos", "Median views"),
                    List.of(
                        List.of(
                            "Shorts",
                            number((Integer) counts.get(0)),
                            number((Long) medians.get(0))),
                        List.of(
                            "Long-form",
                            number((Integer) counts.get(1)),
                            number((Long) medians.get(1)))),
                    null)));
  }

  private static Section growth(AnalysisReport.Growth growth) {
    if (growth == null) {
      return new Section(
          "growth", "Growth", List.of("This result has no growth section."), List.of());
    }
    List<Chart> charts = new ArrayList<>();
    change("chart-growth-subscribers", "Subscribers", growth.subscribers()).ifPresent(charts::add);
    change("chart-growth-views", "Total views", growth.views()).ifPresent(charts::add);
    return new Section("growth", "Growth", List.of(Objects.toString(growth.summary(), "")), charts);
  }

  private static java.util.Optional<Chart> change(String id, String what, AnalysisReport.Change c) {
    if (c == null || c.from() == null || c.to() == null) {
      return java.util.Optional.empty();
    }
    List<Map<String, Object>> points =
        List.of(
            Map.of("x", c.from().toString().substring(0, 10), "y", c.fromValue()),
            Map.of("x", c.to().toString().substring(0, 10), "y", c.toValue()));
    Map<String, Object> spec =
        spec(
            "line",
            points.stream().map(p -> p.get("x")).toList(),
            List.of(dataset(what, points.stream().map(p -> p.get("y")).toList(), "#0072B2")),
            "date (UTC)",
            what.toLowerCase(Locale.ENGLISH));
    ValueAxis axis = ValueAxis.of(List.of(c.fromValue(), c.toValue()));
    axis.applyTo(spec);
    return java.util.Optional.of(
        new Chart(
            id,
            what + " from the earliest to the latest stored reading." + axis.note(),
            spec,
            List.of("Date (UTC)", what),
            List.of(
                List.of(c.from().toString().substring(0, 10), number(c.fromValue())),
                List.of(c.to().toString().substring(0, 10), number(c.toValue()))),
            null));
  }

  private static Section audience(AnalysisReport.Audience audience) {
    if (audience == null) {
      return new Section("audience", "Audience", List.of("No comments were analysed."), List.of());
    }
    List<String> lines = new ArrayList<>();
    lines.add(
        "Overall "
            + Objects.toString(audience.overall(), "unknown")
            + (audience.engagement() == null ? "" : ", " + audience.engagement() + " engagement")
            + ", from "
            + count(audience.commentsAnalysed(), "comment")
            + ".");
    List<String> labels = List.of("positive", "neutral", "negative");
    List<Object> counts = List.of(audience.positive(), audience.neutral(), audience.negative());
    Map<String, Object> spec =
        spec("doughnut", labels, List.of(dataset("comments", counts, null)), null, null);
    return new Section(
        "audience",
        "Audience",
        lines,
        audience.commentsAnalysed() == 0
            ? List.of()
            : List.of(
                new Chart(
                    "chart-sentiment",
                    "Comments by sentiment.",
                    spec,
                    List.of("Sentiment", "Comments"),
                    List.of(
                        List.of("positive", number(audience.positive())),
                        List.of("neutral", number(audience.neutral())),
                        List.of("negative", number(audience.negative()))),
                    null)));
  }

  /** A chart label short enough for an axis at 390 px; the table keeps the whole name. */
  private static String label(String name) {
    String n = Objects.toString(name, "");
    return n.length() > 28 ? n.substring(0, 27) + "…" : n;
  }

  private static long median(List<Long> values) {
    return Math.round(Median.of(values.stream().mapToDouble(Long::doubleValue).toArray()));
  }

  static String count(long n, String noun) {
    return count(n, noun, noun + "s");
  }

  private static String count(long n, String one, String many) {
    return number(n) + " " + (n == 1 ? one : many);
  }

  private static String number(long n) {
    return DashboardFormat.grouped(n);
  }

  private static String decimal(double d) {
    NumberFormat f = NumberFormat.getNumberInstance(Locale.ENGLISH);
    f.setMaximumFractionDigits(2);
    return f.format(d);
  }
}
