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
    return chromium.newContext(
        new Browser.NewContextOptions().setViewportSize(1280, 900).setBaseURL(base()));
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
    try (BrowserContext context = desktop()) {
      Page page = context.newPage();
      page.navigate("/dashboard/sign-in");
      assertThat((String) page.evaluate("document.activeElement.id"))
          .as("the email field has focus")
          .isEqualTo("email");
      String email = newEmail("keyboard");
      page.navigate("/dashboard/sign-up");
      page.locator("#email").focus();
      page.keyboard().type(email);
      page.keyboard().press("Tab");
      page.keyboard().type(PASSWORD);
      page.keyboard().press("Tab");
      page.keyboard().type(PASSWORD);
      page.keyboard().press("Enter");
      assertThat(page).hasURL(base() + "/dashboard/sign-in?signed-up");
      assertThat((String) page.evaluate("document.activeElement.id"))
          .as("the email field has focus again")
          .isEqualTo("email");
      page.keyboard().type(email);
      page.keyboard().press("Tab");
      page.keyboard().type(PASSWORD);
      page.keyboard().press("Enter");
      assertThat(page).hasURL(base() + "/dashboard/usage");
      page.navigate("/dashboard/keys");
      page.keyboard().press("Tab");
      assertThat((String) page.evaluate("document.activeElement.textContent"))
          .contains("Skip to content");
      page.keyboard().press("Enter");
      page.keyboard().press("Tab");
      // After skipping the navigation, the next stop is in the page itself.
      assertThat(
              (Boolean)
                  page.evaluate("document.querySelector('main').contains(document.activeElement)"))
          .isTrue();
      // Every form control has a label.
      Object unlabelled =
          page.evaluate(
              "[...document.querySelectorAll('input:not([type=hidden]), select')].filter(e => e.labels.length === 0).length");
      assertThat(((Number) unlabelled).intValue()).isZero();
    }
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
