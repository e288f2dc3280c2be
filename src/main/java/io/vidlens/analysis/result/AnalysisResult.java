package io.vidlens.analysis.result;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.vidlens.analysis.corpus.ChannelGrowth;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.RelativeDates;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result object of a completed job, as the wire has it. Written with snake_case names ({@link
 * io.vidlens.json.JsonMappers#SNAKE_CASE}); the three camelCase fields of {@code channel_info} are
 * named explicitly.
 */
public record AnalysisResult(
    String jobId,
    String channelId,
    String project,
    String completedAt,
    ChannelData channelData,
    StrategicInsights strategicInsights,
    ResultBasis.Basis basis) {

  /**
   * The same result completed at {@code at}: ISO 8601 in UTC, to the millisecond at most (the
   * analysis stage stamps its start; the job's completion is what the field means).
   */
  public AnalysisResult completedAt(Instant at) {
    return new AnalysisResult(
        jobId,
        channelId,
        project,
        at.truncatedTo(ChronoUnit.MILLIS).toString(),
        channelData,
        strategicInsights,
        basis);
  }

  /**
   * {@code writer} "language-model" (then {@code model} names it) or "deterministic" (composed from
   * the measured findings; {@code fallback_reason} says why a configured model was not used, null
   * when none is configured).
   */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record Narrative(String writer, String model, String fallbackReason) {

    public static final String LANGUAGE_MODEL = "language-model";
    public static final String DETERMINISTIC = "deterministic";
  }

  public record ChannelData(ChannelInfo channelInfo, Metrics metrics) {}

  /**
   * The channel's own figures: a count the platform did not give is null (never 0, never a sum over
   * the analysed videos, which would look like the channel's figure).
   */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record ChannelInfo(
      String channelId,
      String title,
      String avatarUrl,
      @JsonProperty("subscriberCount") Long subscriberCount,
      @JsonProperty("videosCount") Long videosCount,
      String country,
      String channelType,
      @JsonProperty("viewCount") Long viewCount) {}

  /** {@code firstUploadDate}: the channel's first upload, null when it could not be read. */
  public record Metrics(
      double averageVideoLength,
      double averageMonthlyViews,
      double averageMonthlyUploads,
      double averageViewsPerVideo,
      String lastUploadDate,
      @JsonInclude(JsonInclude.Include.ALWAYS) String firstUploadDate) {}

  public record StrategicInsights(
      Overview channelOverview,
      ContentStrategy contentStrategy,
      TitleFormatStrategy titleFormatStrategy,
      AudienceInsights audienceInsights,
      PerformanceAnalysis performanceAnalysis,
      ScriptBlueprint scriptBlueprint,
      AiStrategicAnalysis aiStrategicAnalysis,
      SuggestedTopics suggestedTopics,
      NicheAnalysis nicheAnalysis,
      ResultBasis.DataCoverage dataCoverage,
      ChannelGrowth growth,
      @JsonAnyGetter @JsonAnySetter Map<String, Object> addedSections) {

    /**
     * {@code addedSections}: the results of sections no field above holds, each under its section's
     * name, in run order, written after the fields; read back as they were written.
     */
    public StrategicInsights {
      addedSections =
          Collections.unmodifiableMap(
              addedSections == null ? new LinkedHashMap<>() : new LinkedHashMap<>(addedSections));
    }
  }

  public record Overview(
      String channelId, String channelName, long subscriberCount, double analysisTimestamp) {}

  /**
   * A video in a bucket, group or example list. {@code publishTimeExact} (Vidlens addition): the
   * publish time is the instant the platform wrote, not a day or a relative date counted back; null
   * in results stored before it was recorded (read as not exact).
   */
  public record VideoRef(
      String videoId,
      String title,
      Long views,
      String publishedAt,
      Long durationSeconds,
      String url,
      Boolean publishTimeExact) {

    public static VideoRef of(VideoSample v) {
      return new VideoRef(
          v.videoId(),
          v.title(),
          v.views(),
          RelativeDates.wire(v.publishedAt()),
          v.durationSeconds(),
          v.url(),
          v.publishedAt() == null ? null : v.exactTime());
    }
  }

  /**
   * {@code series} and {@code flagged_videos} are Vidlens additions (the channel's own structure,
   * docs/analysis.md); {@code ideas} feed the suggested topics and are not on the wire.
   */
  public record ContentStrategy(
      List<ContentBucket> contentBuckets,
      int totalBuckets,
      List<Series> series,
      List<FlaggedVideo> flaggedVideos,
      @JsonIgnore List<Topic> ideas,
      @JsonIgnore String ideasShortfall) {

    public ContentStrategy(List<ContentBucket> contentBuckets, int totalBuckets) {
      this(contentBuckets, totalBuckets, List.of(), List.of(), List.of(), null);
    }

    public ContentStrategy(
        List<ContentBucket> contentBuckets,
        int totalBuckets,
        List<Series> series,
        List<FlaggedVideo> flaggedVideos,
        List<Topic> ideas) {
      this(contentBuckets, totalBuckets, series, flaggedVideos, ideas, null);
    }
  }

  /**
   * A series of the channel (Vidlens addition): its name (the playlist's title when a playlist
   * holds it), the title template its videos share, how it was recognised, its videos and views,
   * and its episode decay. {@code views_basis} says what the views are.
   */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record Series(
      String name,
      String template,
      String detectedBy,
      String playlistId,
      int videoCount,
      List<VideoRef> videos,
      double medianViews,
      double totalViews,
      Double medianVsChannel,
      Double medianEqualAgeRatio,
      EpisodeDecay episodeDecay,
      String viewsBasis) {}

  /** A video that promotes rather than is the channel's content, left out of the advice. */
  public record FlaggedVideo(
      String videoId, String title, Long views, Long durationSeconds, String kind, String reason) {}

  /**
   * {@code bucket_kind} (Vidlens addition): "series", "playlist", "topic", or "weak" (a named group
   * the data does not support as a theme: standalone videos, promos, a title shape).
   */
  public record ContentBucket(
      String bucketName,
      String bucketDescription,
      double confidenceScore,
      int videoCount,
      List<VideoRef> videos,
      double medianViews,
      double totalViews,
      List<String> topTerms,
      String bucketKind) {}

  /**
   * A video cited as evidence. {@code ageAdjustedScore}: its equal-age ratio ({@link
   * EqualAgeScores}), null when too recent or undated to compare. {@code channelName}, {@code
   * source} (absent for the channel's own): a peer's video from the niche ("niche_outlier"), scored
   * against its own channel.
   */
  public record Evidence(
      String videoId,
      String title,
      Long views,
      Double ageAdjustedScore,
      @JsonInclude(JsonInclude.Include.NON_NULL) String channelName,
      @JsonInclude(JsonInclude.Include.NON_NULL) String source) {

    public Evidence(String videoId, String title, Long views, Double ageAdjustedScore) {
      this(videoId, title, views, ageAdjustedScore, null, null);
    }

    public Evidence(String videoId, String title, Long views) {
      this(videoId, title, views, null);
    }

    public static Evidence of(VideoRef v) {
      return new Evidence(v.videoId(), v.title(), v.views());
    }

    public static Evidence of(VideoSample v) {
      return new Evidence(v.videoId(), v.title(), v.views());
    }

    /** With the channel's equal-age ratio; a peer's video keeps its own channel's. */
    public Evidence scored(EqualAgeScores scores) {
      return channelName != null
          ? this
          : new Evidence(
              videoId,
              title,
              views,
              scores.ratio(videoId).map(r -> Stats.round(r, 2)).orElse(null));
    }
  }

  public record TitleFormatStrategy(List<FormatGroup> formatGroups, String topPerformingFormat) {}

  /**
   * {@code medianEqualAgeRatio}: the median equal-age ratio of the format's videos ({@link
   * EqualAgeScores}); null where none of them could be compared.
   */
  public record FormatGroup(
      String formatName,
      String formatDescription,
      int videoCount,
      List<VideoRef> videos,
      double medianViews,
      double totalViews,
      Double medianEqualAgeRatio) {

    public FormatGroup(
        String formatName,
        String formatDescription,
        int videoCount,
        List<VideoRef> videos,
        double medianViews,
        double totalViews) {
      this(formatName, formatDescription, videoCount, videos, medianViews, totalViews, null);
    }
  }

  public record AudienceInsights(
      ViewerFeedback viewerFeedback, SentimentSummary sentimentSummary) {}

  public record ViewerFeedback(
      List<FeedbackPoint> whatViewersLiked, List<FeedbackPoint> whatViewersDisliked) {}

  public record FeedbackPoint(
      int pointId,
      String feedbackCategory,
      String feedbackPoint,
      String description,
      double confidenceScore,
      int supportingCommentsCount) {}

  public record SentimentSummary(
      int totalCommentsAnalyzed,
      int totalVideosCovered,
      String overallSentiment,
      String engagementLevel,
      int positiveComments,
      int negativeComments,
      int neutralComments,
      double averageSentiment,
      String method,
      int commentsRead,
      int commentsNotAnalyzed,
      Map<String, Integer> notAnalyzedLanguages) {}

  public record PerformanceAnalysis(
      PerformanceMetrics metrics,
      TopPerformers topPerformingVideos,
      ComparisonInsights comparisonInsights) {}

  public record PerformanceMetrics(
      double averageVideoLengthMinutes, double averageTitleLengthCharacters) {}

  public record TopPerformers(
      double averageLengthMinutes,
      double averageTitleCharacters,
      String mostCommonHookType,
      String mostCommonNarrativeArc,
      int videoCount,
      int transcriptsAnalyzed,
      List<VideoRef> videos) {}

  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record ComparisonInsights(
      double topMedianViews,
      double otherMedianViews,
      Double viewsMultiple,
      double lengthDifferenceMinutes,
      double titleLengthDifferenceCharacters,
      List<String> topFormats,
      List<String> topBuckets,
      Map<String, Integer> hookTypes,
      Map<String, Integer> narrativeArcs,
      List<String> insights) {}

  public record ScriptBlueprint(String basedOn, List<ScriptStage> recommendedStages) {}

  public record ScriptStage(
      String stage,
      String purpose,
      int recommendedLengthSeconds,
      String winningFormula,
      List<StageExample> successfulExamples) {}

  public record StageExample(
      String videoId,
      String title,
      Long views,
      double startSeconds,
      double endSeconds,
      String excerpt) {}

  public record AiStrategicAnalysis(
      StrategicRecommendations strategicRecommendations, String source) {}

  /**
   * {@code evidence}: for each of the four recommendations, the videos it rests on; {@code
   * chanceTests}: the permutation tests its make-more and rethink advice passed or failed.
   */
  public record StrategicRecommendations(
      String performancePatterns,
      String contentFormulaDiscovery,
      String audienceBehaviorInsights,
      String strategicOpportunities,
      Map<String, List<Evidence>> evidence,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ChanceTest> chanceTests) {

    public StrategicRecommendations(
        String performancePatterns,
        String contentFormulaDiscovery,
        String audienceBehaviorInsights,
        String strategicOpportunities) {
      this(
          performancePatterns,
          contentFormulaDiscovery,
          audienceBehaviorInsights,
          strategicOpportunities,
          Map.of(),
          List.of());
    }
  }

  /**
   * {@code shortfall} (Vidlens addition): why fewer than ten topics were given (the evidence holds
   * no more; topics are never padded); null, and absent on the wire, with ten.
   */
  public record SuggestedTopics(
      List<Topic> topics,
      int totalTopics,
      @JsonInclude(JsonInclude.Include.NON_NULL) String shortfall) {

    public SuggestedTopics(List<Topic> topics, int totalTopics) {
      this(topics, totalTopics, null);
    }
  }

  /** {@code evidence}: the videos the topic is drawn from (at least three when there are). */
  public record Topic(String title, String description, List<Evidence> evidence) {

    public Topic(String title, String description) {
      this(title, description, List.of());
    }
  }
}
