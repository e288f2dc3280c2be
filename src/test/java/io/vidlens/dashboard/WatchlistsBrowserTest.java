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
import com.microsoft.playwright.Response;
import io.vidlens.access.Operation;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The watchlist page in Chromium at 390 and 1280 px, channels read from the recordings: reached
 * from the navigation, a list is made, filled by ID and by link, renamed with a new threshold,
 * emptied and deleted after its confirmation page; a taken name, a channel that is no channel and a
 * threshold out of range are shown beside their forms with what was typed; alerts set (a loopback
 * webhook refused, the secret shown once); no sideways scrolling, no console error but the
 * refusals' 422s (screenshots w390-watchlists.png, w1280-watchlists.png under target/screenshots).
 * Another account's watchlist is a 404 page.
 */
@ExtendWith(RequiresRecordings.class)
class WatchlistsBrowserTest extends DashboardServerTest {

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";

  private static Playwright playwright;
  private static Browser chromium;

  @DynamicPropertySource
  static void replay(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> Recordings.root().toString());
  }

  @BeforeAll
  static void launch() {
    boolean present = Files.isExecutable(DashboardBrowserTest.CHROMIUM);
    if (!present) {
      System.err.println(
          "SKIPPED: no Chromium at /usr/bin/chromium; the watchlist page did not run");
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
  void aWatchlistIsKeptFromThePageAtBothWidths() throws Exception {
    String email = newEmail("watchlists");
    signedUp(email);
    verifyEmail(email);
    for (int width : new int[] {390, 1280}) {
      try (BrowserContext context = context(width)) {
        Page page = context.newPage();
        List<String> consoleErrors = consoleErrors(page);
        signIn(page, email);
        page.locator("nav[aria-label=Dashboard] a", hasText("Watchlists")).click();
        assertThat(page).hasURL(base() + "/dashboard/watchlists");
        assertThat(page.locator("#no-watchlists")).isVisible();

        String name = "Rivals " + width;
        create(page, name);
        assertThat(page.locator("#notice")).containsText("was created");
        Locator list = page.locator("section.watchlist", hasText(name));
        assertThat(list.locator("h2")).hasText(name);

        create(page, name);
        assertThat(page.locator("#problem")).containsText("Watchlist name taken");
        assertThat(page.getByLabel("Name").first()).hasValue(name);

        add(list, KURZGESAGT);
        assertThat(list.locator("tr[data-channel-id=" + KURZGESAGT + "] td").first())
            .containsText(Pattern.compile("kurzgesagt", Pattern.CASE_INSENSITIVE));
        add(list, "https://www.youtube.com/channel/" + VSAUCE);
        assertThat(list.locator("tbody tr")).hasCount(2);
        add(list, "not a channel!");
        assertThat(list.locator(".problem")).containsText("Invalid channel");
        assertThat(list.locator("input[name=channel]")).hasValue("not a channel!");

        list.locator("summary", summary("Rename")).click();
        list.locator("input[name=name]").fill(name + " renamed");
        list.locator("input[name=threshold]").fill("4.5");
        list.getByText("Save", new Locator.GetByTextOptions().setExact(true)).click();
        list = page.locator("section.watchlist", hasText(name + " renamed"));
        assertThat(list.locator("h2")).hasText(name + " renamed");
        assertThat(list.locator(".hint").first()).containsText("2 channels · breakout at 4.5×");
        list.locator("summary", summary("Rename")).click();
        list.locator("input[name=threshold]").fill("500");
        list.getByText("Save", new Locator.GetByTextOptions().setExact(true)).click();
        assertThat(list.locator(".problem")).containsText("Invalid watchlist");

        list.locator("summary", summary("Alerts")).click();
        list.locator("input[name=webhookUrl]").fill("https://127.0.0.1/hook");
        list.getByText("Save alerts").click();
        assertThat(list.locator(".problem")).containsText("Invalid alert settings");
        // shown again open, with what was typed
        assertThat(list.locator("input[name=webhookUrl]")).hasValue("https://127.0.0.1/hook");
        list.locator("input[name=webhookUrl]").fill("https://93.184.216.34/hook");
        list.getByText("Save alerts").click();
        assertThat(page.locator("#notice")).containsText("were saved");
        assertThat(list.locator(".secret code")).containsText("whsec_");
        assertThat(list.locator("summary", summary("Alerts"))).hasText("Alerts: on");
        assertThat(list.locator(".deliveries")).hasCount(0); // no deliveries yet
        page.reload();
        assertThat(list.locator(".secret")).hasCount(0); // shown once

        list.locator("tr[data-channel-id=" + KURZGESAGT + "] button").click();
        assertThat(page.locator("#notice")).containsText(KURZGESAGT + " was taken off");
        assertThat(list.locator("tbody tr")).hasCount(1);
        assertThat(list.locator(".hint").first()).containsText("1 channel · breakout");
        fits(page, width);
        // The browser logs each refused form's 422 answer; nothing else may be an error.
        assertThat(consoleErrors).filteredOn(error -> !error.contains("status of 422")).isEmpty();
        assertThat(consoleErrors).as("the four refusals").hasSize(4);

        list.getByText("Delete…").click();
        assertThat(page.locator("h1")).hasText("Delete this watchlist?");
        page.getByText("Delete watchlist", new Page.GetByTextOptions().setExact(true)).click();
        assertThat(page.locator("#notice")).containsText("was deleted");
        assertThat(page.locator("section.watchlist")).hasCount(0);
      }
    }
  }

  @Test
  void anotherAccountsWatchlistIsNotFound() throws Exception {
    String others =
        api()
            .post(Operation.Paths.WATCHLISTS, "{\"name\":\"Theirs " + System.nanoTime() + "\"}")
            .json()
            .path("id")
            .asString();
    String email = newEmail("watchlists-other");
    signedUp(email);
    verifyEmail(email);
    try (BrowserContext context = context(1280)) {
      Page page = context.newPage();
      signIn(page, email);
      Response confirm = page.navigate("/dashboard/watchlists/" + others + "/delete");
      assertThat(confirm.status()).isEqualTo(404);
    }
    assertThat(api().get(Operation.Paths.WATCHLISTS + "/" + others).status()).isEqualTo(200);
  }

  private static void create(Page page, String name) {
    page.locator("#new-name").fill(name);
    page.getByText("Create watchlist").click();
  }

  private static void add(Locator list, String channel) {
    list.locator("input[name=channel]").fill(channel);
    list.getByText("Add channel").click();
  }

  private static Locator.LocatorOptions summary(String text) {
    return new Locator.LocatorOptions().setHasText(text);
  }

  private static Page.LocatorOptions hasText(String text) {
    return new Page.LocatorOptions().setHasText(text);
  }

  private void signIn(Page page, String email) {
    page.navigate("/dashboard/sign-in");
    page.getByLabel("Email").fill(email);
    page.getByLabel("Password").fill(PASSWORD);
    page.getByLabel("Password").press("Enter");
    assertThat(page).hasURL(base() + "/dashboard/usage");
  }

  private static List<String> consoleErrors(Page page) {
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
  private static void fits(Page page, int width) throws Exception {
    List<?> measured =
        (List<?>) page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]");
    assertThat(((Number) measured.get(0)).intValue())
        .as("the page at %d px is no wider than the window", width)
        .isLessThanOrEqualTo(((Number) measured.get(1)).intValue());
    Files.createDirectories(DashboardBrowserTest.SCREENSHOTS);
    page.screenshot(
        new Page.ScreenshotOptions()
            .setPath(DashboardBrowserTest.SCREENSHOTS.resolve("w" + width + "-watchlists.png"))
            .setFullPage(true));
  }
}
