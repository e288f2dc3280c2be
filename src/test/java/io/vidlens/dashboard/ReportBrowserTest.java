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
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.ApiKeyService;
import io.vidlens.catalog.CountHistory;
import io.vidlens.model.CountReading;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ConstructedAnswers;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * The analysis report page in Chromium, for analyses the server runs itself: two recorded channels
 * (replayed from ../shared/recordings) and a channel made up with {@link ConstructedWorld}, each at
 * 390 and 1280 px: every section there, each chart drawn with its caption and its table, no
 * sideways scrolling, no console error; screenshots under target/screenshots (report-*.png). A job
 * not completed gets a page saying so, another account's job a 404. The report and the job page
 * link the channel's history, whose growth charts are drawn the same way (history*.png).
 */
@ExtendWith(RequiresRecordings.class)
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
class ReportBrowserTest extends DashboardServerTest {

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";
  static final String CONSTRUCTED = "UCc0nstructedRep0rtChan1";
  static final String CREATE = "/api/external/channels/analysis/job/create?channel_id=";
  static final String STATUS = "/api/external/channels/analysis/job/status?job_id=";

  /** The sections every report has, in page order. */
  static final List<String> SECTIONS =
      List.of(
          "views-age",
          "groups",
          "formats",
          "cadence",
          "shorts",
          "growth",
          "audience",
          "advice",
          "topics",
          "flagged",
          "caveats");

  /**
   * Sections a channel with dated, timed, viewed videos always draws a chart in; the cadence's
   * charts only from exact publish times, else a sentence says why there is none.
   */
  static final List<String> CHARTED = List.of("views-age", "formats", "shorts");

  /** A made-up channel: long-form videos in several title formats and Shorts. */
  static final ConstructedWorld WORLD =
      ConstructedWorld.builder(CONSTRUCTED, "Constructed Report Channel")
          .category("Education")
          .counts(321_000, 45_600_000)
          .videoCount(180)
          .oldestUpload("6 years ago")
          .videos(ConstructedChannel.longForm())
          .shorts(ConstructedChannel.shorts())
          .build();

  private static Playwright playwright;
  private static Browser chromium;

  @Autowired AccountDirectory accounts;
  @Autowired ApiKeyService keys;
  @Autowired org.springframework.jdbc.core.JdbcTemplate jdbc;
  @Autowired CountHistory history;

