package io.vidlens.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.ApiKeyService;
import io.vidlens.testing.TestDatabases;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Two nodes on one PostgreSQL behind a balancer without sticky sessions: a person signed in through
 * one node is signed in on the other (the session lives in the database), signing out on one signs
 * out on both, expired sessions are deleted, and the sign-in throttle counts the attempts made on
 * both nodes together. Plain HTTP, as a browser without JavaScript.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("server")
class SharedDashboardSessionsTest {

  private static final String PASSWORD = "correct horse battery staple";
  private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");
  private static final String SESSION_COOKIE = "VIDLENS_SESSION";
  private static final String REVEAL_COOKIE = "VIDLENS_NEW_KEY";

  private final HttpClient http =
      HttpClient.newBuilder()
          .followRedirects(HttpClient.Redirect.NEVER)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();
  private final List<String> schemas = new ArrayList<>();
  private String url;
  private ConfigurableApplicationContext a;
  private ConfigurableApplicationContext b;

  @BeforeAll
  void startTwoNodes() {
    url = schema();
    a = node(url);
    b = node(url);
  }

  @AfterAll
  void stop() {
    nodes.forEach(ConfigurableApplicationContext::close);
    schemas.forEach(TestDatabases::dropSchema);
  }

  @Test
  void signedInOnOneNodeIsSignedInOnTheOtherAndSigningOutEndsItOnBoth() {
    String email = newEmail("shared");
    String keyName = "key-" + UUID.randomUUID().toString().substring(0, 8);
    AccountLogin account = register(a, email);
    a.getBean(ApiKeyService.class).createFor(account.accountId(), keyName);

    Visitor person = new Visitor();
    Page signIn = person.get(a, "/dashboard/sign-in");
    assertThat(signIn.status()).isEqualTo(200);
    assertThat(person.cookies)
        .as("the sign-in page starts no session (its CSRF token is in a cookie)")
        .doesNotContainKey(SESSION_COOKIE);
    Page signedIn =
        person.post(
            a,
            "/dashboard/sign-in",
            Map.of("email", email, "password", PASSWORD, "_csrf", csrf(signIn)));
    assertThat(signedIn.status()).isEqualTo(302);
    assertThat(signedIn.location()).endsWith("/dashboard").doesNotContain("error");
    String cookie = person.cookies.get(SESSION_COOKIE);
    assertThat(cookie).as("a session from sign-in on").isNotNull();

    // Node B has never seen this person: the session comes from the database.
    Page keysOnB = person.get(b, "/dashboard/keys");
    assertThat(keysOnB.status()).as(keysOnB.body()).isEqualTo(200);
    assertThat(keysOnB.body()).contains(keyName).contains(email);
    assertThat(person.get(a, "/dashboard/usage").status()).isEqualTo(200);

    JdbcTemplate jdbc = a.getBean(JdbcTemplate.class);
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM dashboard_sessions WHERE principal_name = ?",
                Long.class,
                email))
        .isEqualTo(1);
    String stored = storedAttributes(a, email);
    assertThat(stored).as("the stored context names the account").contains(account.accountId());
    assertThat(stored)
        .as("but holds no password hash")
        .doesNotContain("argon2")
        .doesNotContain("$2a$");

    // Signing out on B ends the session for A too.
    Page signedOut = person.post(b, "/dashboard/sign-out", Map.of("_csrf", csrf(keysOnB)));
    assertThat(signedOut.status()).isEqualTo(302);
    assertThat(signedOut.location()).contains("/dashboard/sign-in?signed-out");
    assertThat(person.cookies).doesNotContainKey(SESSION_COOKIE);
    Visitor replay = new Visitor();
    replay.cookies.put(SESSION_COOKIE, cookie);
    Page afterSignOut = replay.get(a, "/dashboard/keys");
    assertThat(afterSignOut.status()).isEqualTo(302);
    assertThat(afterSignOut.location()).endsWith("/dashboard/sign-in");
    assertThat(replay.get(b, "/dashboard/keys").status()).isEqualTo(302);
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM dashboard_sessions WHERE principal_name = ?",
                Long.class,
                email))
        .isZero();
  }

  @Test
  void aNewKeyIsShownOnceOnWhicheverNodeAndItsSecretIsNeverStoredInClear() {
    String email = newEmail("newkey");
    register(a, email);
    Visitor person = signedIn(a, email);
    Page keys = person.get(b, "/dashboard/keys");

    Page created =
        person.post(a, "/dashboard/keys", Map.of("name", "made-on-a", "_csrf", csrf(keys)));
    assertThat(created.status()).isEqualTo(302);
    assertThat(person.cookies).containsKey(REVEAL_COOKIE);
    String storedBeforeShown = storedAttributes(a, email);
    Visitor otherBrowser = new Visitor();
    otherBrowser.cookies.put(SESSION_COOKIE, person.cookies.get(SESSION_COOKIE));

    Page shown = person.get(b, "/dashboard/keys");
    Matcher m =
        Pattern.compile("id=\"new-key\"[^>]*value=\"(vl_[A-Za-z0-9_-]{43})\"")
            .matcher(shown.body());
    assertThat(m.find()).as(shown.body()).isTrue();
    String secret = m.group(1);
    assertThat(storedBeforeShown)
        .as("the session holds the secret sealed")
        .contains("made-on-a")
        .doesNotContain(secret);
    assertThat(person.cookies)
        .as("the browser's half is gone once shown")
        .doesNotContainKey(REVEAL_COOKIE);
    assertThat(person.get(a, "/dashboard/keys").body()).doesNotContain(secret);

    // The session's flash without the browser's half (it was shown already, or this is another
    // browser with a stolen cookie): the key is named, its secret is not shown.
    Page second =
        person.post(b, "/dashboard/keys", Map.of("name", "made-on-b", "_csrf", csrf(shown)));
    assertThat(second.status()).isEqualTo(302);
    Page withoutHalf = otherBrowser.get(a, "/dashboard/keys");
    assertThat(withoutHalf.status()).isEqualTo(200);
    assertThat(withoutHalf.body())
        .contains("can be shown only once")
        .doesNotContain("id=\"new-key\"");
  }

  @Test
  void theSignInThrottleCountsTheFailuresOfBothNodesTogether() {
    String email = newEmail("guessed");
    register(a, email);
    // Five failures per email from one address pass freely (the default): three through A, two
    // through B. Each node alone has seen fewer than five.
    for (ConfigurableApplicationContext node : List.of(a, a, a, b, b)) {
      Page failed = signIn(node, email, "a wrong guess " + UUID.randomUUID());
      assertThat(failed.location()).endsWith("/dashboard/sign-in?error");
    }
    for (ConfigurableApplicationContext node : List.of(a, b)) {
      Page refused = signIn(node, email, PASSWORD);
      assertThat(refused.status()).as("even the right password waits").isEqualTo(429);
      assertThat(refused.body()).contains("Too many failed sign-ins");
    }
    List<String> buckets =
        a.getBean(JdbcTemplate.class)
            .queryForList("SELECT id FROM rate_limit_buckets", String.class);
    assertThat(buckets).anyMatch(id -> id.startsWith("dashboard:sign-in:email-address:"));
    assertThat(buckets).anyMatch(id -> id.startsWith("dashboard:sign-in:email:"));
    assertThat(buckets)
        .as("the shared table names no email")
        .noneMatch(id -> id.contains(email) || id.contains("@"));

    // Another email from the same address does not wait for this one's failures.
    String other = newEmail("unrelated");
    register(b, other);
    assertThat(signIn(b, other, PASSWORD).location()).endsWith("/dashboard");
  }

  @Test
  void expiredSessionsAreDeletedAndNoLongerAccepted() throws InterruptedException {
    // A node of its own: sessions end after two idle seconds, the cleanup runs every second.
    ConfigurableApplicationContext quick =
        node(
            schema(),
            "--server.servlet.session.timeout=2s",
            "--spring.session.jdbc.cleanup-cron=* * * * * *");
    String email = newEmail("expiring");
    register(quick, email);
    Visitor person = new Visitor();
    Page signIn = person.get(quick, "/dashboard/sign-in");
    assertThat(
            person
                .post(
                    quick,
                    "/dashboard/sign-in",
                    Map.of("email", email, "password", PASSWORD, "_csrf", csrf(signIn)))
                .location())
        .endsWith("/dashboard");
    assertThat(person.get(quick, "/dashboard/keys").status()).isEqualTo(200);

    JdbcTemplate jdbc = quick.getBean(JdbcTemplate.class);
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (jdbc.queryForObject("SELECT COUNT(*) FROM dashboard_sessions", Long.class) > 0
        && System.nanoTime() < deadline) {
      Thread.sleep(250);
    }
    assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM dashboard_sessions", Long.class)).isZero();
    assertThat(
            jdbc.queryForObject("SELECT COUNT(*) FROM dashboard_sessions_attributes", Long.class))
        .isZero();
    assertThat(person.get(quick, "/dashboard/keys").location()).endsWith("/dashboard/sign-in");
  }

  // --- nodes and accounts ---

  private String schema() {
    String schema = TestDatabases.freshPostgresSchema();
    schemas.add(schema);
    return schema;
  }

  private ConfigurableApplicationContext node(String database, String... extra) {
    try {
      String[] args =
          Stream.concat(
                  Stream.of(
                      "--server.port=0",
                      "--spring.datasource.url=" + database,
                      "--spring.datasource.username=" + TestDatabases.USER,
                      "--spring.datasource.password=" + TestDatabases.PASSWORD,
                      "--vidlens.data-dir=" + Files.createTempDirectory("vidlens-node-"),
                      // Never the internet: the platform is a closed local port.
                      "--vidlens.upstream.web-base-url=http://127.0.0.1:9",
                      "--vidlens.upstream.api-base-url=http://127.0.0.1:9",
                      "--vidlens.upstream.budget.per-hour=0",
                      "--vidlens.thumbnails.image-host=http://127.0.0.1:9",
                      "--vidlens.thumbnails.indexer-enabled=false",
                      "--vidlens.analysis.workers=0",
                      "--logging.structured.format.console="),
                  Stream.of(extra))
              .toArray(String[]::new);
      ConfigurableApplicationContext node =
          new SpringApplicationBuilder(VidlensApplication.class).run(args);
      nodes.add(node);
      return node;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An account with a password, as sign-up makes it (the email is what signs in). */
  private static AccountLogin register(ConfigurableApplicationContext node, String email) {
    return node.getBean(AccountDirectory.class)
        .register(email, node.getBean(PasswordEncoder.class).encode(PASSWORD));
  }

  private Visitor signedIn(ConfigurableApplicationContext node, String email) {
    Visitor visitor = new Visitor();
    Page form = visitor.get(node, "/dashboard/sign-in");
    Page signedIn =
        visitor.post(
            node,
            "/dashboard/sign-in",
            Map.of("email", email, "password", PASSWORD, "_csrf", csrf(form)));
    assertThat(signedIn.location()).endsWith("/dashboard");
    return visitor;
  }

  /** Every stored session attribute of the account's sessions, bytes as Latin-1 text. */
  private static String storedAttributes(ConfigurableApplicationContext node, String email) {
    List<byte[]> attributes =
        node.getBean(JdbcTemplate.class)
            .queryForList(
                "SELECT a.attribute_bytes FROM dashboard_sessions_attributes a"
                    + " JOIN dashboard_sessions s ON s.primary_id = a.session_primary_id WHERE s.principal_name = ?",
                byte[].class,
                email);
    assertThat(attributes).isNotEmpty();
    return attributes.stream()
        .map(x -> new String(x, StandardCharsets.ISO_8859_1))
        .collect(Collectors.joining("\n"));
  }

  private Page signIn(ConfigurableApplicationContext node, String email, String password) {
    Visitor visitor = new Visitor();
    Page form = visitor.get(node, "/dashboard/sign-in");
    return visitor.post(
        node,
        "/dashboard/sign-in",
        Map.of("email", email, "password", password, "_csrf", csrf(form)));
  }

  private static String newEmail(String who) {
    return who + "-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
  }

  private static String csrf(Page page) {
    Matcher m = CSRF.matcher(page.body());
    if (!m.find()) {
      throw new AssertionError("no CSRF token: " + page.status() + " " + page.body());
    }
    return m.group(1);
  }

  // --- a browser that carries its cookies to whichever node it calls ---

  record Page(int status, String body, String location) {}

  private final class Visitor {
    final Map<String, String> cookies = new LinkedHashMap<>();

    Page get(ConfigurableApplicationContext node, String path) {
      return send(request(node, path).GET());
    }

    Page post(ConfigurableApplicationContext node, String path, Map<String, String> form) {
      String body =
          new LinkedHashMap<>(form)
              .entrySet().stream()
                  .map(
                      e ->
                          URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)
                              + "="
                              + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                  .collect(Collectors.joining("&"));
      return send(
          request(node, path)
              .header("Content-Type", "application/x-www-form-urlencoded")
              .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private HttpRequest.Builder request(ConfigurableApplicationContext node, String path) {
      int port = ((WebServerApplicationContext) node).getWebServer().getPort();
      HttpRequest.Builder request =
          HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
              .timeout(Duration.ofSeconds(30));
      if (!cookies.isEmpty()) {
        request.header(
            "Cookie",
            cookies.entrySet().stream()
                .map(c -> c.getKey() + "=" + c.getValue())
                .collect(Collectors.joining("; ")));
      }
      return request;
    }

    private Page send(HttpRequest.Builder request) {
      try {
        HttpResponse<String> response =
            http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        for (String header : response.headers().allValues("Set-Cookie")) {
          for (HttpCookie cookie : HttpCookie.parse(header)) {
            if (cookie.getMaxAge() == 0 || cookie.getValue().isEmpty()) {
              cookies.remove(cookie.getName());
            } else {
              cookies.put(cookie.getName(), cookie.getValue());
            }
          }
        }
        return new Page(
            response.statusCode(),
            response.body(),
            response.headers().firstValue("Location").orElse(""));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
  }
}
