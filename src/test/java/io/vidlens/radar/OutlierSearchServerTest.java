package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The niche outlier search through the whole server, over corpus rows stored as the thumbnail
 * indexer stores them: a channel of twelve videos on its usual curve and one planted at 5× is found
 * and nothing else of that channel; the answer is checked against the OpenAPI document by {@link
 * ApiClient}, charged one unit, and every bad filter is a 400 naming it, not charged.
 */
class OutlierSearchServerTest extends ReplayServerTest {

  static final String PATH = Operation.Paths.OUTLIER_SEARCH;

  @Autowired ApiKeyService keys;
  @Autowired DataSource dataSource;
  @Autowired Clock clock;

  private ApiClient newAccount() {
    return api().withKey(keys.create("outliers-" + System.nanoTime(), "k", null).secret());
  }

  /** Stores a channel of 12 typical videos (3 to 40 days old) and one at 5×; answers its IDs. */
  private List<String> storeChannel(String channelId, String prefix, long subscribers) {
    JdbcClient jdbc = JdbcClient.create(dataSource);
    Instant now = clock.instant();
    jdbc.sql(
            "INSERT INTO thumbnail_channels (channel_id, about, fetched_at) VALUES (?, ?, ?)"
                + " ON CONFLICT (channel_id) DO NOTHING")
        .params(
            channelId,
            "{\"title\":\"Planted\",\"subscriberCount\":" + subscribers + "}",
            now.toEpochMilli())
        .update();
    List<String> ids = new ArrayList<>();
    long[] days = {3, 4, 5, 6, 8, 10, 14, 18, 22, 26, 33, 40, 12};
    for (int i = 0; i < days.length; i++) {
      String id = (prefix + i + "xxxxxxxxxxx").substring(0, 11);
      boolean planted = i == days.length - 1;
      long views = Math.round((planted ? 5 : 0.9 + 0.02 * i) * 40_000);
      String published = now.minus(Duration.ofDays(days[i])).toString();
      jdbc.sql(
              "INSERT INTO thumbnail_videos (video_id, channel_id, title, source_url, view_count,"
                  + " state, next_attempt_at, seen_at, details, indexed_at)"
                  + " VALUES (?, ?, ?, '', ?, 'done', ?, ?, ?, ?)")
          .params(
              id,
              channelId,
              "Video " + i + " of the planted channel",
              views,
              now.toEpochMilli(),
              now.toEpochMilli(),
              "{\"viewCount\":\"" + views + "\",\"publishedAt\":\"" + published + "\"}",
              now.toEpochMilli())
          .update();
      ids.add(id);
    }
    return ids;
  }

  @Test
  void thePlantedVideoIsFoundWithItsEvidenceInTheDocumentedShapeForOneUnit() {
    String channel = "UC" + String.format(Locale.ROOT, "%022d", System.nanoTime() % 1_000_000);
    List<String> ids = storeChannel(channel, "p" + (System.nanoTime() % 1000), 777_777);
    ApiClient client = newAccount();
    Answer before = client.get(Operation.Paths.WATCHLISTS);

    Answer answer = client.get(PATH + "?minSubscribers=777777&maxSubscribers=777777&format=long");
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    JsonNode body = answer.json();
    assertThat(body.path("data")).hasSize(1);
    JsonNode found = body.path("data").get(0);
    assertThat(found.path("videoId").asString()).isEqualTo(ids.getLast());
    assertThat(found.path("channelId").asString()).isEqualTo(channel);
    assertThat(found.path("basis").asString()).isEqualTo("equal_age");
    assertThat(found.path("ageGroup").asString()).isEqualTo("1–4 weeks");
    assertThat(found.path("score").asDouble()).isBetween(4.0, 6.0);
    assertThat(found.path("comparisonVideos").asInt()).isGreaterThanOrEqualTo(5);
    assertThat(found.path("views").asLong()).isEqualTo(200_000);
    assertThat(found.path("summary").asString())
        .startsWith(found.path("score").asString().substring(0, 1));
    assertThat(body.path("coverage").path("videos").asInt()).isGreaterThanOrEqualTo(13);
    assertThat(body.path("coverage").path("sources").asString()).contains("no platform request");
    assertThat(body.path("filters").path("minScore").asDouble()).isEqualTo(3.0);
    assertThat(before.longHeader("X-Quota-Remaining") - answer.longHeader("X-Quota-Remaining"))
        .isEqualTo(1);

    Answer nothing = client.get(PATH + "?minSubscribers=777777&maxSubscribers=777777&format=short");
    assertThat(nothing.status()).isEqualTo(200);
    assertThat(nothing.json().path("data")).isEmpty();
  }

  @Test
  void badFiltersAreRefusedNamingTheParameterAndNotCharged() {
    ApiClient client = newAccount();
    Answer first = client.get(PATH + "?minScore=1001");
    for (String query :
        List.of(
            "minScore=1001",
            "minScore=abc",
            "limit=0",
            "limit=2.5",
            "format=vertical",
            "language=english",
            "minSubscribers=-5",
            "minSubscribers=10&maxSubscribers=5",
            "publishedAfter=yesterday",
            "days=0",
            "days=3&publishedAfter=2026-01-01",
            "publishedAfter=2026-05-02&publishedBefore=2026-05-01",
            "minSimilarity=2",
            "q=" + "a".repeat(201))) {
      Answer answer = client.get(PATH + "?" + query);
      assertThat(answer.status()).as(query).isEqualTo(400);
      assertThat(answer.error().path("message").asString()).as(query).isEqualTo("Invalid search");
      String parameter = query.substring(0, query.indexOf('='));
      assertThat(answer.error().path("details").asString()).as(query).contains(parameter);
    }
    Answer last = client.get(PATH + "?limit=0");
    assertThat(last.longHeader("X-Quota-Remaining"))
        .as("refusals are not charged")
        .isEqualTo(first.longHeader("X-Quota-Remaining"));
  }
}
