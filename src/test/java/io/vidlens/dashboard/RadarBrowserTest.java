package io.vidlens.dashboard;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The radar's pages in Chromium at 390 and 1280 px over the constructed channel of {@link
 * RadarServerTest}: from the watchlists page to the list's radar, its chart drawn over the usual
 * curve with its table, the planted video a breakout and the new one too early, the alerts' place;
 * then the planted video's page, its first 48 hours drawn as a line over the channel's usual at the
 * same ages (read back from the drawn chart). No sideways scrolling, no console error (screenshots
 * w390-radar.png, w1280-radar.png, w390-radar-video.png, w1280-radar-video.png under
 * target/screenshots).
 */
class RadarBrowserTest extends RadarServerTest {

  private static Playwright playwright;
  private static Browser chromium;

  @BeforeAll
  static void launch() {
    boolean present = Files.isExecutable(DashboardBrowserTest.CHROMIUM);
    if (!present) {
      System.err.println("SKIPPED: no Chromium at /usr/bin/chromium; the radar pages did not run");
    }
    assumeTrue(present, "no Chromium");
    playwright =
        Playwright.create(
            new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    chromium =
        playwright
            .chromium()
            .launch(
                new BrowserType.LaunchOptions()
                    .setExecutablePath(DashboardBrowserTest.CHROMIUM)
                    .setHeadless(true)
                    .setArgs(List.of("--no-sandbox", "--disable-gpu", "--no-first-run")));
  }

  @AfterAll
  static void close() {
    if (chromium != null) {
      chromium.close();
    }
    if (playwright != null) {
      playwright.close();
    }
  }

  @Test
  void theRadarAndAVideosPageAreReadableAtBothWidths() throws Exception {
    World world = new World();
    world.sampled();
    String email = newEmail("radar-browser");
    signedUp(email);
    verifyEmail(email);
    String list = world.watchedBy(email);
    clock.advance(Duration.ofDays(1));
    String fresh = world.upload(Duration.ofHours(3));
    world.sampled();

    for (int width : new int[] {390, 1280}) {
      try (BrowserContext context = context(width)) {
        Page page = context.newPage();
        List<String> errors = ReportBrowserTest.consoleErrors(page);
        signIn(page, email);
        page.navigate("/dashboard/watchlists");
        page.getByText("Trajectories and breakouts →").click();
        assertThat(page).hasURL(base() + radarPage(list));
        ReportBrowserTest.assertChartsDrawnWithTextAlternatives(page, 1);
        Locator planted = page.locator("tr[data-video-id=\"" + world.planted + "\"]");
        assertThat(planted.locator(".verdict")).containsText("Tracking to");
        assertThat(planted.locator(".badge")).hasText("Breakout");
        assertThat(page.locator("tr[data-video-id=\"" + fresh + "\"] .verdict"))
            .containsText("Too early to say: 3 hours old");
        assertThat(page.locator("#alert-deliveries-empty")).isVisible();
        ReportBrowserTest.fits(page, width, "radar");

        planted.locator("a").click();
        assertThat(page).hasURL(base() + videoPage(list, world.planted));
        ReportBrowserTest.assertChartsDrawnWithTextAlternatives(page, 1);
        assertThat(page.locator("#verdict")).containsText("Tracking to");
        assertThat(page.locator("#evidence tbody tr")).hasCount(20);
        firstHoursDrawnOverTheUsual(page, world.planted);
        ReportBrowserTest.fits(page, width, "radar-video");
        assertThat(errors).isEmpty();
      }
    }
  }

  /**
   * What Chromium drew on the video's chart: its 24 samples of the first 48 hours as a line, over
   * the channel's usual median and middle half at the same ages, the planted video about 5× the
   * median at 48 hours.
   */
  @SuppressWarnings("unchecked")
  private static void firstHoursDrawnOverTheUsual(Page page, String video) {
    Map<String, Object> drawn =
        (Map<String, Object>)
            page.locator("canvas#chart-first-hours")
                .evaluate(
                    "(c, video) => { const sets = Chart.getChart(c).data.datasets;"
                        + " const of = l => sets.find(d => d.label === l);"
                        + " const at48 = d => d.data.find(p => p.x === 48).y;"
                        + " const v = of(video), median = of('Usual (median)');"
                        + " return {labels: sets.map(d => d.label), points: v.data.length,"
                        + " latest: Math.max(...v.data.map(p => p.x)),"
                        + " ratio: at48(v) / at48(median)}; }",
                    video);
    assertThat((List<String>) drawn.get("labels"))
        .contains(video, "Usual (median)", "Usual range, lower quartile");
    assertThat(((Number) drawn.get("points")).intValue()).isEqualTo(24);
    assertThat(((Number) drawn.get("latest")).doubleValue()).isEqualTo(48.0);
    assertThat(((Number) drawn.get("ratio")).doubleValue()).isBetween(4.0, 6.0);
  }

  private void signIn(Page page, String email) {
    page.navigate("/dashboard/sign-in");
    page.getByLabel("Email").fill(email);
    page.getByLabel("Password").fill(PASSWORD);
    page.getByLabel("Password").press("Enter");
    assertThat(page).hasURL(base() + "/dashboard/usage");
  }

  private BrowserContext context(int width) {
    Browser.NewContextOptions options = new Browser.NewContextOptions().setBaseURL(base());
    return chromium.newContext(
        width == 390
            ? options
                .setViewportSize(390, 844)
                .setDeviceScaleFactor(2)
                .setIsMobile(true)
                .setHasTouch(true)
            : options.setViewportSize(1280, 900));
  }

  private String base() {
    return "http://127.0.0.1:" + port;
  }
}
