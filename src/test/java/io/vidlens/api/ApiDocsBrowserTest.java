package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.vidlens.testing.ServerTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Swagger UI at /docs under its Content-Security-Policy, in a real browser (the system Chromium,
 * headless): the operations are listed and the browser reports no blocked script or style. Skips,
 * saying so, where /usr/bin/chromium is missing.
 */
class ApiDocsBrowserTest extends ServerTest {

  private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");

  private static Playwright playwright;
  private static Browser chromium;

  @BeforeAll
  static void launch() {
    boolean present = Files.isExecutable(CHROMIUM);
    if (!present) {
      System.err.println(
          "SKIPPED: no Chromium at " + CHROMIUM + "; the /docs browser test did not run");
    }
    assumeTrue(present, "no Chromium at " + CHROMIUM);
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
  void swaggerUiRendersTheOperationsUnderItsContentSecurityPolicy() {
    try (var context = chromium.newContext()) {
      Page page = context.newPage();
      List<String> console = new CopyOnWriteArrayList<>();
      page.onConsoleMessage(m -> console.add(m.type() + ": " + m.text()));
      page.navigate("http://127.0.0.1:" + port + "/docs");
      page.waitForSelector(".opblock-summary-path");
      assertThat(page.locator(".opblock").count()).isGreaterThanOrEqualTo(19);
      assertThat(console).noneMatch(m -> m.contains("Content Security Policy"));
    }
  }
}