  @DynamicPropertySource
  static void replay(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> Recordings.root().toString());
  }

  /** The constructed answers and the made-up channel, then the recordings. */
  @TestConfiguration(proxyBeanMethods = false)
  static class ConstructedFirst {

    @Bean
    static BeanPostProcessor constructedAnswersFirst() {
      return FakePlatform.answeringBefore(ConstructedAnswers.exchanges(), WORLD.exchanges());
    }
  }

  @BeforeAll
  static void launch() throws Exception {
    boolean present = Files.isExecutable(DashboardBrowserTest.CHROMIUM);
    if (!present) {
      System.err.println("SKIPPED: no Chromium at /usr/bin/chromium; the report page did not run");
    }
    assumeTrue(present, "no Chromium");
    Files.createDirectories(DashboardBrowserTest.SCREENSHOTS);
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
  void theReportOfRecordedAndConstructedChannelsAtBothWidths() throws Exception {
    String email = signedUpInBrowser("report");
    String accountId = accounts.findByEmail(email).orElseThrow().accountId();
    ApiClient client = api().withKey(keys.createFor(accountId, "report").secret());
    Map<String, String> jobs = new LinkedHashMap<>();
    for (String channel : List.of(KURZGESAGT, VSAUCE, CONSTRUCTED)) {
      jobs.put(channel, completedJob(client, channel));
    }
    // Another account's job (the bootstrap key's) and a job of this account still running.
    String others = completedJob(api(), KURZGESAGT);
    String running = runningJob(accountId, KURZGESAGT, Instant.now());

    for (int width : new int[] {390, 1280}) {
      try (BrowserContext context = context(width)) {
        Page page = context.newPage();
        List<String> consoleErrors = consoleErrors(page);
        signIn(page, email);

        for (var job : jobs.entrySet()) {
          page.navigate("/dashboard/jobs/" + job.getValue());
          page.locator("#report-link").click();
          assertThat(page).hasURL(base() + "/dashboard/jobs/" + job.getValue() + "/report");
          assertThat(page.locator("#report-facts")).containsText(job.getKey());
          for (String section : SECTIONS) {
            assertThat(page.locator("#section-" + section)).isVisible();
            assertThat(page.locator("#section-" + section + " h2")).not().isEmpty();
          }
          for (String section : CHARTED) {
            assertThat(page.locator("#section-" + section + " canvas").first()).isVisible();
          }
          assertChartsDrawnWithTextAlternatives(page, CHARTED.size());
          if (page.locator("#section-cadence canvas").count() == 0) {
            assertThat(page.locator("#section-cadence")).containsText("No chart of posting hours");
          }
          if (page.locator("#section-topics li.topic").count() > 0) {
            // Topics, each with the videos it is drawn from linked.
            assertThat(page.locator("#section-topics .evidence a").first())
                .hasAttribute(
                    "href",
                    java.util.regex.Pattern.compile("^https://www\\.youtube\\.com/watch\\?v="));
          }
          if (!job.getKey().equals(CONSTRUCTED)) {
            // Fewer than ten topics (in replay the niche is empty: no subject from outside, and
            // none spliced from the channel's own titles) are explained on the page.
            assertThat(page.locator("#topics-shortfall")).isVisible();
            assertThat(page.locator("#topics-shortfall")).not().isEmpty();
          }
          fits(page, width, "report-" + name(job.getKey()));
          assertThat(page.locator("#growth-history-link"))
              .hasAttribute("href", "/dashboard/channels/" + job.getKey() + "/history");
          page.locator("#history-link").click();
          assertThat(page).hasURL(base() + "/dashboard/channels/" + job.getKey() + "/history");
          assertThat(page.locator("h1")).containsText(job.getKey());
        }

        page.navigate("/dashboard/jobs/" + running + "/report");
        assertThat(page.locator("#report-pending")).containsText("processing");
        fits(page, width, "report-pending");
        // Before the 404 below, which Chromium logs as a failed resource.
        assertThat(consoleErrors).isEmpty();
        com.microsoft.playwright.Response foreign =
            page.navigate("/dashboard/jobs/" + others + "/report");
        assertThat(foreign.status()).isEqualTo(404);
        assertThat(page.locator("main")).containsText("no such analysis job");
      }
    }
  }

  /**
   * A channel's history, reached from the job page: its counts stored on several days are line
   * charts with their tables at both widths; a channel without readings gets words, no chart.
   */
  @Test
  void theHistoryOfAChannelAtBothWidths() throws Exception {
    String email = signedUpInBrowser("history");
    String accountId = accounts.findByEmail(email).orElseThrow().accountId();
    String channel =
        "UC" + java.util.UUID.randomUUID().toString().replace("-", "").substring(0, 22);
    String empty = "UC" + java.util.UUID.randomUUID().toString().replace("-", "").substring(0, 22);
    List<CountReading> readings = new ArrayList<>();
    Instant day = Instant.parse("2026-01-05T10:00:00Z");
    for (int d = 0; d < 6; d++) {
      Instant at = day.plus(Duration.ofDays(d * 5L));
      readings.add(
          count(channel, channel, CountReading.Metric.SUBSCRIBERS, 2_000_000 + d * 15_000, at));
      readings.add(
          count(channel, channel, CountReading.Metric.VIEWS, 310_000_000 + d * 2_500_000L, at));
      readings.add(count(channel, channel, CountReading.Metric.VIDEOS, 240 + d, at));
      for (int v = 0; v < 6; v++) {
        readings.add(
            new CountReading(
                CountReading.Subject.LONG,
                "histvideo" + v + "_",
                channel,
                CountReading.Metric.VIEWS,
                (v + 1) * 400_000L + d * (v + 1) * 20_000L,
                at));
      }
    }
    // A reading from before this account first asked: the page leaves it out, since it would tell
    // of another account's asking.
    readings.add(
        count(
            channel,
            channel,
            CountReading.Metric.SUBSCRIBERS,
            1_900_000,
            day.minus(Duration.ofDays(3))));
    history.store(readings);
    // A job of this channel, asked for on the first day, for the job page's link; one of the
    // channel without readings, since the page is shown only to accounts that analysed the channel.
    String job = runningJob(accountId, channel, day.minus(Duration.ofMinutes(5)));
    runningJob(accountId, empty, Instant.now());

    for (int width : new int[] {390, 1280}) {
      try (BrowserContext context = context(width)) {
        Page page = context.newPage();
        List<String> consoleErrors = consoleErrors(page);
        signIn(page, email);
        page.navigate("/dashboard/jobs/" + job);
        page.locator("#history-link").click();
        assertThat(page).hasURL(base() + "/dashboard/channels/" + channel + "/history");
        assertThat(page.locator("h1")).containsText(channel);
        assertChartsDrawnWithTextAlternatives(page, 4);
        Locator subscribers = page.locator("#figure-chart-history-subscribers");
        assertThat(subscribers.locator("figcaption"))
            .containsText("from 2,000,000 on 5 Jan 2026 to 2,075,000 on 30 Jan 2026 (+75,000)");
        subscribers.locator("summary").click();
        assertThat(subscribers.locator("table tbody tr")).hasCount(6);
        assertThat(subscribers.locator("table tbody tr").nth(2)).containsText("2026-01-15");
        assertThat(subscribers.locator("table tbody tr").nth(2)).containsText("2,030,000");
        Locator videos = page.locator("#figure-chart-history-top-videos");
        // Five most-viewed videos of six, a line each, six days each.
        assertThat(videos.locator("table tbody tr")).hasCount(30);
        assertThat(videos.locator("table")).containsText("histvideo5_");
        assertThat(videos.locator("table")).not().containsText("histvideo0_");
        Object lines =
            videos.locator("canvas").evaluate("c => Chart.getChart(c).data.datasets.length");
        assertThat(lines).isEqualTo(5);
        fits(page, width, "history");

        page.navigate("/dashboard/channels/" + empty + "/history");
        assertThat(page.locator("#history-empty")).containsText("grows as clients ask");
        assertThat(page.locator("canvas")).hasCount(0);
        fits(page, width, "history-empty");
        assertThat(consoleErrors).isEmpty();

        com.microsoft.playwright.Response bad = page.navigate("/dashboard/channels/nope/history");
        assertThat(bad.status()).isEqualTo(404);
        assertThat(page.locator("main")).containsText("no such channel");
      }
    }
  }

  private static CountReading count(
      String channel, String subject, CountReading.Metric metric, long value, Instant at) {
    return new CountReading(CountReading.Subject.CHANNEL, subject, channel, metric, value, at);
  }

  /** A job of the account, 40 % through, stored as the analysis feature stores one; its ID. */
  private String runningJob(String accountId, String channel, Instant asked) {
    String id = "job-" + java.util.UUID.randomUUID();
    long t = asked.toEpochMilli();
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, progress, created_at,"
            + " started_at, updated_at) VALUES (?, ?, ?, 'processing', 40, ?, ?, ?)",
        id,
        accountId,
        channel,
        t,
        t,
        t);
    return id;
  }

  /** Signs up in the browser and verifies the address; answers the email. */
  private String signedUpInBrowser(String who) {
    String email = newEmail(who);
    try (BrowserContext context = context(1280)) {
      Page page = context.newPage();
      page.navigate("/dashboard/sign-up");
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(PASSWORD);
      page.getByLabel("Password again").fill(PASSWORD);
      page.getByLabel("Password again").press("Enter");
      assertThat(page).hasURL(base() + "/dashboard/sign-in?signed-up");
    }
    verifyEmail(email);
    return email;
  }

  private void signIn(Page page, String email) {
    page.navigate("/dashboard/sign-in");
    page.getByLabel("Email").fill(email);
    page.getByLabel("Password").fill(PASSWORD);
    page.getByLabel("Password").press("Enter");
    assertThat(page).hasURL(base() + "/dashboard/usage");
  }

  /** The page's console errors and uncaught errors, as they come. */
  static List<String> consoleErrors(Page page) {
    List<String> errors = new ArrayList<>();
    page.onConsoleMessage(
        m -> {
          if ("error".equals(m.type())) {
            errors.add(m.text());
          }
        });
    page.onPageError(errors::add);
    return errors;
  }

  /**
   * Every chart (at least {@code least}) was drawn by Chart.js, is an image named for screen
   * readers, and has its caption and a table with a row per value.
   */
  static void assertChartsDrawnWithTextAlternatives(Page page, int least) {
    // The counts below do not wait: the whole page first, its deferred chart script run.
    page.waitForLoadState();
    Locator figures = page.locator("figure.report-chart");
    assertThat(figures.count()).isGreaterThanOrEqualTo(least);
    for (int i = 0; i < figures.count(); i++) {
      Locator figure = figures.nth(i);
      Locator canvas = figure.locator("canvas");
      assertThat(canvas).hasAttribute("role", "img");
      assertThat(canvas.getAttribute("aria-label")).contains("table below");
      assertThat(figure.locator("figcaption")).not().isEmpty();
      assertThat(figure.locator("table tbody tr").count()).isPositive();
      Object drawn = canvas.evaluate("c => !!(window.Chart && Chart.getChart(c))");
      assertThat(drawn).as("chart %s drawn", canvas.getAttribute("id")).isEqualTo(true);
    }
  }

  private static String name(String channel) {
    return switch (channel) {
      case KURZGESAGT -> "kurzgesagt";
      case VSAUCE -> "vsauce";
      default -> "constructed";
    };
  }

  private static String completedJob(ApiClient client, String channel) throws Exception {
    ApiClient.Answer created = client.get(CREATE + channel);
    assertThat(created.status()).as(created.text()).isEqualTo(200);
    String id = created.json().get(0).get("job_id").asString();
    Instant deadline = Instant.now().plus(Duration.ofSeconds(120));
    while (Instant.now().isBefore(deadline)) {
      ApiClient.Answer status = client.get(STATUS + id);
      if (status.status() == 200) {
        assertThat(status.json().get("status").asString()).as(status.text()).isEqualTo("completed");
        return id;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("job " + id + " for " + channel + " did not finish in time");
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

  /** No sideways scrolling at this width; then a screenshot. */
  static void fits(Page page, int width, String name) {
    Object measured =
        page.evaluate(
            "() => { const w = window.innerWidth; return [document.documentElement.scrollWidth, w,"
                + " [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > w + 1)"
                + ".slice(0, 5).map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className).join(' ')]; }");
    List<?> m = (List<?>) measured;
    assertThat(((Number) m.get(0)).intValue())
        .as("%s at %d px is no wider than the window (too wide: %s)", name, width, m.get(2))
        .isLessThanOrEqualTo(((Number) m.get(1)).intValue());
    page.screenshot(
        new Page.ScreenshotOptions()
            .setPath(DashboardBrowserTest.SCREENSHOTS.resolve("w" + width + "-" + name + ".png"))
            .setFullPage(true));
  }
}
