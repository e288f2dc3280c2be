package io.vidlens.dashboard;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A browser without JavaScript for the security tests: keeps cookies, never follows redirects,
 * reads the CSRF token from the form it is about to send.
 */
final class DashboardClient {

  record Page(int status, String body, String location, java.net.http.HttpHeaders headers) {
    Optional<String> header(String name) {
      return headers.firstValue(name);
    }
  }

  private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

  private final String base;
  private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
  private final HttpClient http;

  DashboardClient(int port) {
    this(port, "127.0.0.1");
  }

  /**
   * A browser whose connections come from {@code address}, a loopback address such as 127.0.0.7: to
   * the server a different client address (each of 127.0.0.0/8 is this machine).
   */
  DashboardClient(int port, String address) {
    this.base = "http://127.0.0.1:" + port;
    try {
      this.http =
          HttpClient.newBuilder()
              .cookieHandler(cookies)
              .followRedirects(HttpClient.Redirect.NEVER)
              .connectTimeout(Duration.ofSeconds(5))
              .localAddress(java.net.InetAddress.getByName(address))
              .build();
    } catch (java.net.UnknownHostException e) {
      throw new IllegalArgumentException(address, e);
    }
  }

  Page get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  /** A GET with the given {@code Accept} header. */
  Page get(String path, String accept) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).header("Accept", accept).GET());
  }

  /** Posts a form exactly as given (no CSRF token unless the caller adds one). */
  Page postRaw(String path, Map<String, String> form) {
    String body =
        form.entrySet().stream()
            .map(
                e ->
                    URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)
                        + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
            .collect(Collectors.joining("&"));
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  /** Loads {@code formPage}, takes its CSRF token, and posts the form to {@code action}. */
  Page submit(String formPage, String action, Map<String, String> fields) {
    Map<String, String> form = new LinkedHashMap<>(fields);
    form.put("_csrf", csrfToken(formPage));
    return postRaw(action, form);
  }

  String csrfToken(String formPage) {
    Page page = get(formPage);
    Matcher m = CSRF.matcher(page.body());
    if (!m.find()) {
      throw new AssertionError(
          "no CSRF token on " + formPage + ": " + page.status() + " " + page.body());
    }
    return m.group(1);
  }

  Page signUp(String email, String password) {
    return submit(
        "/dashboard/sign-up",
        "/dashboard/sign-up",
        Map.of("email", email, "password", password, "confirm", password));
  }

  Page signIn(String email, String password) {
    return submit(
        "/dashboard/sign-in", "/dashboard/sign-in", Map.of("email", email, "password", password));
  }

  /** Creates a key and returns the secret shown (once) on the page after the redirect. */
  String createKey(String name) {
    Page created = submit("/dashboard/keys", "/dashboard/keys", Map.of("name", name));
    if (created.status() != 302) {
      throw new AssertionError("key not created: " + created.status() + " " + created.body());
    }
    Matcher m =
        Pattern.compile("id=\"new-key\"[^>]*value=\"(vl_[A-Za-z0-9_-]{43})\"")
            .matcher(get("/dashboard/keys").body());
    if (!m.find()) {
      throw new AssertionError("no new key on the keys page");
    }
    return m.group(1);
  }

  String sessionId() {
    return cookie("VIDLENS_SESSION");
  }

  /** Sets a cookie as a page of this site (or an attacker's subdomain) could. */
  void plantCookie(String name, String value, String path) {
    HttpCookie cookie = new HttpCookie(name, value);
    cookie.setPath(path);
    cookie.setVersion(0);
    cookies.getCookieStore().add(URI.create(base + path), cookie);
  }

  String cookie(String name) {
    return cookies.getCookieStore().getCookies().stream()
        .filter(c -> c.getName().equals(name))
        .map(HttpCookie::getValue)
        .findFirst()
        .orElse(null);
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
          response.headers().firstValue("Location").orElse(""),
          response.headers());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
