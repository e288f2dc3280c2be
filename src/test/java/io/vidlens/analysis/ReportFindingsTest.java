package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.api.AnalysisReport;
import org.junit.jupiter.api.Test;

/** What the report shows beside its charts: advice, flagged videos, caveats, exact times. */
class ReportFindingsTest {

  static final String RESULT =
      """
      {"job_id":"j","channel_id":"UCx","channel_data":{"channel_info":{"title":"Made Up"}},
       "strategic_insights":{
        "content_strategy":{"total_buckets":1,"content_buckets":[{"bucket_name":"Bread",
          "video_count":2,"median_views":1500,"total_views":3000,"bucket_kind":"topic","videos":[
           {"video_id":"aaaaaaaaaaa","title":"Loaf","views":1000,"published_at":"2026-01-05T10:00:00Z","duration_seconds":600,"publish_time_exact":true},
           {"video_id":"bbbbbbbbbbb","title":"Bun","views":10,"published_at":"2025-11-01T00:00:00Z","duration_seconds":40,"publish_time_exact":false},
           {"video_id":"ccccccccccc","title":"Old","views":10,"published_at":"2025-10-01T00:00:00Z","duration_seconds":40}]}],
          "flagged_videos":[{"video_id":"ddddddddddd","title":"Sponsored bake","views":500,"duration_seconds":600,
            "kind":"paid promotion","reason":"the listing's paid-promotion badge"}]},
        "ai_strategic_analysis":{"source":"deterministic","strategic_recommendations":{
          "performance_patterns":"Loaves draw twice the views of buns.",
          "content_formula_discovery":"",
          "audience_behavior_insights":"Viewers ask for rye.",
          "strategic_opportunities":"Make more loaves (p = 0.01).",
          "evidence":{"performance_patterns":[{"video_id":"aaaaaaaaaaa","title":"Loaf","views":1000,"age_adjusted_score":2.5}]}}},
        "suggested_topics":{"total_topics":1,"shortfall":"Only one topic: the evidence holds no more.",
          "topics":[{"title":"Rye","description":"d","evidence":[]}]},
        "data_coverage":{"videos_analyzed":3,"videos_with_details":3,"transcripts_requested":3,
          "transcripts_read":1,"comment_videos_requested":2,"comment_videos_read":2,"videos_without_views":1,
          "videos_left_out":[{"video_id":"eeeeeeeeeee","title":"Live bake","reason":"live"}],
          "cadence":{"span_days":0.38,"monthly_views_basis":"analysed videos' views over their span"},
          "equal_age":{"method":"m","scored":2,"too_recent":1,"without_age":0}}},
       "basis":{"sentiment":{"method":"vader","lexicon":"l","languages_analyzed":["eng","deu"],
          "comments_analyzed":10,"comments_not_analyzed":2}}}
      """;

  private static AnalysisReport report() {
    return ReportView.of(StoredResults.read(RESULT).orElseThrow());
  }

  @Test
  void theAdviceWithTheVideosItRestsOnAndNoEmptyPiece() {
    var advice = report().advice();
    assertThat(advice)
        .extracting(AnalysisReport.Advice::topic)
        .containsExactly(
            "Performance patterns", "Audience behavior insights", "Strategic opportunities");
    assertThat(advice.getFirst().evidence())
        .extracting(AnalysisReport.Evidence::title)
        .containsExactly("Loaf");
  }

  @Test
  void flaggedPromotionsAndTheCaveatsOfWhatWasNotRead() {
    AnalysisReport report = report();
    assertThat(report.flagged())
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.title()).isEqualTo("Sponsored bake");
              assertThat(f.kind()).isEqualTo("paid promotion");
            });
    assertThat(report.caveats())
        .anySatisfy(c -> assertThat(c).contains("“Live bake” (live)"))
        .anySatisfy(c -> assertThat(c).contains("Transcripts could be read for 1 of the 3"))
        .anySatisfy(c -> assertThat(c).contains("1 too recent"))
        .anySatisfy(c -> assertThat(c).contains("2 comments in languages"))
        .anySatisfy(c -> assertThat(c).contains("Only one topic"))
        .noneSatisfy(c -> assertThat(c).contains("Comments could be read"));
    assertThat(report.peers()).as("no niche_analysis in this result").isEmpty();
  }

  @Test
  void onlyTimesThePlatformGaveExactlyAreExact() {
    assertThat(report().videos())
        .extracting(AnalysisReport.Video::exactTime)
        .containsExactly(true, false, false);
  }

  /** A let's-play channel's niche: one game beyond chance, one set aside, a peer's video cited. */
  static final String WITH_NICHE =
      """
      {"job_id":"j","channel_id":"UCx","channel_data":{"channel_info":{"title":"Made Up"}},
       "strategic_insights":{
        "suggested_topics":{"total_topics":1,"topics":[{"title":"Ember Valley #01","description":"d",
          "evidence":[{"video_id":"ppppppppppp","title":"Ember Valley #1","views":400000,
            "age_adjusted_score":6.5,"channel_name":"Pixel Pete","source":"niche_outlier"},
           {"video_id":"aaaaaaaaaaa","title":"Loaf #09","views":1000,"age_adjusted_score":1.1}]}]},
        "niche_analysis":{"future_competition_score":50,"niche_score":40.0,"components":{},
          "peers":[{"channel_id":"UCpete","channel_name":"Pixel Pete","subscribers":50000,
            "similarity":0.7,"source":"related_videos"}],
          "outlier_subjects":[{"subject":"Ember Valley","channels":1,"p_value":0.004,
            "videos_weighed":3,"channels_weighed":2,"videos":[{"channel_id":"UCpete",
            "channel_name":"Pixel Pete","video_id":"ppppppppppp","title":"Ember Valley #1",
            "views":400000,"equal_age_score":6.5}]}],
          "outlier_subjects_within_chance":[{"subject":"Goblin Tavern","channels":1,"p_value":0.51,
            "videos_weighed":15,"channels_weighed":3,"videos":[{"channel_id":"UCquiet",
            "channel_name":"Quiet Quest","video_id":"qqqqqqqqqqq","title":"Goblin Tavern Is Funny",
            "views":28743,"equal_age_score":3.97}]}],
          "requests":{"budget":40,"spent":12},"caveats":[]}}}
      """;

  @Test
  void theNichesSubjectsBeyondAndWithinChanceAndAPeersVideoNamedByItsChannel() {
    AnalysisReport report = ReportView.of(StoredResults.read(WITH_NICHE).orElseThrow());
    assertThat(report.nicheOutliers())
        .singleElement()
        .satisfies(
            n -> {
              assertThat(n.subject()).isEqualTo("Ember Valley");
              assertThat(n.videosWeighed()).isEqualTo(3);
              assertThat(n.videos().getFirst().channelName()).isEqualTo("Pixel Pete");
            });
    assertThat(report.nicheSetAside())
        .singleElement()
        .satisfies(
            n -> {
              assertThat(n.pValue()).isEqualTo(0.51);
              assertThat(n.channelsWeighed()).isEqualTo(3);
            });
    assertThat(report.topics().getFirst().evidence())
        .extracting(AnalysisReport.Evidence::channelName)
        .containsExactly("Pixel Pete", null);
    // a result from before the niche was kept shows none
    assertThat(report().nicheOutliers()).isEmpty();
    assertThat(report().nicheSetAside()).isEmpty();
  }
}
