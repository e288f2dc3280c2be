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
 * The breakout operation through the whole server: its answer checked against the OpenAPI document
 * by {@link ApiClient}, charged one unit, another account's list not found. The channel has no
 * stored trajectories here, so its recorded listing's equal-age groups are the basis.
 */
class BreakoutOperationServerTest extends ReplayServerTest {

  static final String LISTS = Operation.Paths.WATCHLISTS;

  @Autowired ApiKeyService keys;

  private ApiClient newAccount() {
    return api().withKey(keys.create("breakout-" + System.nanoTime(), "k", null).secret());
  }

  @Test
  void aWatchlistsChannelsRecentVideosAreScoredInTheDocumentedShapeForOneUnit() {
    ApiClient client = newAccount();
    String id = client.post(LISTS, "{\"name\":\"Rivals\"}").json().path("id").asString();
    client.post(
        LISTS + "/" + id + "/channels",
        "{\"channel\":\"" + WatchlistOperationsServerTest.KURZGESAGT + "\"}");
    Answer before = client.get(LISTS);

    Answer answer = client.get(LISTS + "/" + id + "/breakouts");
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    JsonNode report = answer.json();
    assertThat(report.path("watchlistId").asString()).isEqualTo(id);
    assertThat(report.path("breakoutThreshold").asDouble()).isEqualTo(3.0);
    JsonNode channel = report.path("channels").get(0);
    assertThat(channel.path("channelId").asString())
        .isEqualTo(WatchlistOperationsServerTest.KURZGESAGT);
    assertThat(channel.path("videos"))
        .as("the recorded listing's videos of the last 30 days")
        .isNotEmpty();
    for (JsonNode video : channel.path("videos")) {
      assertThat(video.path("basis").asString()).isEqualTo("listing");
      assertThat(video.path("ageHours").asDouble()).isLessThan(30 * 24);
      boolean tracking = video.path("verdict").asString().equals("tracking");
      assertThat(video.path("summary").asString())
          .startsWith(tracking ? "tracking to " : "too early to say: ");
      if (tracking) {
        assertThat(video.path("range").path("low").asDouble()).isGreaterThan(1.0);
        assertThat(video.path("comparisonVideos").asInt()).isGreaterThanOrEqualTo(5);
      }
    }
    assertThat(before.longHeader("X-Quota-Remaining") - answer.longHeader("X-Quota-Remaining"))
        .isEqualTo(1);

    Answer other = newAccount().get(LISTS + "/" + id + "/breakouts");
    assertThat(other.status()).isEqualTo(404);
    assertThat(other.error().path("message").asString()).isEqualTo("Watchlist not found");
  }
}
