package io.vidlens.dashboard;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.vidlens.access.AccountDirectory;
import io.vidlens.testing.ApiClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The dashboard in a real browser (Playwright driving the system Chromium, headless): sign up,
 * create a key, use it against the API, see the usage, revoke it, see the API refuse it.
 * Screenshots of every page go to target/screenshots for a person to look at. Skips, saying so,
 * where /usr/bin/chromium is missing (CI installs it).
 */
class DashboardBrowserTest extends DashboardServerTest {

  static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
  static final Path SCREENSHOTS = Paths.get("target", "screenshots");

  /**
   * Authenticated but invalid: answers 400 once the key is accepted, 401 otherwise, whatever the
   * features do.
   */
  private static final String DETAILS = "/api/external/videos/details?videoId=bad";

  private static Playwright playwright;
  private static Browser chromium;

  @Autowired AccountDirectory accounts;
  @Autowired org.springframework.jdbc.core.JdbcTemplate jdbc;

  @BeforeAll
  static void launch() throws Exception {
    boolean present = Files.isExecutable(CHROMIUM);
    if (!present) {
      System.err.println(
          "SKIPPED: no Chromium at "
              + CHROMIUM
              + "; the dashboard browser tests did not run (apt-get install chromium)");
    }
    assumeTrue(present, "no Chromium at " + CHROMIUM);
    Files.createDirectories(SCREENSHOTS);
    playwright =
        Playwright.create(
            new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    chromium =
        playwright
            .chromium()
            .launch(
                new BrowserType.LaunchOptions()
                    .setExecutablePath(CHROMIUM)
                    .setHeadless(true)
                    .setArgs(
                        List.of(
                            "--no-sandbox",
                            "--disable-gpu",
                            "--disable-background-networking",
                            "--disable-component-update",
                            "--disable-sync",
                            "--no-first-run")));
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

  private BrowserContext desktop() {
    return desktopAt(base());
  }

  /**
   * A desktop browser reaching the server at this base address: another loopback address than
   * 127.0.0.1 gives a test's wrong passwords their own per-address count, apart from the other
   * tests sharing the server.
   */
  private BrowserContext desktopAt(String base) {
    return chromium.newContext(
        new Browser.NewContextOptions().setViewportSize(1280, 900).setBaseURL(base));
  }

  private BrowserContext phone() {
    return chromium.newContext(
        new Browser.NewContextOptions()
            .setViewportSize(390, 844)
            .setDeviceScaleFactor(2)
            .setIsMobile(true)
            .setHasTouch(true)
            .setBaseURL(base()));
  }

  private String base() {
    return "http://127.0.0.1:" + port;
  }

  private static void shot(Page page, String name) {
    page.screenshot(
        new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve(name + ".png")).setFullPage(true));
  }

  @Test
  void signUpCreateAKeyUseItSeeTheUsageRevokeIt() {
    String email = newEmail("browser");
    try (BrowserContext context = desktop()) {
      context.grantPermissions(List.of("clipboard-read", "clipboard-write"));
      Page page = context.newPage();
      List<String> consoleErrors = new java.util.ArrayList<>();
      page.onConsoleMessage(
          m -> {
            if (m.type().equals("error") && !m.text().contains("status of 422"))
              consoleErrors.add(m.text());
          });

      page.navigate("/dashboard");
      assertThat(page).hasURL(base() + "/dashboard/sign-in");
      shot(page, "01-sign-in");

      page.getByText("Create one").click();
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill("short");
      page.getByLabel("Password again").fill("short");
      // The browser's own check (minlength) stops the form first; the server says the same.
      page.locator("#password").evaluate("e => e.removeAttribute('minlength')");
      page.getByRole(
              com.microsoft.playwright.options.AriaRole.BUTTON,
              new Page.GetByRoleOptions().setName("Create account"))
          .click();
      assertThat(page.getByRole(com.microsoft.playwright.options.AriaRole.ALERT))
          .containsText("at least 12 characters");
      shot(page, "02-sign-up-weak-password");

      page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(PASSWORD);
      page.getByLabel("Password again").fill(PASSWORD);
      page.getByRole(
              com.microsoft.playwright.options.AriaRole.BUTTON,
              new Page.GetByRoleOptions().setName("Create account"))
          .click();
      assertThat(page).hasURL(base() + "/dashboard/sign-in?signed-up");
      assertThat(page.getByRole(com.microsoft.playwright.options.AriaRole.STATUS))
          .containsText("Check the account's email or sign in");
      shot(page, "03-sign-up-answer");
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password").fill(PASSWORD);
      page.getByLabel("Password").press("Enter");
      page.navigate("/dashboard/keys");
      assertThat(page.locator("body")).containsText("You have no keys yet");
      shot(page, "03-keys-empty");

      page.getByLabel("Key name").fill("my-analytics-tool");
      page.getByLabel("Key name").press("Enter");
      assertThat(page.locator("#created-heading")).containsText("my-analytics-tool");
      String secret = page.locator("#new-key").inputValue();
      assertThat(secret).matches("vl_[A-Za-z0-9_-]{43}");
      page.getByRole(
              com.microsoft.playwright.options.AriaRole.BUTTON,
              new Page.GetByRoleOptions().setName("Copy"))
          .click();
      assertThat(page.locator("#copy-status")).containsText("clipboard");
      assertThat((String) page.evaluate("navigator.clipboard.readText()")).isEqualTo(secret);
      shot(page, "04-key-created");

      // The key works against the API at once.
      ApiClient client = api().withKey(secret);
      assertThat(client.get(DETAILS).status()).isEqualTo(400);
      assertThat(client.get("/api/external/channels/analysis/job/status?job_id=none").status())
          .isIn(404, 501);
      assertThat(client.get("/api/external/videos/details?videoId=bad").status()).isEqualTo(400);

      page.reload();
      assertThat(page.locator("body")).not().containsText(secret);
      assertThat(page.locator("table.keys")).containsText("my-analytics-tool");
      shot(page, "05-keys-list");

      page.getByRole(
              com.microsoft.playwright.options.AriaRole.LINK,
              new Page.GetByRoleOptions().setName("Usage"))
          .click();
      assertThat(page.locator("#recent-requests")).containsText("getVideoDetails");
      assertThat(page.locator("#recent-requests")).containsText("400");
      assertThat(page.locator("#recent-requests")).containsText("my-analytics-tool");
      assertThat(page.locator("body")).not().containsText(secret);
      shot(page, "06-usage");

      page.getByRole(
              com.microsoft.playwright.options.AriaRole.LINK,
              new Page.GetByRoleOptions().setName("API keys"))
          .click();
      page.getByRole(
              com.microsoft.playwright.options.AriaRole.LINK,
              new Page.GetByRoleOptions().setName("Revoke key my-analytics-tool"))
          .click();
      assertThat(page.locator("h1")).hasText("Revoke this key?");
      shot(page, "07-revoke-confirm");
      page.getByRole(
              com.microsoft.playwright.options.AriaRole.BUTTON,
              new Page.GetByRoleOptions().setName("Revoke key"))
          .click();
      assertThat(page.locator("[role=status]").first()).containsText("is revoked");
      assertThat(page.locator("table.keys")).containsText("revoked");
      shot(page, "08-key-revoked");

      ApiClient.Answer refused = client.get(DETAILS);
      assertThat(refused.status()).isEqualTo(401);
      assertThat(refused.error().get("message").asString()).isEqualTo("Unauthorized");

      page.getByRole(
              com.microsoft.playwright.options.AriaRole.LINK,
              new Page.GetByRoleOptions().setName("Jobs"))
          .click();
      assertThat(page.locator("#no-jobs")).containsText("No jobs yet");
      shot(page, "09-jobs-empty");

      page.getByRole(
              com.microsoft.playwright.options.AriaRole.LINK,
              new Page.GetByRoleOptions().setName("Account"))
          .click();
      assertThat(page.locator("main")).containsText(email);
      shot(page, "10-account");

      assertThat(consoleErrors).isEmpty();
      page.getByRole(
              com.microsoft.playwright.options.AriaRole.BUTTON,
              new Page.GetByRoleOptions().setName("Sign out"))
          .click();
      assertThat(page).hasURL(base() + "/dashboard/sign-in?signed-out");
    }
  }

  @Test
  void theUsageChartOperatorPageAndPhoneLayout() {
    String email = newEmail("chart");
    String secret;
    try (BrowserContext context = desktop()) {
      Page page = context.newPage();
      List<String> consoleErrors = new java.util.ArrayList<>();
      page.onConsoleMessage(
          m -> {
            if (m.type().equals("error") && !m.text().contains("status of 422"))
              consoleErrors.add(m.text());
          });
      page.navigate("/dashboard/sign-up");
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(PASSWORD);
      page.getByLabel("Password again").fill(PASSWORD);
      page.getByLabel("Password again").press("Enter");
      assertThat(page).hasURL(base() + "/dashboard/sign-in?signed-up");
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password").fill(PASSWORD);
      page.getByLabel("Password").press("Enter");
      page.navigate("/dashboard/keys");
      page.getByLabel("Key name").fill("chart-key");
      page.getByLabel("Key name").press("Enter");
      secret = page.locator("#new-key").inputValue();
      ApiClient client = api().withKey(secret);
      for (int i = 0; i < 3; i++) {
        client.get(DETAILS);
      }
      client.get("/api/external/channels/about?channelId=UCsXVk37bltHxD1rDPwtNM8Q");
      // Charged answers (404 from a feature) show in the units chart.
      for (int i = 0; i < 2; i++) {
        client.send("GET", DETAILS, null, null);
      }
      simulate404(secret, "/api/external/analytics/channel-analytics/geography-revenue", 2);
      simulate404(secret, "/api/external/videos/details?videoId=dQw4w9WgXcQ", 3);

      page.navigate("/dashboard/usage");
      assertThat(page.locator("#units-used")).hasText("43");
      assertThat(page.locator("#usage-chart")).isVisible();
      page.waitForLoadState(com.microsoft.playwright.options.LoadState.NETWORKIDLE);
      assertThat(consoleErrors).isEmpty();
      assertThat(
              (Boolean)
                  page.evaluate(
                      "() => !!(window.Chart && Chart.getChart(document.getElementById('usage-chart')))"))
          .as("the chart was drawn")
          .isTrue();
      page.getByText("Show the numbers as a table").click();
      shot(page, "11-usage-chart");

      verifyEmail(email);
      accounts.makeOperator(email);
      page.navigate("/dashboard/admin/accounts");
      assertThat(page.locator("#accounts")).containsText(email);
      shot(page, "12-operator-accounts");
      assertThat(consoleErrors).isEmpty();
    }
    try (BrowserContext context = phone()) {
      Page page = context.newPage();
      page.navigate("/dashboard/sign-in");
      shot(page, "13-phone-sign-in");
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password").fill(PASSWORD);
      page.getByLabel("Password").press("Enter");
      assertThat(page).hasURL(base() + "/dashboard/usage");
      assertThat(
              (Boolean)
                  page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"))
          .as("no sideways scrolling on a phone")
          .isTrue();
      shot(page, "14-phone-usage");
      page.navigate("/dashboard/keys");
      assertThat(
              (Boolean)
                  page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"))
          .isTrue();
      shot(page, "15-phone-keys");
    }
  }

  @Test
  void everythingWorksFromTheKeyboard() {
    String base = "http://127.0.0.31:" + port;
    try (BrowserContext context = desktopAt(base)) {
      Page page = context.newPage();
      page.navigate("/dashboard/sign-in");
      // The browser moves focus to an autofocus field when it next renders, which may be after
      // navigate() returns: wait for it (retrying), never read document.activeElement once, and
      // never type before it (keys typed earlier go to the page and are lost).
      assertThat(page.locator("#email")).isFocused();
      String email = newEmail("keyboard");
      page.navigate("/dashboard/sign-up");
      page.locator("#email").focus();
      page.keyboard().type(email);
      page.keyboard().press("Tab");
      page.keyboard().type(PASSWORD);
      page.keyboard().press("Tab");
      page.keyboard().type(PASSWORD);
      page.keyboard().press("Enter");
      assertThat(page).hasURL(base + "/dashboard/sign-in?signed-up");
      assertThat(page.locator("#email")).isFocused();
      page.keyboard().type(email);
      page.keyboard().press("Tab");
      page.keyboard().type("not the password");
      page.keyboard().press("Enter");
      // A wrong password: the email stays and the password field has focus.
      assertThat(page).hasURL(base + "/dashboard/sign-in?error");
      assertThat(page.locator("#email")).hasValue(email);
      assertThat(page.locator("#password")).isFocused();
      page.keyboard().type(PASSWORD);
      page.keyboard().press("Enter");
      assertThat(page).hasURL(base + "/dashboard/usage");
      page.navigate("/dashboard/keys");
      page.keyboard().press("Tab");
      assertThat(page.locator(".skip-link")).isFocused();
      assertThat(page.locator(".skip-link")).hasText("Skip to content");
      page.keyboard().press("Enter");
      // Focus moves to the page's main part before the next key (waited for, like autofocus).
      assertThat(page.locator("main")).isFocused();
      page.keyboard().press("Tab");
      // After skipping the navigation, the next stop is in the page itself.
      assertThat(page.locator("main :focus")).hasCount(1);
      // Every form control has a label.
      Object unlabelled =
          page.evaluate(
              "[...document.querySelectorAll('input:not([type=hidden]), select')].filter(e => e.labels.length === 0).length");
      assertThat(((Number) unlabelled).intValue()).isZero();
    }
  }

  /**
   * Every page at a phone's width (390 px) and a desktop's (1280 px): no sideways scrolling, and a
   * screenshot of each (target/screenshots/w390-*.png, w1280-*.png) for a person to look at.
   */
  @Test
  void everyPageAtPhoneAndDesktopWidth() {
    String email = newEmail("widths");
    try (BrowserContext context = desktop()) {
      Page page = context.newPage();
      page.navigate("/dashboard/sign-up");
      page.getByLabel("Email").fill(email);
      page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(PASSWORD);
      page.getByLabel("Password again").fill(PASSWORD);
      page.getByLabel("Password again").press("Enter");
      assertThat(page).hasURL(base() + "/dashboard/sign-in?signed-up");
    }
    verifyEmail(email);
    accounts.makeOperator(email);
    String accountId = accounts.findByEmail(email).orElseThrow().accountId();
    long t = System.currentTimeMillis() - 3_600_000;
    String completed = "job-" + java.util.UUID.randomUUID();
    String failed = "job-" + java.util.UUID.randomUUID();
    String running = "job-" + java.util.UUID.randomUUID();
    insertJob(
        completed,
        accountId,
        "completed",
        100,
        t,
        t + 2_000,
        t + 95_000,
        null,
        io.vidlens.analysis.ResultSummaryTest.RESULT);
    insertJob(
        failed,
        accountId,
        "failed",
        40,
        t + 10_000,
        t + 11_000,
        t + 20_000,
        "The channel could not be read: the platform answered 404 for UCxxxxxxxxxxxxxxxxxxxxxx.",
        null);
    insertJob(running, accountId, "processing", 55, t + 30_000, t + 31_000, null, null, null);

    for (int width : new int[] {390, 1280}) {
      try (BrowserContext context = width == 390 ? phone() : desktop()) {
        Page page = context.newPage();
        page.navigate("/dashboard/sign-in");
        fits(page, width, "sign-in");
        page.navigate("/dashboard/sign-up");
        fits(page, width, "sign-up");
        page.navigate("/dashboard/sign-in");
        page.getByLabel("Email").fill(email);
        page.getByLabel("Password").fill("not the password at all");
        page.getByLabel("Password").press("Enter");
        assertThat(page).hasURL(base() + "/dashboard/sign-in?error");
        assertThat(page.getByLabel("Email")).hasValue(email);
        fits(page, width, "sign-in-wrong-password");
        page.getByLabel("Password").fill(PASSWORD);
        page.getByLabel("Password").press("Enter");
        assertThat(page).hasURL(base() + "/dashboard/usage");
        fits(page, width, "usage");

        page.navigate("/dashboard/keys");
        fits(page, width, "keys");
        page.getByLabel("Key name").fill("key-for-the-" + width + "-px-screenshots");
        page.getByLabel("Key name").press("Enter");
        assertThat(page.locator("#created-heading")).containsText("key-for-the");
        fits(page, width, "key-created");
        ApiClient client = api().withKey(page.locator("#new-key").inputValue());
        client.get(DETAILS);
        simulate404(
            page.locator("#new-key").inputValue(),
            "/api/external/analytics/channel-analytics/geography-revenue",
            1);
        page.navigate("/dashboard/usage");
        assertThat(page.locator("#recent-requests")).containsText("getVideoDetails");
        fits(page, width, "usage-requests");
        page.navigate("/dashboard/keys");
        assertThat(page.locator("table.keys")).containsText("key-for-the");
        fits(page, width, "keys-list");
        page.getByRole(
                com.microsoft.playwright.options.AriaRole.LINK,
                new Page.GetByRoleOptions()
                    .setName("Revoke key key-for-the-" + width + "-px-screenshots"))
            .click();
        assertThat(page.locator("h1")).hasText("Revoke this key?");
        fits(page, width, "key-revoke");

        page.navigate("/dashboard/jobs");
        assertThat(page.locator("#jobs")).containsText(completed);
        fits(page, width, "jobs");
        page.navigate("/dashboard/jobs/" + completed);
        assertThat(page.locator("#job-status")).containsText("completed");
        assertThat(page.locator("#job-facts")).containsText("Created");
        assertThat(page.locator("#job-facts")).containsText("Started");
        assertThat(page.locator("#job-facts")).containsText("(ran 1 min 33 s)");
        assertThat(page.locator("#summary-channel")).containsText("Example Cooking");
        assertThat(page.locator("#summary-content")).containsText("3 content buckets");
        assertThat(page.locator("#summary-coverage")).containsText("24 videos analysed");
        assertThat(page.locator("#raw-result pre")).not().isVisible();
        fits(page, width, "job");
        page.getByText("Show the JSON").click();
        assertThat(page.locator("#raw-result pre")).isVisible();
        assertThat(page.locator("#raw-result pre")).containsText("\"strategic_insights\"");
        fits(page, width, "job-json");
        page.navigate("/dashboard/jobs/" + failed);
        assertThat(page.locator("#job-error")).containsText("could not be read");
        fits(page, width, "job-failed");
        page.navigate("/dashboard/jobs/" + running);
        assertThat(page.locator("#job-status")).containsText("Running now");
        fits(page, width, "job-running");

        page.navigate("/dashboard/account");
        assertThat(page.locator("main")).containsText("operator");
        fits(page, width, "account");
        page.navigate("/dashboard/admin/accounts");
        assertThat(page.locator("#accounts")).containsText(email);
        assertThat(page.locator("#accounts")).containsText("account holder");
        assertThat(page.locator("#accounts")).not().containsText("user");
        fits(page, width, "operator-accounts");

        com.microsoft.playwright.Response missing = page.navigate("/dashboard/no-such-page");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.headerValue("content-type")).startsWith("text/html");
        assertThat(page.locator("h1")).hasText("Not Found");
        assertThat(page.locator("main"))
            .containsText("There is no page at /dashboard/no-such-page");
        assertThat(page.getByRole(com.microsoft.playwright.options.AriaRole.NAVIGATION))
            .containsText("API keys");
        fits(page, width, "not-found");
        assertThat(page.navigate("/dashboard/assets/dashboard.css").status()).isEqualTo(200);
      }
    }
  }

  /** No sideways scrolling at this width; then a screenshot. */
  private static void fits(Page page, int width, String name) {
    Object overflow =
        page.evaluate(
            "() => { const w = window.innerWidth; return [document.documentElement.scrollWidth, w,"
                + " [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > w + 1)"
                + ".slice(0, 5).map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className).join(' ')]; }");
    List<?> measured = (List<?>) overflow;
    assertThat(((Number) measured.get(0)).intValue())
        .as("%s at %d px is no wider than the window (too wide: %s)", name, width, measured.get(2))
        .isLessThanOrEqualTo(((Number) measured.get(1)).intValue());
    shot(page, "w" + width + "-" + name);
  }

  private void insertJob(
      String id,
      String accountId,
      String status,
      int progress,
      long created,
      Long started,
      Long completedAt,
      String error,
      String result) {
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, progress, created_at,"
            + " started_at, updated_at, completed_at, error, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?,"
            + " ?, ?, ?)",
        id,
        accountId,
        "UCsXVk37bltHxD1rDPwtNM8Q",
        status,
        progress,
        created,
        started,
        completedAt != null ? completedAt : started,
        completedAt,
        error,
        result);
  }

  private void simulate404(String secret, String path, int times) {
    for (int i = 0; i < times; i++) {
      var request =
          java.net.http.HttpRequest.newBuilder(java.net.URI.create(base() + path))
              .header("Authorization", "Bearer " + secret)
              .header(io.vidlens.testing.SimulatedOutcomes.OUTCOME, "404");
      if (path.contains("geography-revenue")) {
        request
            .header("Content-Type", "application/json")
            .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}"));
      }
      api()
          .withKey(secret)
          .exchange(path.contains("geography") ? "POST" : "GET", path, request.build());
    }
  }
}
