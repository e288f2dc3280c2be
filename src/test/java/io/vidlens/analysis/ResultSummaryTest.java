package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.api.ResultSection;
import io.vidlens.analysis.result.AnalysisResult;
import org.junit.jupiter.api.Test;

/** The dashboard job page's summary in words of each section of an analysis result. */
public class ResultSummaryTest {

  private static AnalysisResult read(String json) {
    return StoredResults.read(json).orElse(null);
  }

  /**
   * A completed job's result in the shape the API answers (snake_case, as AnalysisResult); also the
   * job of DashboardBrowserTest.
   */
  public static final String RESULT =
      """
      {"job_id":"job-x","channel_id":"UCsXVk37bltHxD1rDPwtNM8Q","project":"default",
       "completed_at":"2026-01-02T03:05:40Z",
       "channel_data":{"channel_info":{"channel_id":"UCsXVk37bltHxD1rDPwtNM8Q",
         "title":"Example Cooking","avatar_url":"https://example.com/a.jpg",
         "subscriberCount":1250000,"videosCount":412,"country":"GB","channel_type":"long_form",
         "viewCount":98765432},
        "metrics":{"average_video_length":754.2,"average_monthly_views":812345.5,
         "average_monthly_uploads":6.5,"average_views_per_video":123456.7,
         "last_upload_date":"2026-01-01T10:00:00Z","first_upload_date":"2014-03-05T09:00:00Z"}},
       "strategic_insights":{
        "channel_overview":{"channel_id":"UCsXVk37bltHxD1rDPwtNM8Q","channel_name":"Example Cooking",
          "subscriber_count":1250000,"analysis_timestamp":1767323140.0},
        "content_strategy":{"total_buckets":3,"content_buckets":[
          {"bucket_name":"Weeknight dinners","bucket_description":"Quick meals","confidence_score":0.8,
           "video_count":12,"videos":[],"median_views":150000,"total_views":2100000,"top_terms":["quick"]},
          {"bucket_name":"Baking","bucket_description":"Bread and cakes","confidence_score":0.7,
           "video_count":8,"videos":[],"median_views":90000,"total_views":800000,"top_terms":["bread"]},
          {"bucket_name":"Kitchen gear reviews with a very long name that must wrap on a phone",
           "bucket_description":"Reviews","confidence_score":0.6,"video_count":4,"videos":[],
           "median_views":40000,"total_views":170000,"top_terms":["knife"]}]},
        "title_format_strategy":{"top_performing_format":"How to …","format_groups":[
          {"format_name":"How to …","format_description":"","video_count":10,"videos":[],
           "median_views":160000,"total_views":1900000},
          {"format_name":"Numbered list","format_description":"","video_count":6,"videos":[],
           "median_views":80000,"total_views":500000}]},
        "audience_insights":{"viewer_feedback":{
          "what_viewers_liked":[{"point_id":1,"feedback_category":"content","feedback_point":"Clear steps",
            "description":"","confidence_score":0.9,"supporting_comments_count":14}],
          "what_viewers_disliked":[{"point_id":2,"feedback_category":"audio","feedback_point":"Music too loud",
            "description":"","confidence_score":0.6,"supporting_comments_count":5}]},
         "sentiment_summary":{"total_comments_analyzed":300,"total_videos_covered":3,
          "overall_sentiment":"positive","engagement_level":"high","positive_comments":210,
          "negative_comments":30,"neutral_comments":60,"average_sentiment":0.41,"method":"lexicon"}},
        "performance_analysis":{"metrics":{"average_video_length_minutes":12.6,
          "average_title_length_characters":48.0},
         "top_performing_videos":{"average_length_minutes":14.2,"average_title_characters":44.0,
          "most_common_hook_type":"question","most_common_narrative_arc":"problem-solution",
          "video_count":5,"transcripts_analyzed":0,"videos":[]},
         "comparison_insights":{"top_median_views":400000,"other_median_views":100000,
          "views_multiple":4.0,"length_difference_minutes":1.6,"title_length_difference_characters":-4,
          "top_formats":["How to …"],"top_buckets":["Weeknight dinners"],"hook_types":{"question":3},
          "narrative_arcs":{"problem-solution":2},
          "insights":["Top videos are 1.6 minutes longer than the others."]}},
        "script_blueprint":{"based_on":"top videos","recommended_stages":[
          {"stage":"Hook","purpose":"","recommended_length_seconds":15,"winning_formula":"","successful_examples":[]},
          {"stage":"Setup","purpose":"","recommended_length_seconds":45,"winning_formula":"","successful_examples":[]},
          {"stage":"Steps","purpose":"","recommended_length_seconds":480,"winning_formula":"","successful_examples":[]}]},
        "ai_strategic_analysis":{"source":"rules",
          "strategic_recommendations":{"performance_patterns":"The 5 top videos get 4 times the median views. They are longer.",
           "content_formula_discovery":"","audience_behavior_insights":"","strategic_opportunities":""}},
        "suggested_topics":{"total_topics":4,"topics":[{"title":"One-pan pasta","description":""},
          {"title":"Sourdough for beginners","description":""},{"title":"Knife skills","description":""},
          {"title":"Meal prep Sunday","description":""}]},
        "niche_analysis":{"future_competition_score":62,"niche_score":71.5,"components":{"demand":0.8}},
        "data_coverage":{"videos_analyzed":24,"videos_with_details":12,"transcripts_requested":5,
          "transcripts_read":0,"comment_videos_requested":3,"comment_videos_read":3}}}
      """;

  @Test
  void summarisesEverySectionOfAResult() {
    var sections = ResultSummary.of(StoredResults.read(RESULT).orElseThrow());
    assertThat(sections)
        .extracting(ResultSection::title)
        .containsExactly(
            "Channel",
            "Content strategy",
            "Title formats",
            "Audience",
            "Performance",
            "Script blueprint",
            "Strategic analysis",
            "Suggested topics",
            "Niche",
            "Data coverage");
    assertThat(sections.get(0).lines())
        .contains(
            "Example Cooking: 1,250,000 subscribers, 412 videos, 98,765,432 views (GB).",
            "Uploads from 2014-03-05 to 2026-01-01.");
    assertThat(sections.get(1).lines())
        .containsExactly(
            "3 content buckets: Weeknight dinners, Baking, Kitchen gear reviews with a very long"
                + " name that must wrap on a phone.",
            "Largest: Weeknight dinners (12 videos, median 150,000 views).");
    assertThat(sections.get(2).lines()).contains("Best performing: How to …");
    assertThat(sections.get(7).lines())
        .containsExactly(
            "4 topics, among them: One-pan pasta, Sourdough for beginners, Knife skills and 1 more.");
    assertThat(sections.get(8).lines())
        .containsExactly("Future competition 62 of 100; niche score 71.5.");
  }

  @Test
  void leavesOutWhatIsMissingAndNeverFails() {
    assertThat(ResultSummary.of(null)).isEmpty();
    assertThat(StoredResults.read("not json")).isEmpty();
    assertThat(ResultSummary.of(read("[1, 2]"))).isEmpty();
    assertThat(ResultSummary.of(read("{\"job_id\":\"x\"}"))).isEmpty();
    var partial =
        ResultSummary.of(
            read(
                "{\"strategic_insights\":{\"niche_analysis\":{\"future_competition_score\":3,"
                    + "\"niche_score\":null},\"content_strategy\":{\"content_buckets\":[]}}}"));
    assertThat(partial).extracting(ResultSection::title).containsExactly("Niche");
    assertThat(partial.get(0).lines()).containsExactly("Future competition 3 of 100.");
  }
}
