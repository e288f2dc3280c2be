package io.vidlens.oauth;

import static io.vidlens.oauth.OAuthSteps.REDIRECT;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ServerTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Open registration within bounds: per network per hour, and per registration. */
@TestPropertySource(properties = "vidlens.oauth.registrations-per-network-per-hour=3")
class OAuthRegistrationLimitsTest extends ServerTest {

  @Test
  void aNetworkRegistersAFewAppsAnHourAndEachRegistrationIsBounded() {
    ChatAppClient app = new ChatAppClient("http://127.0.0.1:" + port + "/mcp");
    app.discover();

    ObjectNode oversized = registration("Big app", 1);
    oversized.put("client_uri", "https://example.com/" + "x".repeat(20_000));
    ChatAppClient.Answer tooLarge = app.register(oversized.toString());
    assertThat(tooLarge.status()).isEqualTo(413);
    assertThat(tooLarge.json().path("error").asString()).isEqualTo("invalid_client_metadata");

    ChatAppClient.Answer tooMany = app.register(registration("Many", 11).toString());
    assertThat(tooMany.status()).isEqualTo(400);
    assertThat(tooMany.json().path("error").asString()).isEqualTo("invalid_redirect_uri");

    ChatAppClient.Answer named = app.register(registration("n".repeat(5_000), 1).toString());
    assertThat(named.status()).isEqualTo(201);
    assertThat(named.json().path("client_name").asString()).hasSizeLessThanOrEqualTo(101);

    assertThat(app.register("Third app", REDIRECT).status()).isEqualTo(201);
    ChatAppClient.Answer limited = app.register("Fourth app", REDIRECT);
    assertThat(limited.status()).isEqualTo(429);
    assertThat(Long.parseLong(limited.retryAfter())).isPositive();
    assertThat(limited.json().path("error").asString()).isEqualTo("temporarily_unavailable");
    assertThat(limited.json().path("error_description").asString())
        .contains("Too many apps registered from this network");
  }

  private static ObjectNode registration(String name, int redirects) {
    ObjectNode body =
        ChatAppClient.JSON
            .createObjectNode()
            .put("client_name", name)
            .put("token_endpoint_auth_method", "none");
    ArrayNode uris = body.putArray("redirect_uris");
    for (int i = 0; i < redirects; i++) {
      uris.add("http://127.0.0.1:1/callback" + i);
    }
    return body;
  }
}
