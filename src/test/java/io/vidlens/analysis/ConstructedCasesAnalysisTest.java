package io.vidlens.analysis;

import static io.vidlens.analysis.AnalysisJobReplayTest.CREATE;
import static io.vidlens.analysis.AnalysisJobReplayTest.waitForResult;
import static io.vidlens.analysis.AnalysisNumbersReplayTest.assertAdviceOnlyOnBucketsOfThree;
import static io.vidlens.analysis.ConstructedCases.videoId;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.ConstructedServerTest;
import io.vidlens.analysis.corpus.NoVideosToAnalyse;
import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.section.Cadence;
import io.vidlens.testing.ApiClient;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 24's constructed cases end to end: the whole service in replay over {@link
 * ConstructedCases} (hand-built exchanges in the documented shapes, no recordings needed), an
 * analysis job created and read as a client would, and each case held to what a creator would check
 * first: the daily uploader's cadence and month, live/upcoming/Premium/members-only videos out of
 * every statistic (and Get Analytics' mean length the same), series and playlists named, an ad
 * flagged and kept out of the advice, a channel without videos answered with a sentence, German and
 * French comments read.
 */
class ConstructedCasesAnalysisTest extends ConstructedServerTest {

  private JsonNode analyse(String channel) throws InterruptedException {
    ApiClient client = api();
    ApiClient.Answer created = client.get(CREATE + channel);
    assertThat(created.status()).as(created.text()).isEqualTo(200);
    return waitForResult(client, created.json().get(0).get("job_id").asString());
  }

  private static List<String> ids(JsonNode refs) {
    List<String> out = new ArrayList<>();
    refs.forEach(r -> out.add(r.get("video_id").asString()));
    return out;
  }

  /** Every video any bucket, format group, top list or piece of evidence names. */
  private static Set<String> cited(JsonNode insights) {
    Set<String> out = new java.util.HashSet<>();
    // The promotions' own weak group lists them by design; every other bucket is a claim.
    insights
        .at("/content_strategy/content_buckets")
        .forEach(
            b -> {
              if (!ContentBuckets.PROMOTIONS.equals(b.path("bucket_name").asString(""))) {
                out.addAll(ids(b.get("videos")));
              }
            });
    insights
        .at("/title_format_strategy/format_groups")
        .forEach(g -> out.addAll(ids(g.get("videos"))));
    out.addAll(ids(insights.at("/performance_analysis/top_performing_videos/videos")));
    insights
        .at("/ai_strategic_analysis/strategic_recommendations/evidence")
        .forEach(e -> out.addAll(ids(e)));
    insights.at("/suggested_topics/topics").forEach(t -> out.addAll(ids(t.get("evidence"))));
    return out;
  }

  @Test
  void aDailyUploaderReadsAbout130UploadsAMonthAndItsMonthFromTheChannelsTotals() throws Exception {
    JsonNode done = analyse(ConstructedCases.DAILY);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    JsonNode metrics = done.at("/result/channel_data/metrics");
    double uploads = metrics.get("average_monthly_uploads").asDouble();
    // 30 videos over (a little under) 7 days: about 130 a month, never the old floor's 30.
    assertThat(uploads).isBetween(125.0, 145.0);
    JsonNode cadence = done.at("/result/strategic_insights/data_coverage/cadence");
    assertThat(cadence.get("span_days").asDouble()).isBetween(6.0, 7.2);
    assertThat(cadence.get("monthly_views_basis").asString()).isEqualTo(Cadence.CHANNEL_TOTALS);
    // The videos are days old: the month is uploads a month × the channel's 20,000 views a video.
    double perVideo =
        (double) ConstructedCases.DAILY_TOTAL_VIEWS / ConstructedCases.DAILY_VIDEO_COUNT;
    assertThat(metrics.get("average_monthly_views").asDouble())
        .isCloseTo(uploads * perVideo, within(uploads * perVideo * 0.01));
    // The week's own views (about 100,000) would be a month 25 times too low.
    assertThat(metrics.get("average_monthly_views").asDouble()).isGreaterThan(2_000_000);
    // The channel's first upload (9 years ago on the oldest-first page), not the week's oldest.
    assertThat(metrics.get("first_upload_date").asString()).startsWith("2017-");
    assertThat(done.at("/result/channel_data/channel_info/videosCount").asLong()).isEqualTo(1_000);
    ApiClient.Answer geo =
        api()
            .post(
                io.vidlens.access.Operation.Paths.GET_GEOGRAPHY_REVENUE,
                "{\"channelId\":\"" + ConstructedCases.DAILY + "\"}");
    assertThat(geo.status()).as(geo.text()).isEqualTo(200);
    // Get Geography's month extrapolates the cadence too (its own decay model): the same order as
    // the analysis', not a month of a week's views.
    double analysisMonth = metrics.get("average_monthly_views").asDouble();
    assertThat(geo.json().get(0).at("/revenue/long_view_count").asDouble())
        .isBetween(analysisMonth / 2, analysisMonth * 2);
  }

  @Test
  void liveUpcomingPremiumAndMembersOnlyVideosAreInNoStatisticAndGetAnalyticsAgrees()
      throws Exception {
    JsonNode done = analyse(ConstructedCases.LIVE);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    JsonNode insights = done.at("/result/strategic_insights");
    JsonNode coverage = insights.get("data_coverage");
    assertThat(coverage.get("videos_analyzed").asInt()).isEqualTo(8);
    assertThat(coverage.get("videos_without_views").asInt()).isEqualTo(4);
    Map<String, String> reasons = new HashMap<>();
    coverage
        .get("videos_left_out")
        .forEach(v -> reasons.put(v.get("video_id").asString(), v.get("reason").asString()));
    assertThat(reasons)
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                ConstructedCases.LIVE_NOW, "live",
                ConstructedCases.UPCOMING, "upcoming",
                ConstructedCases.PREMIUM, "Premium only",
                ConstructedCases.MEMBERS, "members only"));

    // The means are the 8 public videos': the live stream without a length, the 2-hour
    // members-only video with 3 million views and the Premium film move none of them.
    JsonNode metrics = done.at("/result/channel_data/metrics");
    assertThat(metrics.get("average_video_length").asDouble())
        .isEqualTo(ConstructedCases.LIVE_PUBLIC_MEAN_LENGTH);
    assertThat(metrics.get("average_views_per_video").asDouble())
        .isEqualTo(ConstructedCases.LIVE_PUBLIC_MEAN_VIEWS);
    assertThat(cited(insights)).doesNotContainAnyElementsOf(reasons.keySet());
    String advice =
        insights.at("/ai_strategic_analysis/strategic_recommendations").toString()
            + insights.at("/suggested_topics").toString();
    assertThat(advice)
        .doesNotContain("Live: Building")
        .doesNotContain("Members Q&A")
        .doesNotContain("Castle Documentary")
        .doesNotContain("Premiere:");
    assertAdviceOnlyOnBucketsOfThree(
        insights
            .at("/ai_strategic_analysis/strategic_recommendations/strategic_opportunities")
            .asString());

    // Get Analytics reads the same Videos tab and leaves out the same videos.
    ApiClient.Answer analytics =
        api()
            .post(
                "/api/external/analytics/channel-analytics",
                "{\"channelId\":\"" + ConstructedCases.LIVE + "\"}");
    assertThat(analytics.status()).as(analytics.text()).isEqualTo(200);
    JsonNode about = analytics.json().get(0).get("about");
    assertThat(about.get("avgVideoLengthSeconds").asDouble())
        .isEqualTo(metrics.get("average_video_length").asDouble());
    JsonNode info = done.at("/result/channel_data/channel_info");
    assertThat(about.get("subscriberCount").asLong())
        .isEqualTo(info.get("subscriberCount").asLong());
    assertThat(about.get("viewCount").asLong()).isEqualTo(info.get("viewCount").asLong());
  }

  @Test
  void seriesAndPlaylistsAreTheChannelsOwnGroups() throws Exception {
    JsonNode done = analyse(ConstructedCases.SERIES);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    JsonNode strategy = done.at("/result/strategic_insights/content_strategy");
    Map<String, JsonNode> series = new HashMap<>();
    strategy.get("series").forEach(s -> series.put(s.get("name").asString(), s));
    assertThat(series).containsOnlyKeys("Hollow Knight Let's Play", "CD", "Quick D", "DEBUNK");
    JsonNode lets = series.get("Hollow Knight Let's Play");
    assertThat(lets.get("template").asString()).isEqualTo("Hollow Knight Let's Play #N");
    assertThat(lets.get("playlist_id").asString()).startsWith("PLhollow");
    assertThat(lets.at("/episode_decay/ordered_by").asString()).isEqualTo("episode number");
    assertThat(lets.at("/episode_decay/first/views").asLong()).isEqualTo(199_000);
    assertThat(lets.at("/episode_decay/latest/views").asLong()).isEqualTo(26_000);
    assertThat(lets.at("/episode_decay/retained").asDouble()).isEqualTo(0.131);
    assertThat(series.get("CD").get("template").asString()).isEqualTo("CD / X");
    assertThat(series.get("Quick D").get("template").asString()).isEqualTo("X | Quick D");
    assertThat(series.get("Quick D").get("playlist_id").asString()).startsWith("PLquick");
    assertThat(series.get("DEBUNK").get("template").asString()).isEqualTo("X DEBUNK");

    // Each series is one bucket holding exactly its videos, never split to reach six.
    for (JsonNode s : series.values()) {
      List<String> members = ids(s.get("videos"));
      List<JsonNode> holding = new ArrayList<>();
      strategy
          .get("content_buckets")
          .forEach(
              b -> {
                if (ids(b.get("videos")).stream().anyMatch(members::contains)) {
                  holding.add(b);
                }
              });
      assertThat(holding).as(s.get("name").asString()).hasSize(1);
      assertThat(holding.getFirst().get("bucket_name").asString())
          .isEqualTo(s.get("name").asString());
      assertThat(holding.getFirst().get("video_count").asInt()).isEqualTo(members.size());
    }
    assertThat(strategy.get("total_buckets").asInt()).isGreaterThanOrEqualTo(6);
  }

  @Test
  void anAdAndPromotionsAreFlaggedAndLeftOutOfTheAdvice() throws Exception {
    JsonNode done = analyse(ConstructedCases.PROMO);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    JsonNode insights = done.at("/result/strategic_insights");
    Map<String, JsonNode> flagged = new HashMap<>();
    insights
        .at("/content_strategy/flagged_videos")
        .forEach(f -> flagged.put(f.get("video_id").asString(), f));
    String ad = videoId("ad0");
    assertThat(flagged).containsOnlyKeys(ad, videoId("an0"), videoId("me0"), videoId("sp0"));
    assertThat(flagged.get(ad).get("kind").asString()).isEqualTo("ad");
    assertThat(flagged.get(ad).get("reason").asString())
        .contains("16 s")
        .contains("views bought as an ad");
    assertThat(flagged.get(videoId("an0")).get("kind").asString()).isEqualTo("announcement");
    assertThat(flagged.get(videoId("me0")).get("kind").asString()).isEqualTo("merch");
    assertThat(cited(insights)).doesNotContainAnyElementsOf(flagged.keySet());
    JsonNode recs = insights.at("/ai_strategic_analysis/strategic_recommendations");
    assertThat(
            recs.get("performance_patterns").asString()
                + recs.get("content_formula_discovery").asString()
                + recs.get("strategic_opportunities").asString())
        .doesNotContain("Try Our New App")
        .doesNotContain("Merch")
        .doesNotContain("434×");
    // The news headline about someone's announcement is content, not a promotion.
    assertThat(flagged).doesNotContainKey(videoId("nw0"));
  }

  @Test
  void aChannelWithoutVideosIsAnsweredWithASentenceNotATemplate() throws Exception {
    JsonNode done = analyse(ConstructedCases.NO_VIDEOS);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("failed");
    assertThat(done.get("error").asString())
        .isEqualTo(NoVideosToAnalyse.sentence(0))
        .contains("no long-form videos to analyse");
    assertThat(done.has("result") && !done.get("result").isNull()).isFalse();
  }

  @Test
  void germanAndFrenchCommentsAreReadNotDropped() throws Exception {
    JsonNode done = analyse(ConstructedCases.GERMAN);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    JsonNode summary = done.at("/result/strategic_insights/audience_insights/sentiment_summary");
    // One page of 20 comments of each of the 8 most viewed videos, every one read.
    assertThat(summary.get("comments_read").asInt()).isEqualTo(160);
    assertThat(summary.get("total_comments_analyzed").asInt()).isEqualTo(160);
    assertThat(summary.get("comments_not_analyzed").asInt()).isZero();
    // Per video, lines 0, 1, 3, 4 (praise) come 4, 4, 3, 3 times; lines 2 and 5 (criticism) 3 each.
    assertThat(summary.get("positive_comments").asInt()).isEqualTo(8 * 14);
    assertThat(summary.get("negative_comments").asInt()).isEqualTo(8 * 6);
    assertThat(summary.get("method").asString()).contains("German, French");
    List<String> disliked = new ArrayList<>();
    done.at("/result/strategic_insights/audience_insights/viewer_feedback/what_viewers_disliked")
        .forEach(p -> disliked.add(p.get("feedback_category").asString()));
    assertThat(disliked).contains("Audio & music", "Length & pacing");
    JsonNode basis = done.at("/result/basis/sentiment");
    List<String> languages = new ArrayList<>();
    basis.get("languages_analyzed").forEach(l -> languages.add(l.asString()));
    assertThat(languages).isNotEmpty();
  }

  /**
   * Through the server, as a creator's tool calls it: the viewers' comments read from the watch
   * pages of a let's-play channel's most viewed episodes give the game they asked for as the first
   * episode of a new series in its form, quoting them; "Playing at 2x speed" and "Play it on hard
   * mode" ask for none.
   */
  @Test
  void aLetsPlayersViewersAskForTheGameItsIdeaOpens() throws Exception {
    JsonNode done = analyse(ConstructedCases.LETS_PLAY);
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    List<String> titles = new ArrayList<>();
    JsonNode asked = null;
    for (JsonNode t : done.at("/result/strategic_insights/suggested_topics/topics")) {
      titles.add(t.get("title").asString());
      if (t.get("title").asString().equals("Pale Forest | #01")) {
        asked = t;
      }
    }
    assertThat(titles).as(done.toString()).contains("Pale Forest | #01");
    assertThat(asked.get("description").asString())
        .contains(
            "1 viewer asked for 'Pale Forest'",
            "\"You should play Pale Forest next, the atmosphere is unreal\" on \"");
    assertThat(ids(asked.get("evidence"))).allMatch(id -> id.startsWith("lpE"));
    assertThat(titles).noneMatch(t -> t.toLowerCase(java.util.Locale.ROOT).contains("hard mode"));
  }
}
