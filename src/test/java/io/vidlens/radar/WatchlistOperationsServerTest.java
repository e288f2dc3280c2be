package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The watchlist operations through the whole server (the gate, the controller, the store; channels
 * read from the recordings): every answer is checked against the OpenAPI document by {@link
 * ApiClient}, each charged as documented, errors in the envelope.
 */
class WatchlistOperationsServerTest extends ReplayServerTest {

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";
  static final String LISTS = Operation.Paths.WATCHLISTS;

  @Autowired ApiKeyService keys;

  private ApiClient newAccount(String plan) {
    return api().withKey(keys.create("radar-" + System.nanoTime(), "k", plan).secret());
  }

  private static long remaining(Answer answer) {
    return answer.longHeader("X-Quota-Remaining");
  }

  private static String channels(String id) {
    return LISTS + "/" + id + "/channels";
  }

  @Test
  void aListIsMadeFilledReadRenamedEmptiedAndDeletedEachForItsUnit() {
    ApiClient client = newAccount(null);
    Answer created = client.post(LISTS, "{\"name\":\"  Competitors \"}");
    assertThat(created.status()).isEqualTo(200);
    String id = created.json().path("id").asString();
    assertThat(created.json().path("name").asString()).isEqualTo("Competitors");
    assertThat(created.json().path("breakoutThreshold").asDouble()).isEqualTo(3.0);
    assertThat(created.json().path("channelCount").asInt()).isZero();

    Answer added = client.post(channels(id), "{\"channel\":\"" + KURZGESAGT + "\"}");
    assertThat(added.status()).as(added.text()).isEqualTo(200);
    assertThat(remaining(created) - remaining(added)).as("units of one add").isEqualTo(1);
    JsonNode channel = added.json().path("channels").get(0);
    assertThat(channel.path("channelId").asString()).isEqualTo(KURZGESAGT);
    assertThat(channel.path("title").asString()).containsIgnoringCase("kurzgesagt");

    Answer byUrl =
        client.post(
            channels(id), "{\"channel\":\"https://www.youtube.com/channel/" + VSAUCE + "\"}");
    assertThat(byUrl.json().path("channels"))
        .extracting(c -> c.path("channelId").asString())
        .containsExactly(KURZGESAGT, VSAUCE);
    Answer again = client.post(channels(id), "{\"channel\":\"" + KURZGESAGT + "\"}");
    assertThat(again.json().path("channelCount").asInt()).as("already on it").isEqualTo(2);

    Answer renamed =
        client.send(
            "PATCH",
            LISTS + "/" + id,
            "{\"name\":\"Rivals\",\"breakoutThreshold\":4.5}",
            "application/json");
    assertThat(renamed.json().path("name").asString()).isEqualTo("Rivals");
    assertThat(renamed.json().path("breakoutThreshold").asDouble()).isEqualTo(4.5);

    Answer listed = client.get(LISTS);
    assertThat(listed.json().path("data")).hasSize(1);
    assertThat(listed.json().path("limits").path("watchlists").asInt()).isEqualTo(10);
    assertThat(listed.json().path("limits").path("channelsPerWatchlist").asInt()).isEqualTo(50);

    Answer removed = client.send("DELETE", channels(id) + "?channelId=" + KURZGESAGT, null, null);
    assertThat(removed.json().path("channels"))
        .extracting(c -> c.path("channelId").asString())
        .containsExactly(VSAUCE);
    Answer deleted = client.send("DELETE", LISTS + "/" + id, null, null);
    assertThat(deleted.json().path("deleted").asBoolean()).isTrue();
    assertThat(remaining(listed) - remaining(deleted)).as("remove and delete").isEqualTo(2);
    assertThat(client.get(LISTS + "/" + id).status()).isEqualTo(404);
  }

