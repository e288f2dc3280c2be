package io.vidlens;

import static io.vidlens.testing.CompactTimesAndCopyrightShapes.COMPACT;
import static io.vidlens.testing.CompactTimesAndCopyrightShapes.LONG;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.CompactTimesAndCopyrightShapes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Issue 39, points 1 and 6, through the whole service over HTTP, replaying the exchanges {@link
 * CompactTimesAndCopyrightShapes} builds from the documented shapes (no recording needed): a
 * channel dated in the platform's compact forms ("13d ago", "3hr ago") answers what its twin dated
 * in the long forms answers, and a country block on copyright grounds told only in the subreason is
 * a 451.
 */
class CompactTimesAndCopyrightReplayTest extends ConstructedServerTest {

  Answer get(String path) {
    Answer answer = api().get(path);
    assertThat(answer.status()).as(path + ": " + answer.text()).isEqualTo(200);
    return answer;
  }

  static List<String> texts(JsonNode data, String field) {
    List<String> out = new ArrayList<>();
    data.forEach(v -> out.add(v.path(field).isNull() ? null : v.path(field).asString()));
    return out;
  }

  @Test
  void theVideosTabKeepsThePlatformsCompactTexts() {
    JsonNode compact = get("/api/external/channels/videos?channelId=" + COMPACT).json().get("data");
    assertThat(texts(compact, "publishedTimeText"))
        .containsExactly(
            "30s ago",
            "5min ago",
            "3hr ago",
            "16h ago",
            "Streamed 2d ago",
            "4d ago",
            "1wk ago",
            "2w ago",
            "3wk ago",
            "1mo ago",
            "2mo ago",
            "4mo ago",
            "6mo ago",
            "10mo ago",
            "1yr ago",
            "2y ago",
            "3yr ago");
    JsonNode twin = get("/api/external/channels/videos?channelId=" + LONG).json().get("data");
    assertThat(texts(twin, "publishedTimeText")).contains("Streamed 2 days ago", "1 week ago");
  }

  /**
   * The outliers' ages come from the listing's dates: the compact twin analyses as many videos, in
   * the same age groups, against the same baselines, and finds the same outliers.
   */
  @Test
  void getOutliersAnalysesACompactlyDatedChannelAsItsLongFormTwin() {
    JsonNode compact = get("/api/external/channels/outliers?channelId=" + COMPACT).json();
    JsonNode twin = get("/api/external/channels/outliers?channelId=" + LONG).json();
    JsonNode stats = compact.get("stats");
    // 17 dated uploads: "30s" and "5min" are under an hour, "3hr" and "16h" each alone in a group
    // under 48 hours; the other 13 are scored. Unread compact dates would be 17 without age.
    assertThat(stats.get("videosAnalyzed").asInt()).isEqualTo(13);
    assertThat(stats.get("videosTooRecent").asInt()).isEqualTo(4);
    assertThat(stats.get("videosWithoutAge").asInt()).isZero();
    assertThat(stats).isEqualTo(twin.get("stats"));
    assertThat(compact.get("data")).isNotEmpty();
    assertThat(withoutIdentity(compact.get("data"))).isEqualTo(withoutIdentity(twin.get("data")));
  }

  /** An outlier entry without what names its twin (ID, thumbnails) or copies its text. */
  private static List<JsonNode> withoutIdentity(JsonNode data) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode v : data) {
      ObjectNode copy = (ObjectNode) v.deepCopy();
      copy.remove(List.of("videoId", "thumbnail", "thumbnails", "publishedTimeText", "url"));
      out.add(copy);
    }
    return out;
  }

  /** Without the RSS feed, the newest upload's age is the Videos tab's, in the long form. */
  @Test
  void getAnalyticsTellsTheLastUploadOfACompactlyDatedChannel() {
    for (String channel : List.of(COMPACT, LONG)) {
      Answer answer =
          api()
              .post(
                  "/api/external/analytics/channel-analytics",
                  "{\"channelId\":\"" + channel + "\"}");
      assertThat(answer.status()).as(answer.text()).isEqualTo(200);
      JsonNode about = answer.json().get(0).path("about");
      assertThat(about.path("lastVideoUploadDate").asString())
          .as(channel)
          .isEqualTo("30 seconds ago");
    }
  }

  /** Comments dated "2d ago (edited)" and "4d ago" have the publish dates "2 days ago" has. */
  @Test
  void compactCommentDatesGiveTheSamePublishDates() {
    List<String> ids = new ArrayList<>();
    for (String prefix : List.of("twC", "twL")) {
      ids.add(CompactTimesAndCopyrightShapes.uploads(prefix).get(6).id());
    }
    JsonNode compact =
        get("/api/external/videos/comments?videoId=" + ids.get(0)).json().get("data");
    JsonNode twin = get("/api/external/videos/comments?videoId=" + ids.get(1)).json().get("data");
    assertThat(compact).hasSize(twin.size()).isNotEmpty();
    assertThat(compact.get(1).path("publishedTimeText").asString()).isEqualTo("2d ago (edited)");
    assertThat(twin.get(1).path("publishedTimeText").asString()).isEqualTo("2 days ago");
    assertThat(texts(compact, "publishDate")).doesNotContainNull();
    assertThat(texts(compact, "publishDate")).isEqualTo(texts(twin, "publishDate"));
    assertThat(texts(compact, "publishedAt")).isEqualTo(texts(twin, "publishedAt"));
    // The page's time is 2026-06-01T12:00Z: "2 days ago" is the start of 30 May.
    assertThat(compact.get(1).path("publishDate").asString()).isEqualTo("2026-05-30T00:00:00Z");
  }

  @Test
  void aCopyrightBlockToldOnlyInTheSubreasonIs451() {
    String id = CompactTimesAndCopyrightShapes.COPYRIGHT_BLOCKED;
    for (String operation : List.of("transcript", "subtitle")) {
      Answer answer = api().get("/api/external/videos/" + operation + "?videoId=" + id);
      assertThat(answer.status()).as(operation + ": " + answer.text()).isEqualTo(451);
      assertThat(answer.error().path("code").asInt()).isEqualTo(451);
      assertThat(answer.error().path("message").asString())
          .isEqualTo("Video not available in this region");
      assertThat(answer.error().path("details").asString()).contains("on copyright grounds");
    }
    Answer bulk =
        api().post("/api/external/videos/bulk-transcript", "{\"videoIds\":[\"" + id + "\"]}");
    assertThat(bulk.status()).isEqualTo(200);
    assertThat(bulk.json().path("results").get(0).path("error").asString())
        .isEqualTo("Video not available in this region");
  }
}
