package io.vidlens.dashboard;

import io.vidlens.history.api.ChannelGrowth;
import io.vidlens.history.api.ChannelGrowth.Point;
import io.vidlens.history.api.ChannelGrowth.Series;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A channel's history page's model: a line chart per count of the channel's own (subscribers, total
 * views, videos) and one of its most-viewed videos' views, each with its table. A point is a day's
 * last reading (UTC): readings can be hourly, and a growth chart reads by the day.
 */
record HistoryPage(String channelId, List<String> lines, List<Chart> charts) {

  /** How many videos' views the page charts. */
  static final int TOP_VIDEOS = 5;

  private static final DateTimeFormatter SENTENCE_DATE =
      DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);

  /** Okabe–Ito, as the report's charts: one colour per video line. */
  static final List<String> COLOURS =
      List.of("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00");

  /**
   * The page of the readings since {@code since}, when this account first asked; the videos named
   * by their {@code titles} (by video ID, from the account's latest analysis of the channel), by ID
   * where it names none.
   */
  static HistoryPage of(ChannelGrowth growth, Instant since, Map<String, String> titles) {
    List<Chart> charts = new ArrayList<>();
    growth.channel().forEach(s -> charts.add(channelChart(s)));
    if (!growth.videos().isEmpty()) {
      charts.add(videosChart(growth.videos(), titles));
    }
    List<String> lines =
        charts.isEmpty()
            ? List.of()
            : List.of(
                "The counts Vidlens stored as the platform showed them, read when clients asked"
                    + " about the channel and when Vidlens read it again for its history; one"
                    + " point a day (the day's last reading, UTC), from "
                    + SENTENCE_DATE.format(since)
                    + ", when this account first asked for an analysis of it.");
    return new HistoryPage(growth.channelId(), lines, charts);
  }

  private static Chart channelChart(Series series) {
    String what =
        switch (series.metric()) {
          case SUBSCRIBERS -> "Subscribers";
          case VIEWS -> "Total views";
          case VIDEOS -> "Videos";
        };
    List<Point> days = daily(series.points());
    Point first = days.getFirst();
    Point last = days.getLast();
    String caption =
        days.size() == 1
            ? "%s: %s on %s, the one day with a reading."
                .formatted(what, number(last.value()), day(last))
            : "%s: from %s on %s to %s on %s (%s)."
                .formatted(
                    what,
                    number(first.value()),
                    day(first),
                    number(last.value()),
                    day(last),
                    change(last.value() - first.value()));
    Map<String, Object> spec =
        Chart.spec(
            "line",
            null,
            List.of(Chart.dataset(what, xy(days), "#0072B2")),
            "date (UTC)",
            what.toLowerCase(Locale.ENGLISH));
    spec.put("dates", true);
    days(spec, days);
    ValueAxis axis = ValueAxis.of(days.stream().map(Point::value).toList());
    axis.applyTo(spec);
    return new Chart(
        "chart-history-" + series.metric().name().toLowerCase(Locale.ROOT),
        caption + axis.note(),
        spec,
        List.of("Date (UTC)", what),
        days.stream().map(p -> List.of(date(p), number(p.value()))).toList(),
        null);
  }

  private static Chart videosChart(List<Series> videos, Map<String, String> titles) {
    List<Map<String, Object>> datasets = new ArrayList<>();
    List<List<String>> rows = new ArrayList<>();
    List<String> links = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      Series video = videos.get(i);
      List<Point> days = daily(video.points());
      String label = titles.getOrDefault(video.subjectId(), video.subjectId());
      datasets.add(Chart.dataset(label, xy(days), COLOURS.get(i % COLOURS.size())));
      for (Point p : days) {
        rows.add(List.of(label, date(p), number(p.value())));
        links.add(ReportPage.videoUrl(video.subjectId()));
      }
    }
    Map<String, Object> spec = Chart.spec("line", null, datasets, "date (UTC)", "views");
    spec.put("dates", true);
    days(spec, videos.stream().flatMap(v -> daily(v.points()).stream()).toList());
    return new Chart(
        "chart-history-top-videos",
        "Views of the channel's "
            + (videos.size() == 1 ? "most-viewed video" : videos.size() + " most-viewed videos")
            + " (by their latest reading), a line each.",
        spec,
        List.of("Video", "Date (UTC)", "Views"),
        rows,
        links);
  }

  /** The last reading of each UTC day, oldest day first. */
  static List<Point> daily(List<Point> points) {
    Map<LocalDate, Point> last = new LinkedHashMap<>();
    points.forEach(p -> last.put(p.at().atOffset(ZoneOffset.UTC).toLocalDate(), p));
    return List.copyOf(last.values());
  }

  /**
   * The time axis over the readings' own days: from the first day's midnight to the end of the last
   * (UTC), so a single day's readings fill one day, not years of Chart.js's padding.
   */
  private static void days(Map<String, Object> spec, List<Point> points) {
    LocalDate first =
        points.stream()
            .map(p -> p.at().atOffset(ZoneOffset.UTC).toLocalDate())
            .min(LocalDate::compareTo)
            .orElseThrow();
    LocalDate last =
        points.stream()
            .map(p -> p.at().atOffset(ZoneOffset.UTC).toLocalDate())
            .max(LocalDate::compareTo)
            .orElseThrow();
    spec.put("xMin", first.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli());
    spec.put("xMax", last.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli());
  }

  /** Chart.js points on a time axis: x in epoch milliseconds. */
  private static List<Map<String, Object>> xy(List<Point> points) {
    return points.stream()
        .map(p -> Map.<String, Object>of("x", p.at().toEpochMilli(), "y", p.value()))
        .toList();
  }

  private static String date(Point p) {
    return p.at().atOffset(ZoneOffset.UTC).toLocalDate().toString();
  }

  /** A date in a sentence: "5 Jan 2026" (an ISO date breaks at its hyphens on a phone). */
  private static String day(Point p) {
    return SENTENCE_DATE.format(p.at());
  }

  private static String change(long delta) {
    return delta == 0 ? "no change" : (delta > 0 ? "+" : "−") + number(Math.abs(delta));
  }

  private static String number(long n) {
    return DashboardFormat.grouped(n);
  }
}
