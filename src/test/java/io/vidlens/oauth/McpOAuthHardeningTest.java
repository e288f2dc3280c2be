package io.vidlens.oauth;

import static io.vidlens.oauth.OAuthSteps.PASSWORD;
import static io.vidlens.oauth.OAuthSteps.REDIRECT;
import static io.vidlens.oauth.OAuthSteps.newEmail;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ServerTest;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcOperations;
import tools.jackson.databind.JsonNode;

/**
 * Issue 40's open OAuth points: tokens kept only as hashes, the RFC 8707 resource checked and bound
 * into the token, and a dashboard session older than a password change unable to authorize an app.
 */
class McpOAuthHardeningTest extends ServerTest {

  private static final String ELSEWHERE = "https://elsewhere.example/mcp";

  @Autowired JdbcOperations jdbc;

  @Test
  void aDumpOfTheDatabaseHoldsNoIssuedTokenWhileTheTokensWorkRefreshAndRevoke() {
    ChatAppClient app = app();
    assertThat(app.registerConfidential("Web app", REDIRECT).status()).isEqualTo(201);
    Browser person = signedUp("dump");
    String code = steps().code(app, person);
    assertThat(dump()).as("the code").noneMatch(value -> value.contains(code));

    ChatAppClient.Answer issued = app.token(code, REDIRECT, app.verifier());
    assertThat(issued.status()).as(issued.body()).isEqualTo(200);
    String access = issued.json().path("access_token").asString();
    String refresh = issued.json().path("refresh_token").asString();
    assertThat(access).startsWith("vlo_");
    assertThat(refresh).isNotEmpty();
    assertThat(dump()).noneMatch(value -> value.contains(access) || value.contains(refresh));

    ChatAppClient.Answer initialized = app.initialize(access);
    assertThat(initialized.status()).as(initialized.body()).isEqualTo(200);
    JsonNode introspected = app.introspect(access).json();
    assertThat(introspected.path("active").asBoolean()).as(introspected.toString()).isTrue();
    assertThat(introspected.path("aud").toString()).contains(app.resource());

    ChatAppClient.Answer refreshed = app.refresh(refresh);
    assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(200);
    String renewed = refreshed.json().path("access_token").asString();
    assertThat(renewed).startsWith("vlo_").isNotEqualTo(access);
    assertThat(dump()).noneMatch(value -> value.contains(renewed));
    assertThat(app.initialize(renewed).status()).isEqualTo(200);

    assertThat(app.revoke(renewed).status()).isEqualTo(200);
    assertThat(app.initialize(renewed).status()).isEqualTo(401);
    assertThat(app.introspect(renewed).json().path("active").asBoolean()).isFalse();
  }

  @Test
  void onlyThisServersMcpResourceIsGrantedAndATokenBoundElsewhereIsRefusedAtMcp() {
    ChatAppClient app = app();
    app.register("Resource app", REDIRECT);
    Browser person = signedUp("resource");
    Browser.Page refused = person.get(app.authorizationUrl(REDIRECT, "s", ELSEWHERE));
    assertThat(refused.location()).startsWith(REDIRECT).contains("error=invalid_target", "state=s");

    String code = steps().code(app, person);
    ChatAppClient.Answer wrong = app.token(code, REDIRECT, app.verifier(), ELSEWHERE);
    assertThat(wrong.status()).isEqualTo(400);
    assertThat(wrong.json().path("error").asString()).isEqualTo("invalid_target");
    ChatAppClient.Answer issued = app.token(code, REDIRECT, app.verifier());
    assertThat(issued.status()).as(issued.body()).isEqualTo(200);
    String token = issued.json().path("access_token").asString();
    assertThat(app.initialize(token).status()).isEqualTo(200);

    // The same token as one issued for another resource (another issuer address, say).
    int bound =
        jdbc.update(
            "UPDATE oauth2_authorization"
                + " SET access_token_metadata = REPLACE(access_token_metadata, ?, ?)"
                + " WHERE access_token_value = ?",
            app.resource(),
            ELSEWHERE,
            HashedAuthorizations.hash(token));
    assertThat(bound).isOne();
    ChatAppClient.Answer elsewhere = app.initialize(token);
    assertThat(elsewhere.status()).isEqualTo(401);
    assertThat(elsewhere.challenge()).contains("error=\"invalid_token\"", "resource_metadata=");
    assertThat(elsewhere.body()).contains("\"code\":401", "another resource");
  }

  @Test
  void aSessionOlderThanThePasswordChangeSignsInAgainBeforeAnAppIsAuthorized() {
    ChatAppClient app = app();
    app.register("Password app", REDIRECT);
    String email = newEmail("password");
    Browser old = new Browser(base());
    old.signUpAndIn(email, PASSWORD);
    Browser current = new Browser(base());
    current.signIn(email, PASSWORD);
    String changed = "a brand new passphrase of mine";
    Browser.Page answer =
        current.submit(
            current.get("/dashboard/account"),
            "/dashboard/account/password",
            Map.of("current", PASSWORD, "password", changed, "confirm", changed));
    assertThat(answer.status()).as(answer.body()).isEqualTo(302);

    Browser.Page page = old.get(app.authorizationUrl(REDIRECT, "old"));
    assertThat(page.status()).as(page.body()).isEqualTo(302);
    assertThat(page.location()).contains("/dashboard/oauth/resume/");
    assertThat(old.get(page.location()).location()).contains("/dashboard/sign-in");

    // The session that changed the password goes on, and reaches the consent.
    Browser.Page consent =
        steps().follow(current, current.get(app.authorizationUrl(REDIRECT, "current")));
    assertThat(consent.status()).isEqualTo(200);
    assertThat(consent.body()).contains("Password app");
  }

  /** Every value of every authorization row, as a database dump would show it. */
  private List<String> dump() {
    return jdbc.queryForList("SELECT * FROM oauth2_authorization").stream()
        .flatMap(row -> row.values().stream())
        .filter(Objects::nonNull)
        .map(Object::toString)
        .toList();
  }

  private ChatAppClient app() {
    ChatAppClient app = new ChatAppClient(base() + "/mcp");
    app.discover();
    return app;
  }

  private Browser signedUp(String who) {
    Browser person = new Browser(base());
    person.signUpAndIn(newEmail(who), PASSWORD);
    return person;
  }

  private OAuthSteps steps() {
    return new OAuthSteps(base());
  }

  private String base() {
    return "http://127.0.0.1:" + port;
  }
}
