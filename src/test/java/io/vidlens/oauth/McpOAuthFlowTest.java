package io.vidlens.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ServerTest;
import java.net.http.HttpRequest;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcOperations;
import tools.jackson.databind.JsonNode;

/**
 * A chat app connecting to {@code /mcp} as the MCP authorization spec says, driven step by step:
 * discovery from the 401, registration, a person signing in to the dashboard and consenting, PKCE,
 * the token, MCP calls charged to that person's account; then the person disconnects the app in the
 * dashboard and its token is refused. API keys keep working beside it.
 */
class McpOAuthFlowTest extends ServerTest {

  private static final String PASSWORD = "correct horse battery staple";

  /** The app's own loopback listener (RFC 8252): the browser is sent there, the test reads it. */
  private static final String REDIRECT = "http://127.0.0.1:1/callback";

  private static final Pattern HIDDEN =
      Pattern.compile("name=\"(client_id|state)\" value=\"([^\"]*)\"");

  @Autowired AccountDirectory accounts;
  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;
  @Autowired JdbcOperations jdbc;

  @Test
  void aChatAppConnectsCallsToolsOnTheAccountsQuotaAndIsRefusedOnceDisconnected() {
    ChatAppClient app = new ChatAppClient(base() + "/mcp");
    app.discover();
    assertThat(app.resourceMetadata.path("resource").asString()).isEqualTo(base() + "/mcp");
    assertThat(app.serverMetadata.path("issuer").asString()).isEqualTo(base());
    assertThat(app.serverMetadata.path("code_challenge_methods_supported").toString())
        .contains("S256");
    assertThat(app.register("Test chat app", REDIRECT).status()).isEqualTo(201);

    // Not signed in: the dashboard's sign-in, then back to the authorization and the consent.
    String email = newEmail("oauth");
    new Browser(base()).signUpAndIn(email, PASSWORD);
    Browser person = new Browser(base());
    String state = UUID.randomUUID().toString();
    Browser.Page page = follow(person, person.get(app.authorizationUrl(REDIRECT, state)));
    assertThat(page.location()).contains("/dashboard/sign-in");
    Browser.Page signedIn = person.signIn(email, PASSWORD);
    assertThat(signedIn.location()).contains("/dashboard/oauth/resume/");
    Browser.Page consent = follow(person, signedIn);
    assertThat(consent.status()).isEqualTo(200);
    assertThat(consent.body()).contains("Test chat app", email, REDIRECT);

    String token = consentAndToken(app, person, consent, state);
    assertThat(token).startsWith("vlo_");

    String accountId = accounts.findByEmail(email).orElseThrow().accountId();
    long before = units(accountId);
    McpSyncClient mcp = mcp(token);
    try {
      mcp.initialize();
      CallToolResult unknownJob =
          mcp.callTool(
              new CallToolRequest(
                  "get_channel_analysis", Map.of("jobId", UUID.randomUUID().toString())));
      assertThat(unknownJob.isError()).isTrue();
      assertThat(((TextContent) unknownJob.content().getFirst()).text()).contains("HTTP 404");
    } finally {
      mcp.closeGracefully();
    }
    assertThat(units(accountId) - before).as("a 404 is charged, to the token's account").isOne();

    Browser.Page apps = person.get("/dashboard/apps");
    assertThat(apps.body()).contains("Test chat app");
    Matcher appId = Pattern.compile("data-app-id=\"([^\"]+)\"").matcher(apps.body());
    assertThat(appId.find()).isTrue();
    Browser.Page revoked =
        person.submit(apps, "/dashboard/apps/" + appId.group(1) + "/revoke", Map.of());
    assertThat(revoked.status()).isEqualTo(302);
    assertThat(person.get("/dashboard/apps").body()).doesNotContain("Test chat app");

    ChatAppClient.Answer refused = app.initialize(token);
    assertThat(refused.status()).isEqualTo(401);
    assertThat(refused.challenge())
        .contains("error=\"invalid_token\"")
        .contains("resource_metadata=\"" + base() + "/.well-known/oauth-protected-resource/mcp\"");
  }

  @Test
  void aSignedInPersonConsentsOnceAndAnExpiredOrUnknownTokenIsA401WithTheChallenge() {
    ChatAppClient app = new ChatAppClient(base() + "/mcp");
    app.discover();
    app.register("Second app", REDIRECT);
    Browser person = new Browser(base());
    person.signUpAndIn(newEmail("expiry"), PASSWORD);
    String state = UUID.randomUUID().toString();
    Browser.Page consent = follow(person, person.get(app.authorizationUrl(REDIRECT, state)));
    String token = consentAndToken(app, person, consent, state);
    assertThat(app.initialize(token).status()).isEqualTo(200);

    // Consented once: the next authorization goes straight back to the app with a code.
    Browser.Page again = person.get(app.authorizationUrl(REDIRECT, "again"));
    assertThat(again.location()).startsWith(REDIRECT).contains("code=", "state=again");

    // The token as it is once its lifetime has passed.
    jdbc.update(
        "UPDATE oauth2_authorization SET access_token_issued_at = ?, access_token_expires_at = ?"
            + " WHERE access_token_value = ?",
        Timestamp.from(Instant.now().minus(Duration.ofHours(2))),
        Timestamp.from(Instant.now().minus(Duration.ofHours(1))),
        HashedAuthorizations.hash(token));
    for (String bad : new String[] {token, "vlo_" + "x".repeat(64), "vlo_"}) {
      ChatAppClient.Answer refused = app.initialize(bad);
      assertThat(refused.status()).as(bad).isEqualTo(401);
      assertThat(refused.challenge())
          .as(bad)
          .contains("error=\"invalid_token\"", "resource_metadata=");
      assertThat(refused.body()).as(bad).contains("\"code\":401");
    }
  }

