package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.CountHistory;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A channel's history page (/dashboard/channels/{id}/history) over readings stored in the test: a
 * chart per count of the channel and one of its most-viewed videos, each with the day's last
 * reading in its table. The page is shown to accounts with an analysis job of the channel (inserted
 * here as a row: the job's own run is not the subject). A channel without readings, a malformed ID
 * and a stranger need no server: {@code ChannelHistoryControllerSliceTest}.
 */
class ChannelHistoryPageTest extends DashboardServerTest {

  @Autowired CountHistory history;
  @Autowired JdbcTemplate jdbc;

  /** A person signed up, with a failed analysis job of {@code channel}: any job opens the page. */
  private DashboardClient analyst(String who, String channel) {
    String email = newEmail(who);
    DashboardClient person = signedUp(email);
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, progress, created_at,"
            + " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        "job-" + UUID.randomUUID(),
        directory.findByEmail(email).orElseThrow().accountId(),
        channel,
        "failed",
        0,
        1_767_322_800_000L,
        1_767_322_801_000L);
    return person;
  }

  static String newChannel() {
    return "UC" + UUID.randomUUID().toString().replace("-", "").substring(0, 22);
  }

  static String page(String channel) {
    return "/dashboard/channels/" + channel + "/history";
  }

  @Test
  void aChannelsStoredCountsAreChartedADayAPointWithTheirTables() {
    String channel = newChannel();
    List<CountReading> readings = new ArrayList<>();
    Instant day1 = Instant.parse("2026-01-10T09:00:00Z");
    Instant day2 = Instant.parse("2026-01-17T09:00:00Z");
    Instant day3 = Instant.parse("2026-02-03T09:00:00Z");
    readings.add(count(channel, Metric.SUBSCRIBERS, 1_000_000, day1));
    // Two readings of one day: the page shows the later.
    readings.add(count(channel, Metric.SUBSCRIBERS, 1_000_500, day2));
    readings.add(count(channel, Metric.SUBSCRIBERS, 1_001_234, day2.plusSeconds(3 * 3600)));
    readings.add(count(channel, Metric.SUBSCRIBERS, 1_020_000, day3));
    readings.add(count(channel, Metric.VIEWS, 80_000_000, day1));
    readings.add(count(channel, Metric.VIEWS, 84_500_000, day3));
    // Six videos; the page charts the five most viewed (the sixth, "vid0", has the fewest views).
    for (int v = 0; v < 6; v++) {
      String video = "vid" + v + "xxxxxxx";
      readings.add(views(channel, video, 1_000L * (v + 1), day1));
      readings.add(views(channel, video, 1_500L * (v + 1), day3));
    }
    history.store(readings);

    DashboardClient.Page page = analyst("history", channel).get(page(channel));
    assertThat(page.status()).isEqualTo(200);
    String body = page.body();
    assertThat(body)
        .contains("History of <code>" + channel + "</code>")
        .contains("id=\"chart-history-subscribers\"", "id=\"chart-history-views\"")
        .contains("id=\"chart-history-top-videos\"")
        .doesNotContain("id=\"chart-history-videos\"")
        .contains(
            "Subscribers: from 1,000,000 on 10 Jan 2026 to 1,020,000 on 3 Feb 2026 (+20,000).")
        .contains("<span>2026-01-17</span>", "<span>1,001,234</span>")
        .doesNotContain("1,000,500")
        .contains("<span>84,500,000</span>")
        .contains("https://www.youtube.com/watch?v=vid5xxxxxxx", "<span>9,000</span>")
        .doesNotContain("vid0xxxxxxx")
        .contains("aria-label=\"Subscribers: from")
        .contains("The same numbers are in the table below.")
        .contains("<caption class=\"visually-hidden\">")
        .doesNotContain("id=\"history-empty\"");
  }

  @Test
  void theTopVideosAreNamedByTheTitlesTheAccountsLatestAnalysisHolds() {
    String channel = newChannel();
    Instant day = Instant.parse("2026-01-10T09:00:00Z");
    history.store(
        List.of(
            views(channel, "titledvideo", 9_000, day), views(channel, "untitledvid", 4_000, day)));
    String email = newEmail("history-titles");
    DashboardClient person = signedUp(email);
    String account = directory.findByEmail(email).orElseThrow().accountId();
    // An older analysis named the video differently; the latest one's title is shown.
    completedJob(account, channel, 1_767_322_800_000L, "An old title");
    completedJob(account, channel, 1_767_409_200_000L, "Why Trees Grow Tall");

    String body = person.get(page(channel)).body();
    assertThat(body)
        .contains(
            "<a href=\"https://www.youtube.com/watch?v=titledvideo\" rel=\"noopener\">"
                + "Why Trees Grow Tall</a>")
        .contains("&quot;label&quot;:&quot;Why Trees Grow Tall&quot;")
        .doesNotContain("An old title")
        // A video no analysis names keeps its ID.
        .contains(">untitledvid</a>");
  }

  /** A completed job of the account whose result names "titledvideo" in a content bucket. */
  private void completedJob(String account, String channel, long at, String title) {
    String result =
        """
        {"job_id":"j","channel_id":"%s","strategic_insights":{"content_strategy":{
          "content_buckets":[{"bucket_name":"Trees","video_count":1,"bucket_kind":"topic",
          "videos":[{"video_id":"titledvideo","title":"%s","views":9000}]}]}}}
        """
            .formatted(channel, title);
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, progress, created_at,"
            + " updated_at, completed_at, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        "job-" + UUID.randomUUID(),
        account,
        channel,
        "completed",
        100,
        at,
        at,
        at,
        result);
  }

  @Test
  void anAccountWithoutAnAnalysisOfTheChannelGetsThe404EvenWhereHistoryIsStored() {
    String channel = newChannel();
    history.store(List.of(count(channel, Metric.SUBSCRIBERS, 5_000, Instant.now())));
    assertThat(analyst("history-owner", channel).get(page(channel)).status()).isEqualTo(200);

    DashboardClient.Page other = signedUp(newEmail("history-other")).get(page(channel));
    assertThat(other.status()).isEqualTo(404);
    assertThat(other.body())
        .contains("this account has none of this channel")
        .doesNotContain("5,000")
        .doesNotContain("history-empty");
  }

  private static CountReading count(String channel, Metric metric, long value, Instant at) {
    return new CountReading(Subject.CHANNEL, channel, channel, metric, value, at);
  }

  private static CountReading views(String channel, String video, long value, Instant at) {
    return new CountReading(Subject.LONG, video, channel, Metric.VIEWS, value, at);
  }
}
