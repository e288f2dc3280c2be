package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ReplayServerTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The recorded channels analysed as a client sees them, read as their creators would: their own
 * series found and named, promotions flagged, buckets that never split a series, and ideas that
 * read as video titles. The analyses are written to {@code target/analysis-structure-replay.md}.
 */
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
class ChannelStructureReplayTest extends ReplayServerTest {

  static final Map<String, String> CHANNELS = new LinkedHashMap<>();

  static {
    CHANNELS.put("Captain Disillusion", "UCEOXxzW2vU0P-0THehuIIeg");
    CHANNELS.put("Kurzgesagt", "UCsXVk37bltHxD1rDPwtNM8Q");
    CHANNELS.put("Vsauce", "UC6nSFpj9HTCZ5t-N3Rm3-HA");
    CHANNELS.put("Shemp", "UCEAXWzgcuF6XEiJcszhikQA");
    CHANNELS.put("NBC News", "UCeY0bbntWzzVIaj2z3QigXg");
    CHANNELS.put("24 News HD", "UCcmpeVbSSQlZRvHfdC-CRwg");
    CHANNELS.put("Trap City", "UC65afEgL62PGFWXY7n6CUbA");
  }

  static final Map<String, JsonNode> RESULTS = new LinkedHashMap<>();

  @Autowired ApiKeyService keys;

  JsonNode analysis(String channel) throws Exception {
    synchronized (RESULTS) {
      if (!RESULTS.containsKey(channel)) {
        IssuedKey key = keys.create("structure-" + System.nanoTime(), "k", null);
        ApiClient client = api().withKey(key.secret());
        JsonNode created = client.get(AnalysisJobReplayTest.CREATE + CHANNELS.get(channel)).json();
        JsonNode done =
            AnalysisJobReplayTest.waitForResult(client, created.get(0).get("job_id").asString());
        RESULTS.put(channel, done.get("result"));
      }
      return RESULTS.get(channel);
    }
  }

  @Test
  void dump() throws Exception {
    StringBuilder out = new StringBuilder();
    for (String channel : CHANNELS.keySet()) {
      JsonNode r = analysis(channel);
      JsonNode cs = r.at("/strategic_insights/content_strategy");
      out.append("## ").append(channel).append("\n\n### buckets\n");
      for (JsonNode b : cs.get("content_buckets")) {
        out.append(
            String.format(
                "- %s [%s, conf %.2f, %d videos, median %.0f]: %s%n",
                b.get("bucket_name").asString(),
                b.get("bucket_kind").asString(),
                b.get("confidence_score").asDouble(),
                b.get("video_count").asInt(),
                b.get("median_views").asDouble(),
                titles(b.get("videos"))));
      }
      out.append("\n### series\n");
      for (JsonNode s : cs.get("series")) {
        out.append("- ").append(s.toString()).append("\n");
      }
      out.append("\n### flagged\n");
      for (JsonNode f : cs.get("flagged_videos")) {
        out.append("- ").append(f.toString()).append("\n");
      }
      out.append("\n### topics\n");
      for (JsonNode t : r.at("/strategic_insights/suggested_topics/topics")) {
        out.append("- **")
            .append(t.get("title").asString())
            .append("**: ")
            .append(t.get("description").asString())
            .append("\n");
      }
      out.append("\n### formats\n");
      for (JsonNode g : r.at("/strategic_insights/title_format_strategy/format_groups")) {
        out.append("- ")
            .append(g.get("format_name").asString())
            .append(" ")
            .append(g.get("video_count").asInt())
            .append("\n");
      }
      out.append("\n");
    }
    Path file = Path.of("target", "analysis-structure-replay.md");
    Files.writeString(file, out.toString());
    assertThat(RESULTS).hasSize(CHANNELS.size());
  }

  private static String titles(JsonNode videos) {
    StringBuilder s = new StringBuilder();
    for (JsonNode v : videos) {
      s.append(s.isEmpty() ? "" : " · ").append(v.get("title").asString());
    }
    return s.toString();
  }

  static JsonNode series(JsonNode result, String name) {
    for (JsonNode s : result.at("/strategic_insights/content_strategy/series")) {
      if (s.get("name").asString().equals(name)) {
        return s;
      }
    }
    throw new AssertionError("no series " + name);
  }

