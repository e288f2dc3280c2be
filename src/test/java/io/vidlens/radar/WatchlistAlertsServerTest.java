package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A watchlist's alert settings through the whole server (Update Watchlist's {@code alerts}, every
 * answer checked against the OpenAPI document): the secret shown once when made and once when
 * rotated, never on a read; webhook URLs that lead inside the network, or are not https, refused
 * with 400 in the envelope before anything is stored.
 */
class WatchlistAlertsServerTest extends ReplayServerTest {

  static final String LISTS = Operation.Paths.WATCHLISTS;

  /** A public address, spelled as one: no name server is asked. */
  static final String PUBLIC_HOOK = "https://93.184.216.34/hooks/vidlens";

  @Autowired ApiKeyService keys;

  private Answer patch(ApiClient client, String id, String body) {
    return client.send("PATCH", LISTS + "/" + id, body, "application/json");
  }

  @Test
  void theSecretIsShownOnceWhenMadeAndOnceWhenRotated() {
    ApiClient client =
        api().withKey(keys.create("alerts-" + System.nanoTime(), "k", null).secret());
    String id = client.post(LISTS, "{\"name\":\"Rivals\"}").json().path("id").asString();
    assertThat(client.get(LISTS + "/" + id).json().path("alerts").isNull()).isTrue();

    Answer set =
        patch(
            client,
            id,
            "{\"alerts\":{\"webhookUrl\":\"" + PUBLIC_HOOK + "\",\"email\":\"me@example.org\"}}");
    assertThat(set.status()).as(set.text()).isEqualTo(200);
    String secret = set.json().path("alerts").path("secret").asString();
    assertThat(secret).startsWith("whsec_").hasSize(6 + 64);
    assertThat(set.json().path("alerts").path("enabled").asBoolean()).isTrue();
    assertThat(set.json().path("name").asString()).as("the rest unchanged").isEqualTo("Rivals");

    Answer read = client.get(LISTS + "/" + id);
    assertThat(read.json().path("alerts").path("webhookUrl").asString()).isEqualTo(PUBLIC_HOOK);
    assertThat(read.json().path("alerts").path("secret").isNull()).isTrue();
    assertThat(client.get(LISTS).json().path("data").get(0).path("alerts").path("secret").isNull())
        .isTrue();

    Answer rotated = patch(client, id, "{\"alerts\":{\"rotateSecret\":true}}");
    assertThat(rotated.json().path("alerts").path("secret").asString())
        .startsWith("whsec_")
        .isNotEqualTo(secret);
    Answer off = patch(client, id, "{\"alerts\":{\"enabled\":false,\"email\":null}}");
    assertThat(off.json().path("alerts").path("enabled").asBoolean()).isFalse();
    assertThat(off.json().path("alerts").path("email").isNull()).isTrue();
    assertThat(off.json().path("alerts").path("secret").isNull()).isTrue();
    assertThat(off.json().path("alerts").path("webhookUrl").asString()).isEqualTo(PUBLIC_HOOK);
  }

  @Test
  void webhookUrlsThatLeadInsideTheNetworkOrAreNotHttpsAreRefused() {
    ApiClient client =
        api().withKey(keys.create("alerts-" + System.nanoTime(), "k", null).secret());
    String id = client.post(LISTS, "{\"name\":\"Rivals\"}").json().path("id").asString();
    String[][] refused = {
      {"https://127.0.0.1/hook", "not allowed (loopback address)"},
      {"https://10.1.2.3/hook", "not allowed (private address)"},
      {"https://169.254.169.254/latest/meta-data", "not allowed (link-local or metadata address)"},
      {"https://[::ffff:192.168.0.1]/hook", "not allowed (private address"},
      {"https://2130706433/hook", "not allowed (loopback address)"},
      {"http://93.184.216.34/hook", "must be https"},
      {"https://user:pw@93.184.216.34/hook", "holds credentials"},
      {"ftp://93.184.216.34/hook", "must be https"},
    };
    for (String[] url : refused) {
      Answer answer = patch(client, id, "{\"alerts\":{\"webhookUrl\":\"" + url[0] + "\"}}");
      assertThat(answer.status()).as(url[0]).isEqualTo(400);
      assertThat(answer.error().path("message").asString()).isEqualTo("Invalid alert settings");
      assertThat(answer.error().path("details").asString()).as(url[0]).contains(url[1]);
    }
    Answer badMail = patch(client, id, "{\"alerts\":{\"email\":\"not an address\"}}");
    assertThat(badMail.status()).isEqualTo(400);
    assertThat(badMail.error().path("details").asString()).contains("'email'");
    Answer notObject = patch(client, id, "{\"alerts\":true}");
    assertThat(notObject.status()).isEqualTo(400);
    // nothing was stored by the refusals
    assertThat(client.get(LISTS + "/" + id).json().path("alerts").isNull()).isTrue();
  }
}
