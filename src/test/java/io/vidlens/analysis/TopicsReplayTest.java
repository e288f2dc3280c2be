package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ReplayServerTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * Kurzgesagt's recorded videos, analysed as a client sees it: buckets named by phrases of their own
 * titles, confidence that differs between buckets, ten distinct topics and every recommendation
 * citing at least three videos.
 */
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
class TopicsReplayTest extends ReplayServerTest {

  @Autowired ApiKeyService keys;

  /** Lower case, possessives and punctuation out: how a name is looked for in a title. */
  static String plain(String s) {
    return " "
        + s.toLowerCase(Locale.ROOT)
            .replaceAll("['’]s\\b", "")
            .replaceAll("[^\\p{L}\\p{N}-]+", " ")
            .strip()
        + " ";
  }

  @Test
  void kurzgesagtIsBucketedByItsOwnPhrasesAndEveryTopicCitesThreeVideos() throws Exception {
    IssuedKey key = keys.create("topics-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(key.secret());
    JsonNode created =
        client.get(AnalysisJobReplayTest.CREATE + AnalysisJobReplayTest.KURZGESAGT).json();
    JsonNode done =
        AnalysisJobReplayTest.waitForResult(client, created.get(0).get("job_id").asString());
    JsonNode insights = done.at("/result/strategic_insights");

    JsonNode buckets = insights.at("/content_strategy/content_buckets");
    assertThat(buckets.size()).isGreaterThanOrEqualTo(6);
    Set<String> names = new HashSet<>();
    Set<Double> confidences = new HashSet<>();
    for (JsonNode b : buckets) {
      String name = b.get("bucket_name").asString();
      List<String> titles = new ArrayList<>();
      b.get("videos").forEach(v -> titles.add(plain(v.get("title").asString())));
      assertThat(titles)
          .as("bucket '%s' is named by a phrase of its own titles", name)
          .anyMatch(t -> t.contains(plain(name)));
      assertThat(name.split(" ")).as(name).hasSizeLessThanOrEqualTo(3);
      assertThat(name).doesNotContain("&");
      assertThat(names.add(name.toLowerCase(Locale.ROOT))).as("distinct: " + name).isTrue();
      confidences.add(b.get("confidence_score").asDouble());
    }
    assertThat(confidences).as("confidence spreads").hasSizeGreaterThan(1);

    JsonNode topics = insights.at("/suggested_topics/topics");
    assertThat(topics.size()).isEqualTo(10);
    assertThat(insights.at("/suggested_topics/total_topics").asInt()).isEqualTo(10);
    Set<String> topicTitles = new HashSet<>();
    for (JsonNode t : topics) {
      String title = t.get("title").asString();
      assertThat(topicTitles.add(title.toLowerCase(Locale.ROOT))).as(title).isTrue();
      assertThat(title).doesNotContain("30 Days", "The Truth About", "Mistakes About");
      assertThat(t.get("description").asString()).containsIgnoringCase("bucket '");
      assertThat(t.get("evidence").size()).as(title).isGreaterThanOrEqualTo(3);
    }
    // The channel has enough strong buckets for ten topics, so none comes from a bucket under
    // half the channel's median views (Kurzgesagt's two announcement videos).
    List<Double> views = new ArrayList<>();
    buckets.forEach(b -> b.get("videos").forEach(v -> views.add(v.get("views").asDouble())));
    views.sort(Double::compare);
    double median =
        views.size() % 2 == 1
            ? views.get(views.size() / 2)
            : (views.get(views.size() / 2 - 1) + views.get(views.size() / 2)) / 2;
    for (JsonNode b : buckets) {
      if (b.get("median_views").asDouble() < 0.5 * median) {
        String weak = "bucket '" + b.get("bucket_name").asString() + "'";
        topics.forEach(
            t ->
                assertThat(t.get("description").asString())
                    .as("weak " + weak)
                    .doesNotContain(weak));
      }
    }
    JsonNode evidence = insights.at("/ai_strategic_analysis/strategic_recommendations/evidence");
    assertThat(evidence.size()).isEqualTo(4);
    evidence.forEach(e -> assertThat(e.size()).isGreaterThanOrEqualTo(3));
  }
}