  @Test
  void captainDisillusionsConventionsAreItsSeriesAndNoneIsSplit() throws Exception {
    JsonNode r = analysis("Captain Disillusion");
    assertThat(series(r, "CD").get("template").asString()).isEqualTo("CD / X");
    assertThat(series(r, "CD").get("video_count").asInt()).isEqualTo(10);
    assertThat(series(r, "Quick D").get("template").asString()).isEqualTo("X | Quick D");
    assertThat(series(r, "Quick D").get("video_count").asInt()).isEqualTo(7);
    assertThat(series(r, "DEBUNK").get("template").asString()).isEqualTo("X DEBUNK");
    assertThat(series(r, "CD").at("/episode_decay/ordered_by").asString()).isEqualTo("upload date");
    assertThat(series(r, "CD").get("views_basis").asString())
        .contains("as shown today")
        .contains("as Get Outliers compares them");
    // The series is compared at equal age too (Get Outliers' method), not only by raw views.
    assertThat(series(r, "CD").get("median_equal_age_ratio").isNumber()).isTrue();
    assertThat(series(r, "CD").at("/episode_decay").has("retained_at_equal_age")).isTrue();
    JsonNode buckets = r.at("/strategic_insights/content_strategy/content_buckets");
    for (String name : new String[] {"CD", "Quick D", "DEBUNK"}) {
      int holding = 0;
      for (JsonNode b : buckets) {
        if (b.get("bucket_name").asString().equals(name)) {
          holding++;
          assertThat(b.get("bucket_kind").asString()).isEqualTo("series");
          assertThat(b.get("video_count").asInt())
              .isEqualTo(series(r, name).get("video_count").asInt());
        }
      }
      assertThat(holding).as(name + " is one bucket").isEqualTo(1);
    }
    for (JsonNode g : r.at("/strategic_insights/title_format_strategy/format_groups")) {
      assertThat(g.get("format_name").asString()).isNotEqualTo("List / Number");
    }
  }

  @Test
  void shempsNumberedSeriesHasItsEpisodeDecay() throws Exception {
    JsonNode s = series(analysis("Shemp"), "Collect-A-Thon");
    assertThat(s.get("template").asString()).isEqualTo("X | Collect-A-Thon Ep. N");
    assertThat(s.at("/episode_decay/ordered_by").asString()).isEqualTo("episode number");
    assertThat(s.at("/episode_decay/first/title").asString()).endsWith("Ep. 2");
    assertThat(s.at("/episode_decay/latest/title").asString()).endsWith("Ep. 3");
  }

  @Test
  void aNewsChannelsShowsAreSeriesAndNoBucketIsAFirstNameOrAMonth() throws Exception {
    JsonNode r = analysis("NBC News");
    assertThat(series(r, "Full interview").get("template").asString())
        .isEqualTo("X: Full interview");
    assertThat(series(r, "NBC Nightly News Full Episode").get("template").asString())
        .isEqualTo("NBC Nightly News Full Episode (date)");
    for (JsonNode b : r.at("/strategic_insights/content_strategy/content_buckets")) {
      assertThat(b.get("bucket_name").asString()).isNotIn("Todd", "Jan", "Morning", "Alex");
    }
    JsonNode news = analysis("24 News HD");
    series(news, "Morning With Fiza");
    for (JsonNode b : news.at("/strategic_insights/content_strategy/content_buckets")) {
      assertThat(b.get("bucket_name").asString()).doesNotContain("24 News");
    }
    assertThat(news.at("/strategic_insights/content_strategy/flagged_videos").size())
        .as("a news channel's short clips are no promotions")
        .isZero();
  }

  @Test
  void vsaucesGiveawayIsFlaggedAndTopicsReadAsTitles() throws Exception {
    JsonNode r = analysis("Vsauce");
    JsonNode flagged = r.at("/strategic_insights/content_strategy/flagged_videos");
    assertThat(flagged.size()).isEqualTo(1);
    assertThat(flagged.get(0).get("title").asString())
        .isEqualTo("Giving Away My Beard For Charity!");
    for (String channel : CHANNELS.keySet()) {
      for (JsonNode t : analysis(channel).at("/strategic_insights/suggested_topics/topics")) {
        assertThat(t.get("title").asString().split("\\s+").length)
            .as(channel + ": " + t.get("title").asString())
            .isGreaterThanOrEqualTo(3);
        assertThat(t.get("evidence").size()).isGreaterThanOrEqualTo(3);
      }
    }
  }

  @BeforeAll
  static void clear() {
    RESULTS.clear();
  }
}
