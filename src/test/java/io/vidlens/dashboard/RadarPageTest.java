package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A watchlist's radar page and a video's page over a constructed channel ({@link RadarServerTest}),
 * the clock moved a day on after the channel was sampled: the planted video shows as a breakout
 * tracking at about 5× with its range, a video three hours old says too early, the channel's chart
 * carries its usual curve and the alerts' place is there, empty. The video page draws the first 48
 * hours against the usual and lists the comparison videos. Another account sees neither page.
 */
class RadarPageTest extends RadarServerTest {

  @Test
  void thePlantedBreakoutIsTrackingAndAThreeHourOldVideoIsTooEarly() {
    World world = new World();
    world.sampled();
    String email = newEmail("radar");
    DashboardClient me = signedUp(email);
    String list = world.watchedBy(email);

    clock.advance(Duration.ofDays(1));
    String fresh = world.upload(Duration.ofHours(3));
    world.sampled();

    DashboardClient.Page page = me.get(radarPage(list));
    assertThat(page.status()).isEqualTo(200);
    String body = page.body();
    String planted = row(body, world.planted);
    assertThat(planted)
        .contains("Breakout")
        .containsPattern("Tracking to [4-5]\\.\\d× its usual")
        .containsPattern("[4-5]\\.\\d× \\(\\d\\.\\d× – \\d\\.\\d×\\)")
        .contains("5.0 days")
        .contains("href=\"" + videoPage(list, world.planted) + "\"");
    String young = row(body, fresh);
    assertThat(young)
        .contains("Too early to say: 3 hours old; the first 6 hours say little yet")
        .doesNotContain("Tracking to")
        .doesNotContain("Breakout");
    assertThat(row(body, world.prefix + "norm019"))
        .contains("Too early to say")
        .doesNotContain("Tracking to");
    assertThat(body)
        .contains("id=\"chart-radar-" + world.channel + "\"")
        .contains("Usual (median)", "Usual range (middle half)")
        .contains("Constructed " + world.prefix + ": views of its 5 newest videos")
        .contains("id=\"alert-deliveries\"", "id=\"alert-deliveries-empty\"")
        .contains("breakout at 3.0× the usual");

    DashboardClient.Page video = me.get(videoPage(list, world.planted));
    assertThat(video.status()).isEqualTo(200);
    assertThat(video.body())
        .contains("id=\"chart-first-hours\"")
        .contains("in its first 48 hours")
        .containsPattern("<strong>Tracking to [4-5]\\.\\d× its usual</strong>")
        .contains("<dd>stored samples</dd>", "<dd>20</dd>")
        .contains("href=\"" + videoPage(list, world.prefix + "norm000") + "\"")
        // each of its 24 samples of the first 48 hours has the usual of the others beside it: at
        // 2 hours the new upload's one sample counts too, later only the 20 older videos
        .containsPattern(
            "<span>2 h</span>\\s*</td>\\s*<td>\\s*<span>[\\d,]+</span>\\s*</td>\\s*<td>\\s*"
                + "<span>[^<]*of 21 videos\\)")
        .doesNotContain("too few sampled videos at this age");
    assertThat(video.body().split("of 20 videos\\)", -1)).hasSize(24);

    DashboardClient.Page youngPage = me.get(videoPage(list, fresh));
    assertThat(youngPage.status()).isEqualTo(200);
    assertThat(youngPage.body())
        .contains("Too early to say: 3 hours old")
        .doesNotContain("Tracking to");
  }

  @Test
  void anotherAccountCannotSeeTheWatchlistOrItsVideos() {
    World world = new World();
    world.sampled();
    String owner = newEmail("radar-owner");
    DashboardClient mine = signedUp(owner);
    String list = world.watchedBy(owner);
    assertThat(mine.get(radarPage(list)).status()).isEqualTo(200);
    assertThat(mine.get(videoPage(list, "notOnTheList")).status()).isEqualTo(404);

    DashboardClient other = signedUp(newEmail("radar-other"));
    DashboardClient.Page page = other.get(radarPage(list));
    assertThat(page.status()).isEqualTo(404);
    assertThat(page.body()).doesNotContain(world.planted).doesNotContain("Rivals");
    assertThat(other.get(videoPage(list, world.planted)).status()).isEqualTo(404);
  }

  /** The breakouts table's row of the video. */
  private static String row(String body, String videoId) {
    int start = body.indexOf("data-video-id=\"" + videoId + "\"");
    assertThat(start).as("a row of " + videoId).isPositive();
    return body.substring(start, body.indexOf("</tr>", start));
  }
}