  @Test
  void anUnknownListAndAnotherAccountsListAreNotFoundAndChargedAsEvery404() {
    ApiClient owner = newAccount(null);
    ApiClient other = newAccount(null);
    String id = owner.post(LISTS, "{\"name\":\"Mine\"}").json().path("id").asString();
    Answer before = other.get(LISTS);

    Answer unknown = other.get(LISTS + "/00000000-0000-4000-8000-000000000000");
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.error().path("message").asString()).isEqualTo("Watchlist not found");
    for (Answer answer :
        new Answer[] {
          other.get(LISTS + "/" + id),
          other.send("PATCH", LISTS + "/" + id, "{\"name\":\"Taken\"}", "application/json"),
          other.send("DELETE", LISTS + "/" + id, null, null),
          other.post(channels(id), "{\"channel\":\"" + KURZGESAGT + "\"}")
        }) {
      assertThat(answer.status()).as(answer.text()).isEqualTo(404);
      assertThat(answer.error().path("message").asString()).isEqualTo("Watchlist not found");
    }
    assertThat(remaining(before) - remaining(other.get(LISTS))).isEqualTo(5 + 1);
    assertThat(owner.get(LISTS + "/" + id).json().path("name").asString()).isEqualTo("Mine");
  }

  @Test
  void badInputIs400InTheEnvelopeAndCostsNothing() {
    ApiClient client = newAccount(null);
    String id = client.post(LISTS, "{\"name\":\"Checked\"}").json().path("id").asString();
    Answer start = client.get(LISTS);
    String[][] bad = {
      {"POST", LISTS, "{}", "Field 'name' is required."},
      {"POST", LISTS, "{\"name\":\"" + "n".repeat(101) + "\"}", "at most 100"},
      {"POST", LISTS, "{\"name\":\"x\",\"breakoutThreshold\":0.5}", "from 1 to 100"},
      {"POST", LISTS, "{\"name\":\"x\",\"breakoutThreshold\":\"3\"}", "must be a number"},
      {"POST", LISTS, "{\"name\":\"a\\u0000b\"}", "control character"},
      {"PATCH", LISTS + "/" + id, "{}", "Give a new 'name'"},
      {"POST", channels(id), "{}", "Field 'channel' is required"},
      {"POST", channels(id), "{\"channel\":\"not a channel\"}", "channel ID"},
      {"DELETE", channels(id) + "?channelId=nope", null, "channel ID"},
    };
    for (String[] call : bad) {
      Answer answer =
          client.send(call[0], call[1], call[2], call[2] == null ? null : "application/json");
      assertThat(answer.status()).as(call[2]).isEqualTo(400);
      assertThat(answer.error().path("details").asString()).as(call[2]).contains(call[3]);
    }
    assertThat(remaining(start) - remaining(client.get(LISTS)))
        .as("only the last list")
        .isEqualTo(1);
  }

  @Test
  void thePlansLimitsAndATakenNameAre409WithWhatToDoAndCostNothing() {
    ApiClient client = newAccount("tiny");
    String id = client.post(LISTS, "{\"name\":\"Only\"}").json().path("id").asString();
    client.post(channels(id), "{\"channel\":\"" + KURZGESAGT + "\"}");
    Answer before = client.get(LISTS);
    assertThat(before.json().path("limits").path("plan").asString()).isEqualTo("tiny");

    Answer second = client.post(LISTS, "{\"name\":\"Second\"}");
    assertThat(second.status()).isEqualTo(409);
    assertThat(second.error().path("message").asString()).isEqualTo("Watchlist limit reached");
    assertThat(second.error().path("details").asString())
        .isEqualTo("The plan tiny allows 1 watchlists per account; delete one first.");
    Answer full = client.post(channels(id), "{\"channel\":\"" + VSAUCE + "\"}");
    assertThat(full.status()).isEqualTo(409);
    assertThat(full.error().path("details").asString()).contains("1 channels per watchlist");
    Answer taken = newAccount(null).post(LISTS, "{\"name\":\"Only\"}");
    assertThat(taken.status()).as("another account's name is free").isEqualTo(200);

    ApiClient other = newAccount(null);
    other.post(LISTS, "{\"name\":\"Dup\"}");
    Answer dup = other.post(LISTS, "{\"name\":\"Dup\"}");
    assertThat(dup.status()).isEqualTo(409);
    assertThat(dup.error().path("message").asString()).isEqualTo("Watchlist name taken");
    assertThat(remaining(before) - remaining(client.get(LISTS))).as("409s are free").isEqualTo(1);
  }

  @Test
  void aChannelThatDoesNotExistIs404AndNothingIsAdded() {
    ApiClient client = newAccount(null);
    String id = client.post(LISTS, "{\"name\":\"Ghosts\"}").json().path("id").asString();
    Answer missing = client.post(channels(id), "{\"channel\":\"UC" + "x".repeat(22) + "\"}");
    assertThat(missing.status()).as(missing.text()).isIn(404, 503);
    assertThat(client.get(LISTS + "/" + id).json().path("channelCount").asInt()).isZero();
  }
}
