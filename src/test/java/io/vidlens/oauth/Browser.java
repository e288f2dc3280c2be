package io.vidlens.oauth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A person's browser without JavaScript: keeps cookies, follows no redirect by itself (the test
 * follows each, to see where it leads), and sends the CSRF token of the form it submits.
 */
final class Browser {

  record Page(int status, String body, String location) {}

  private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

  private final String base;
  private final HttpClient http =
      HttpClient.newBuilder()
          .cookieHandler(new CookieManager(null, CookiePolicy.ACCEPT_ALL))
          .followRedirects(HttpClient.Redirect.NEVER)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  Browser(String base) {
    this.base = base;
  }

  /** {@code url}: a path of this server or an absolute address. */
  Page get(String url) {
    return send(HttpRequest.newBuilder(URI.create(absolute(url))).GET());
  }

  Page post(String url, Map<String, String> form) {
    return send(
        HttpRequest.newBuilder(URI.create(absolute(url)))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(Browser.form(form))));
  }

  /** Takes the CSRF token from {@code page}'s form and posts {@code fields} to {@code action}. */
  Page submit(Page page, String action, Map<String, String> fields) {
    Matcher m = CSRF.matcher(page.body());
    if (!m.find()) {
      throw new AssertionError("no CSRF token on the page: " + page.status() + " " + page.body());
    }
    Map<String, String> form = new LinkedHashMap<>(fields);
    form.put("_csrf", m.group(1));
    return post(action, form);
  }

  void signUpAndIn(String email, String password) {
    Page signUp = get("/dashboard/sign-up");
    Page up =
        submit(
            signUp,
            "/dashboard/sign-up",
            Map.of("email", email, "password", password, "confirm", password));
    if (up.status() != 302) {
      throw new AssertionError("sign-up failed: " + up.status() + " " + up.body());
    }
    Page in = signIn(email, password);
    if (in.status() != 302) {
      throw new AssertionError("sign-in failed: " + in.status());
    }
  }

  Page signIn(String email, String password) {
    return submit(
        get("/dashboard/sign-in"),
        "/dashboard/sign-in",
        Map.of("email", email, "password", password));
  }

  static String form(Map<String, String> fields) {
    return fields.entrySet().stream()
        .map(
            e ->
                URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)
                    + "="
                    + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
        .collect(Collectors.joining("&"));
  }

  private String absolute(String url) {
    return url.startsWith("http") ? url : base + url;
  }

  private Page send(HttpRequest.Builder request) {
    try {
      HttpResponse<String> response =
          http.send(
              request.timeout(Duration.ofSeconds(30)).build(),
              HttpResponse.BodyHandlers.ofString());
      return new Page(
          response.statusCode(),
          response.body(),
          response.headers().firstValue("Location").orElse(null));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
