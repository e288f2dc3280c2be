package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Jobs end to end over the recordings: a recorded channel runs to completed with every section (the
 * client validates each answer against the OpenAPI document), a second create is cached, and the
 * hourly limits with and without cached answers. Malformed and missing IDs and an unknown job are
 * the controller's answers ({@link AnalysisJobControllerSliceTest}); a channel the platform does
 * not know is found before a job is made ({@link AnalysisJobCreateTest}).
 */
public class AnalysisJobReplayTest extends ReplayServerTest {

  public static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String CREATIVE_COMMONS = "UCTwECeGqMZee77BjdoYtI2Q";
  static final String MISSING = "UCAUc4iz6edWerIjlnL8OSSw";
  public static final String CREATE = "/api/external/channels/analysis/job/create?channel_id=";
  static final String STATUS = "/api/external/channels/analysis/job/status?job_id=";

  @Autowired ApiKeyService keys;
  @Autowired JobWorkers workers;

  public static JsonNode waitForResult(ApiClient client, String jobId) throws InterruptedException {
    Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
    while (Instant.now().isBefore(deadline)) {
      Answer status = client.get(STATUS + jobId);
      if (status.status() == 200) {
        return status.json();
      }
      assertThat(status.status()).isEqualTo(404);
      assertThat(status.error().get("message").asString())
          .isEqualTo("Job not found or still processing");
      assertThat(status.error().get("details").asString()).containsAnyOf("queued", "processing");
      Thread.sleep(100);
    }
    throw new AssertionError("job " + jobId + " did not finish in time");
  }

  private ApiClient freshClient(String name) {
    IssuedKey key = keys.create(name + "-" + System.nanoTime(), "k", null);
    return api().withKey(key.secret());
  }

  @Test
  void aRecordedChannelCompletesWithEverySectionAndIsThenCached() throws Exception {
    ApiClient client = freshClient("complete");
    Answer created = client.get(CREATE + KURZGESAGT);
    assertThat(created.status()).isEqualTo(200);
    JsonNode job = created.json().get(0);
    assertThat(job.get("cached").asBoolean()).isFalse();
    String jobId = job.get("job_id").asString();

    JsonNode done = waitForResult(client, jobId);
    assertThat(done.get("status").asString()).isEqualTo("completed");
    assertThat(done.get("progress").asInt()).isEqualTo(100);
    assertThat(done.get("cached").asBoolean()).as("the first answer of a fresh job").isFalse();
    assertThat(client.get(STATUS + jobId).json().get("cached").asBoolean()).isTrue();
    JsonNode result = done.get("result");
    assertThat(result.get("job_id").asString()).isEqualTo(jobId);
    assertThat(result.get("channel_id").asString()).isEqualTo(KURZGESAGT);
    JsonNode info = result.at("/channel_data/channel_info");
    assertThat(info.get("title").asString()).containsIgnoringCase("kurzgesagt");
    assertThat(info.get("subscriberCount").asLong()).isGreaterThan(1_000_000);
    JsonNode metrics = result.at("/channel_data/metrics");
    assertThat(metrics.get("average_video_length").asDouble()).isGreaterThan(60);
    assertThat(metrics.get("average_views_per_video").asDouble()).isGreaterThan(0);
    // The channel's first upload needs its oldest-first page, which the recordings lack: null,
    // never the oldest of the recent videos analysed (docs/analysis.md).
    assertThat(metrics.get("first_upload_date").isNull()).isTrue();

    JsonNode insights = result.get("strategic_insights");
    JsonNode buckets = insights.at("/content_strategy/content_buckets");
    assertThat(buckets.size()).isGreaterThanOrEqualTo(6);
    assertThat(insights.at("/content_strategy/total_buckets").asInt()).isEqualTo(buckets.size());
    int bucketed = 0;
    for (JsonNode b : buckets) {
      assertThat(b.get("bucket_name").asString()).isNotBlank();
      assertThat(b.get("videos").size()).isEqualTo(b.get("video_count").asInt());
      bucketed += b.get("video_count").asInt();
    }
    int analysed = insights.at("/data_coverage/videos_analyzed").asInt();
    assertThat(analysed).isGreaterThanOrEqualTo(20);
    // Every video is in one bucket; the promotions flagged (issue 24) in their own weak group.
    assertThat(bucketed).isEqualTo(analysed);
    assertThat(insights.at("/title_format_strategy/format_groups").size()).isPositive();
    assertThat(insights.at("/title_format_strategy/top_performing_format").asString()).isNotBlank();
    assertThat(insights.at("/audience_insights/sentiment_summary/overall_sentiment").asString())
        .isNotBlank();
    assertThat(insights.at("/performance_analysis/top_performing_videos/video_count").asInt())
        .isPositive();
    assertThat(insights.at("/performance_analysis/comparison_insights/insights").size())
        .isPositive();
    assertThat(insights.at("/script_blueprint/recommended_stages").size()).isEqualTo(5);
    assertThat(
            insights
                .at("/ai_strategic_analysis/strategic_recommendations/performance_patterns")
                .asString())
        .containsPattern("\\d");
    // no idea splices the channel's own titles (issue 37): fewer than ten say why
    int ideas = insights.at("/suggested_topics/topics").size();
    assertThat(ideas).isLessThanOrEqualTo(10);
    assertThat(insights.at("/suggested_topics/total_topics").asInt()).isEqualTo(ideas);
    if (ideas < 10) {
      assertThat(insights.at("/suggested_topics/shortfall").asString())
          .contains("fill none of its templates");
    }
    assertThat(insights.at("/niche_analysis/future_competition_score").asInt()).isBetween(0, 100);
    // No language model is configured here: the composed text stands and the basis says so.
    assertThat(result.at("/basis/narrative/writer").asString()).isEqualTo("deterministic");
    assertThat(result.at("/basis/narrative/model").isNull()).isTrue();
    assertThat(result.at("/basis/narrative/fallback_reason").isNull()).isTrue();
    assertThat(result.at("/basis/sentiment/languages_analyzed/0").asString()).isEqualTo("eng");
    // Issue 24: German, French, Spanish and Portuguese comments are read too, and the basis names
    // the word lists with their licences.
    assertThat(result.at("/basis/sentiment/languages_analyzed").toString())
        .contains("deu", "fra", "spa", "por");
    assertThat(result.at("/basis/sentiment/lexicon").asString())
        .contains("AFINN-165", "ODbL", "MIT");
    assertThat(result.at("/basis/sentiment/method").asString())
        .contains("subject words that rate negative count nothing");
    JsonNode sentiment = insights.at("/audience_insights/sentiment_summary");
    assertThat(sentiment.get("comments_read").asInt())
        .isEqualTo(
            sentiment.get("total_comments_analyzed").asInt()
                + sentiment.get("comments_not_analyzed").asInt());
    // The recordings hold no player, watch page or captions of these videos: analysed without them.
    // top-videos: 8 by default, within the job's budget of 40 platform requests.
    assertThat(insights.at("/data_coverage/transcripts_requested").asInt()).isEqualTo(8);

    Answer again = client.get(CREATE + KURZGESAGT);
    assertThat(again.status()).isEqualTo(200);
    assertThat(again.json().get(0).get("cached").asBoolean()).isTrue();
    assertThat(again.json().get(0).get("job_id").asString()).isEqualTo(jobId);
    // Another account gets the analysis at once, as a job of its own; the first account's job stays
    // hidden from it.
    ApiClient other = freshClient("other-account");
    Answer elsewhere = other.get(CREATE + KURZGESAGT);
    assertThat(elsewhere.json().get(0).get("cached").asBoolean()).isTrue();
    String copyId = elsewhere.json().get(0).get("job_id").asString();
    assertThat(copyId).isNotEqualTo(jobId);
    Answer copy = other.get(STATUS + copyId);
    assertThat(copy.json().get("cached").asBoolean()).isTrue();
    assertThat(copy.json().at("/result/job_id").asString()).isEqualTo(copyId);
    // Completed when the other account asked, not when the first account's job did.
    assertThat(Instant.parse(copy.json().at("/result/completed_at").asString()))
        .isAfter(Instant.parse(result.get("completed_at").asString()));
    assertThat(copy.json().at("/result/channel_data")).isEqualTo(result.get("channel_data"));
    assertThat(other.get(CREATE + KURZGESAGT).json().get(0).get("job_id").asString())
        .isEqualTo(copyId);
    Answer hidden = other.get(STATUS + jobId);
    assertThat(hidden.status()).isEqualTo(404);
    assertThat(hidden.error().get("details").asString()).startsWith("No job with ID");
    assertThat(client.get(STATUS + copyId).status()).isEqualTo(404);
  }

