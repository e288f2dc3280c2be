package io.vidlens.dashboard;

import static io.vidlens.dashboard.Chart.dataset;
import static io.vidlens.dashboard.Chart.spec;

import io.vidlens.analysis.api.AnalysisReport.Video;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * The report's "when the channel posts" section: weekday and hour charts from the videos whose
 * exact publish time the platform gave (the player's date-time, the RSS feed's timestamp) and from
 * no other: a date counted back from "2 months ago" is midnight of a guessed day, and would pile
 * every upload on hour 00. Without exact times the section says why it has no chart.
 */
final class PostingTimes {

  private PostingTimes() {}

  static ReportPage.Section of(List<Video> videos) {
    long dated = videos.stream().map(Video::publishedAt).filter(Objects::nonNull).count();
    List<Instant> times =
        videos.stream()
            .filter(v -> v.exactTime() && v.publishedAt() != null)
            .map(Video::publishedAt)
            .toList();
    if (times.isEmpty()) {
      return new ReportPage.Section(
          "cadence",
          "Upload cadence",
          List.of(
              dated == 0
                  ? "No analysed video has a publish date, so there is no chart of when the"
                      + " channel posts."
                  : "No chart of posting hours or weekdays: none of the "
                      + ReportPage.count(dated, "dated video")
                      + " has an exact publish time (the platform showed only dates such as"
                      + " \"2 months ago\", which name no hour and only roughly a day)."),
          List.of());
    }
    int[] weekdays = new int[7];
    int[] hours = new int[24];
    for (Instant t : times) {
      var utc = t.atOffset(ZoneOffset.UTC);
      weekdays[utc.getDayOfWeek().getValue() - 1]++;
      hours[utc.getHour()]++;
    }
    List<String> days =
        IntStream.rangeClosed(1, 7)
            .mapToObj(d -> DayOfWeek.of(d).getDisplayName(TextStyle.SHORT, Locale.ENGLISH))
            .toList();
    List<String> hourLabels = IntStream.range(0, 24).mapToObj(h -> "%02d".formatted(h)).toList();
    String left =
        dated > times.size()
            ? " The other "
                + ReportPage.count(dated - times.size(), "video")
                + " are left out: the platform showed only their date (\"2 months ago\"), no"
                + " time."
            : "";
    return new ReportPage.Section(
        "cadence",
        "Upload cadence",
        List.of(
            "When the "
                + ReportPage.count(times.size(), "video")
                + " with an exact publish time were published, by weekday and by hour (UTC)."
                + left),
        List.of(
            countChart("chart-weekday", "Uploads per weekday (UTC).", "Weekday", days, weekdays),
            countChart(
                "chart-hour", "Uploads per hour of the day (UTC).", "Hour", hourLabels, hours)));
  }

  private static Chart countChart(
      String id, String caption, String header, List<String> labels, int[] counts) {
    List<Object> data = IntStream.of(counts).boxed().map(i -> (Object) i).toList();
    List<List<String>> rows =
        IntStream.range(0, labels.size())
            .mapToObj(i -> List.of(labels.get(i), DashboardFormat.grouped(counts[i])))
            .toList();
    return new Chart(
        id,
        caption,
        spec("bar", labels, List.of(dataset("uploads", data, "#009E73")), null, "uploads"),
        List.of(header, "Uploads"),
        rows,
        null);
  }
}
