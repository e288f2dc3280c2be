package io.vidlens.dashboard;

import io.vidlens.radar.api.ChannelRadar;
import io.vidlens.radar.api.UsualViews;
import io.vidlens.radar.api.VideoRadar;
import io.vidlens.radar.api.VideoTrajectory;
import io.vidlens.radar.api.VideoTrajectory.AgedViews;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The radar's charts (docs/radar.md, "Dashboard page"): videos' views against their age, drawn over
 * their channel's usual at each age, the median dashed and the middle half of the channel's other
 * videos shaded; each with its table.
 */
final class RadarCharts {

  private RadarCharts() {}

  private static final String BAND_EDGE = "rgba(120, 120, 120, 0.5)";
  private static final String BAND_FILL = "rgba(153, 153, 153, 0.25)";
  private static final String MEDIAN = "#555555";
  private static final double HOURS_A_DAY = 24;

  /** The channel's newest videos by age in days over its usual; null without any. */
  static Chart channel(String watchlistId, ChannelRadar c) {
    if (c.recent().isEmpty()) {
      return null;
    }
    String name = c.channel().title() != null ? c.channel().title() : c.channel().channelId();
    List<Map<String, Object>> datasets = new ArrayList<>(usual(c.usual(), HOURS_A_DAY));
    List<List<String>> rows = new ArrayList<>();
    List<String> links = new ArrayList<>();
    for (int i = 0; i < c.recent().size(); i++) {
      VideoTrajectory v = c.recent().get(i);
      Map<String, Object> line =
          Chart.dataset(
              v.videoId(),
              xy(v.samples(), AgedViews::ageHours, AgedViews::views, HOURS_A_DAY),
              HistoryPage.COLOURS.get(i % HistoryPage.COLOURS.size()));
      line.put("line", true);
      datasets.add(line);
      for (AgedViews s : v.samples()) {
        rows.add(List.of(v.videoId(), age(s.ageHours()), DashboardFormat.grouped(s.views())));
        links.add(RadarController.videoPage(watchlistId, v.videoId()));
      }
    }
    for (UsualViews u : c.usual()) {
      rows.add(List.of("Usual (median)", age(u.ageHours()), usualText(u)));
      links.add(null);
    }
    Map<String, Object> spec = Chart.spec("scatter", null, datasets, "age (days)", "views");
    spec.put("xMin", 0);
    int n = c.recent().size();
    String caption =
        name
            + ": views of its "
            + (n == 1 ? "newest video" : n + " newest videos")
            + " of the last 30 days by age, a line each, over the channel's usual at each age:"
            + " the median (dashed) and the middle half (shaded) of its other sampled videos.";
    if (c.usual().isEmpty()) {
      caption += " No usual is drawn: too few of its other videos were sampled at these ages.";
    }
    return new Chart(
        "chart-radar-" + c.channel().channelId(),
        caption,
        spec,
        List.of("Line", "Age", "Views"),
        rows,
        links);
  }

  /** The video's first hours by age in hours over its channel's usual at those ages. */
  static Chart firstHours(VideoRadar v) {
    List<Map<String, Object>> datasets = new ArrayList<>(usual(v.usual(), 1));
    VideoTrajectory t = v.firstHours();
    Map<String, Object> line =
        Chart.dataset(
            t.videoId(),
            xy(t.samples(), AgedViews::ageHours, AgedViews::views, 1),
            HistoryPage.COLOURS.get(1));
    line.put("line", true);
    datasets.add(line);
    List<List<String>> rows = new ArrayList<>();
    for (AgedViews s : t.samples()) {
      UsualViews u =
          v.usual().stream().filter(p -> p.ageHours() == s.ageHours()).findFirst().orElse(null);
      rows.add(
          List.of(
              age(s.ageHours()),
              DashboardFormat.grouped(s.views()),
              u == null ? "too few sampled videos at this age" : usualText(u)));
    }
    Map<String, Object> spec = Chart.spec("scatter", null, datasets, "age (hours)", "views");
    spec.put("xUnit", "hours");
    spec.put("xMin", 0);
    spec.put("xMax", 48);
    String name = v.channel().title() != null ? v.channel().title() : v.channel().channelId();
    return new Chart(
        "chart-first-hours",
        "Views of "
            + t.videoId()
            + " in its first 48 hours, a point per sample, over "
            + name
            + "'s usual at those ages: the median (dashed) and the middle half (shaded) of its"
            + " other videos sampled there.",
        spec,
        List.of("Age", "Views", "Channel's usual"),
        rows,
        null);
  }

  /** The band's lower and upper quartile (filled between) and the median, x in {@code unit}s. */
  private static List<Map<String, Object>> usual(List<UsualViews> usual, double unit) {
    if (usual.isEmpty()) {
      return List.of();
    }
    Map<String, Object> lower =
        Chart.dataset(
            "Usual range, lower quartile",
            xy(usual, UsualViews::ageHours, UsualViews::lowerQuartile, unit),
            BAND_EDGE);
    Map<String, Object> upper =
        Chart.dataset(
            "Usual range (middle half)",
            xy(usual, UsualViews::ageHours, UsualViews::upperQuartile, unit),
            BAND_EDGE);
    Map<String, Object> median =
        Chart.dataset(
            "Usual (median)", xy(usual, UsualViews::ageHours, UsualViews::median, unit), MEDIAN);
    for (Map<String, Object> d : List.of(lower, upper, median)) {
      d.put("line", true);
      d.put("points", 0);
    }
    lower.put("legend", false);
    upper.put("fill", "-1");
    upper.put("background", BAND_FILL);
    median.put("dash", true);
    // An outlined swatch in the legend, as the line is drawn.
    median.put("background", "rgba(0, 0, 0, 0)");
    return List.of(lower, upper, median);
  }

  private static <T> List<Map<String, Object>> xy(
      List<T> points, ToDoubleFunction<T> ageHours, ToDoubleFunction<T> views, double unit) {
    return points.stream()
        .map(
            p ->
                Map.<String, Object>of(
                    "x",
                    Math.round(ageHours.applyAsDouble(p) / unit * 100) / 100.0,
                    "y",
                    Math.round(views.applyAsDouble(p))))
        .toList();
  }

  /** "1,234 (middle half 1,000 – 1,500 of 16 videos)". */
  static String usualText(UsualViews u) {
    return DashboardFormat.grouped(Math.round(u.median()))
        + " (middle half "
        + DashboardFormat.grouped(Math.round(u.lowerQuartile()))
        + " – "
        + DashboardFormat.grouped(Math.round(u.upperQuartile()))
        + " of "
        + u.videos()
        + " videos)";
  }

  /** An age in words: hours within the first two days, days after. */
  static String age(double hours) {
    return hours < 48
        ? String.format(Locale.ROOT, "%.0f h", hours)
        : String.format(Locale.ROOT, "%.1f days", hours / HOURS_A_DAY);
  }
}