  @Test
  void hourlyLimitsCountOnlyAnswersNotServedFromACachedAnalysis() throws Exception {
    IssuedKey owner = keys.create("limits-" + System.nanoTime(), "k", null);
    ApiClient client = api().withKey(owner.secret());
    // The first create queues a job (and counts).
    String jobId = client.get(CREATE + CREATIVE_COMMONS).json().get(0).get("job_id").asString();
    JsonNode done = waitForResult(client, jobId);
    assertThat(done.get("status").asString()).isEqualTo("completed");
    // Cached creates and completed results never count...
    for (int i = 0; i < 120; i++) {
      assertThat(client.get(CREATE + CREATIVE_COMMONS).json().get(0).get("cached").asBoolean())
          .isTrue();
    }
    // ...other requests do, refused ones too (the limit counts requests, not jobs): 99 more.
    for (int i = 0; i < 99; i++) {
      assertThat(client.get(CREATE + "not-a-channel").status()).isEqualTo(400);
    }
    Answer limited = client.get(CREATE + "not-a-channel");
    assertThat(limited.status()).isEqualTo(429);
    assertThat(limited.error().get("details").asString()).contains("100 requests per hour");
    // Spent allowance or not, a cached answer is still given: it never counted.
    assertThat(client.get(CREATE + CREATIVE_COMMONS).json().get(0).get("cached").asBoolean())
        .isTrue();

    // Results: a fresh key of the same account (the polls above counted), completed results free,
    // the rest counted.
    ApiClient reader = api().withKey(keys.createFor(owner.account().id(), "results").secret());
    for (int i = 0; i < 50; i++) {
      assertThat(reader.get(STATUS + jobId).json().get("cached").asBoolean()).isTrue();
    }
    for (int i = 0; i < 500; i++) {
      assertThat(reader.get(STATUS + "unknown-" + i).status()).isEqualTo(404);
    }
    Answer resultLimited = reader.get(STATUS + "unknown");
    assertThat(resultLimited.status()).isEqualTo(429);
    assertThat(resultLimited.error().get("details").asString()).contains("500 requests per hour");
    assertThat(reader.get(STATUS + jobId).json().get("status").asString()).isEqualTo("completed");
  }
}
