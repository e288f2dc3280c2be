package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.api.AnalysisReport;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The typed report the dashboard reads, made once from the stored result's own records. */
class ReportViewTest {

  /** A result with videos named in a bucket, a format, the top list and a topic's evidence. */
  static final String RESULT =
      """
      {"job_id":"j","channel_id":"UCx","channel_data":{"channel_info":{"title":"Made Up",
        "subscriberCount":1000,"videosCount":3,"viewCount":90000,"unknown_later_field":1}},
       "strategic_insights":{
        "content_strategy":{"total_buckets":1,"content_buckets":[{"bucket_name":"Bread",
          "video_count":2,"median_views":1500,"total_views":3000,"bucket_kind":"topic","videos":[
           {"video_id":"aaaaaaaaaaa","title":"Loaf","views":1000,"published_at":"2026-01-05T10:00:00Z","duration_seconds":600},
           {"video_id":"bbbbbbbbbbb","title":"Bun","views":null,"published_at":null,"duration_seconds":40}]}],
          "series":[{"name":"Bake along","detected_by":"playlist","video_count":2,"median_views":1200,
           "median_equal_age_ratio":1.4,"videos":[]}]},
        "title_format_strategy":{"top_performing_format":"How to …","format_groups":[
          {"format_name":"How to …","video_count":1,"median_views":2000,"median_equal_age_ratio":null,
           "videos":[{"video_id":"bbbbbbbbbbb","title":"Bun","views":2000,"published_at":"2026-01-07T18:30:00Z","duration_seconds":40}]}]},
        "performance_analysis":{"top_performing_videos":{"video_count":1,"videos":[
          {"video_id":"ccccccccccc","title":"Cake","views":50000,"published_at":"2026-01-01T08:00:00Z","duration_seconds":900}]}},
        "audience_insights":{"sentiment_summary":{"total_comments_analyzed":10,"overall_sentiment":"positive",
          "positive_comments":7,"negative_comments":1,"neutral_comments":2},
          "viewer_feedback":{"what_viewers_liked":[{"feedback_point":"Clear steps"}],"what_viewers_disliked":[]}},
        "suggested_topics":{"total_topics":1,"topics":[{"title":"Rye","description":"d",
          "evidence":[{"video_id":"aaaaaaaaaaa","title":"Loaf","views":1000,"age_adjusted_score":2.5}]}]},
        "growth":{"status":"measured","summary":"s","views":null,"subscribers":{"from":"2026-01-01T00:00:00Z",
          "to":"2026-01-11T00:00:00Z","days":10,"from_value":900,"to_value":1000,"change":100,
          "per30_days":300,"percent":11.1,"readings":3}}}}
      """;

  @Test
  void everyNamedVideoOnceWithTheFullerMentionAndTheOutliersMarked() {
    AnalysisReport report = ReportView.of(StoredResults.read(RESULT).orElseThrow());
    assertThat(report.channelTitle()).isEqualTo("Made Up");
    assertThat(report.subscribers()).isEqualTo(1000);
    assertThat(report.videos())
        .extracting(AnalysisReport.Video::id)
        .containsExactly("aaaaaaaaaaa", "bbbbbbbbbbb", "ccccccccccc");
    AnalysisReport.Video bun = report.videos().get(1);
    // The bucket named it without views or date; the format group with both.
    assertThat(bun.views()).isEqualTo(2000);
    assertThat(bun.publishedAt()).isEqualTo(Instant.parse("2026-01-07T18:30:00Z"));
    // Cake is a top performer; Loaf is cited at 2.5 times its age group; Bun is neither.
    assertThat(report.videos())
        .extracting(AnalysisReport.Video::outlier)
        .containsExactly(true, false, true);
    assertThat(report.videos().getFirst().equalAgeRatio()).isEqualTo(2.5);
  }

  @Test
  void groupsGrowthAudienceAndTopicsTyped() {
    AnalysisReport report = ReportView.of(StoredResults.read(RESULT).orElseThrow());
    assertThat(report.series())
        .containsExactly(new AnalysisReport.Group("Bake along", "playlist", 2, 1200, 1.4));
    assertThat(report.buckets())
        .containsExactly(new AnalysisReport.Group("Bread", "topic", 2, 1500, null));
    assertThat(report.formats()).extracting(AnalysisReport.Group::name).containsExactly("How to …");
    assertThat(report.topFormat()).isEqualTo("How to …");
    assertThat(report.growth().subscribers())
        .isEqualTo(
            new AnalysisReport.Change(
                Instant.parse("2026-01-01T00:00:00Z"),
                Instant.parse("2026-01-11T00:00:00Z"),
                900,
                1000,
                300,
                11.1));
    assertThat(report.growth().views()).isNull();
    assertThat(report.audience().positive()).isEqualTo(7);
    assertThat(report.audience().liked()).containsExactly("Clear steps");
    assertThat(report.topics().getFirst().evidence())
        .containsExactly(new AnalysisReport.Evidence("aaaaaaaaaaa", "Loaf", 1000L, 2.5));
  }

  @Test
  void aResultWithoutInsightsIsAnEmptyReport() {
    AnalysisReport report = ReportView.of(StoredResults.read("{\"job_id\":\"x\"}").orElseThrow());
    assertThat(report.videos()).isEmpty();
    assertThat(report.topics()).isEmpty();
    assertThat(report.growth()).isNull();
    assertThat(report.audience()).isNull();
  }
}