  @Test
  void aWrongPkceVerifierGetsNoTokenAndUnsafeRedirectsAreNotRegistered() {
    ChatAppClient app = new ChatAppClient(base() + "/mcp");
    app.discover();
    assertThat(app.register("Evil", "http://evil.example/callback").status()).isEqualTo(400);
    assertThat(app.register("Evil", "javascript:alert(1)").status()).isEqualTo(400);
    app.register("Honest app", REDIRECT);
    Browser person = new Browser(base());
    person.signUpAndIn(newEmail("pkce"), PASSWORD);
    String state = UUID.randomUUID().toString();
    Browser.Page consent = follow(person, person.get(app.authorizationUrl(REDIRECT, state)));
    Browser.Page back = consent(person, consent);
    String code = ChatAppClient.parameter(back.location(), "code");
    ChatAppClient.Answer refused = app.token(code, REDIRECT, "not-the-verifier-" + "x".repeat(40));
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.body()).contains("invalid_grant");
  }

  @Test
  void apiKeysStillWorkAtMcpAndNoCredentialIsA401NamingTheMetadata() {
    String accountId = accounts.findByEmail(registered()).orElseThrow().accountId();
    String key = keys.createFor(accountId, "mcp").secret();
    ChatAppClient app = new ChatAppClient(base() + "/mcp");
    assertThat(app.initialize(key).status()).isEqualTo(200);
    ChatAppClient.Answer none = app.initialize(null);
    assertThat(none.status()).isEqualTo(401);
    assertThat(none.challenge())
        .isEqualTo(
            "Bearer resource_metadata=\""
                + base()
                + "/.well-known/oauth-protected-resource/mcp\", scope=\"mcp\"");
    JsonNode metadata = app.get(base() + "/.well-known/oauth-protected-resource").json();
    assertThat(metadata.path("authorization_servers").path(0).asString()).isEqualTo(base());
  }

  private String registered() {
    String email = newEmail("key");
    new Browser(base()).signUpAndIn(email, PASSWORD);
    return email;
  }

  /** Consents on the page and trades the code for an access token. */
  private String consentAndToken(
      ChatAppClient app, Browser person, Browser.Page consent, String state) {
    Browser.Page back = consent(person, consent);
    assertThat(back.location()).startsWith(REDIRECT);
    assertThat(ChatAppClient.parameter(back.location(), "state")).isEqualTo(state);
    String code = ChatAppClient.parameter(back.location(), "code");
    ChatAppClient.Answer token = app.token(code, REDIRECT, app.verifier());
    assertThat(token.status()).as(token.body()).isEqualTo(200);
    assertThat(token.json().path("token_type").asString()).isEqualTo("Bearer");
    return token.json().path("access_token").asString();
  }

  private static Browser.Page consent(Browser person, Browser.Page consent) {
    Map<String, String> form = new java.util.LinkedHashMap<>();
    Matcher hidden = HIDDEN.matcher(consent.body());
    while (hidden.find()) {
      form.put(hidden.group(1), hidden.group(2).replace("&amp;", "&"));
    }
    form.put("scope", "mcp");
    return person.submit(consent, "/dashboard/oauth/authorize", form);
  }

  /** Follows redirects within this server; stops at a page or at an address elsewhere. */
  private Browser.Page follow(Browser browser, Browser.Page page) {
    for (int i = 0; i < 10 && page.status() == 302; i++) {
      String location = page.location();
      String absolute = location.startsWith("/") ? base() + location : location;
      if (!absolute.startsWith(base()) || absolute.contains("/dashboard/sign-in")) {
        return page;
      }
      page = browser.get(absolute);
    }
    return page;
  }

  private McpSyncClient mcp(String bearer) {
    HttpClientStreamableHttpTransport transport =
        HttpClientStreamableHttpTransport.builder(base())
            .endpoint("/mcp")
            .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + bearer))
            .jsonMapper(new JacksonMcpJsonMapper(ChatAppClient.JSON))
            .build();
    return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
  }

  private long units(String accountId) {
    return ledger.unitsUsed(accountId, UsagePeriod.containing(Instant.now()));
  }

  private String base() {
    return "http://127.0.0.1:" + port;
  }

  private static String newEmail(String who) {
    return who + "-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
  }
}
