package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.AnalysisResult.ChannelData;
import io.vidlens.analysis.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.AnalysisResult.DataCoverage;
import io.vidlens.analysis.AnalysisResult.NicheAnalysis;
import io.vidlens.analysis.AnalysisResult.Overview;
import io.vidlens.analysis.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.AnalysisResult.StrategicInsights;
import io.vidlens.analysis.AnalysisResult.TitleFormatStrategy;
import io.vidlens.embeddings.TextEmbedder;
import java.time.Instant;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * Stage 4: the analysis sections, one class each, in order, reporting progress and timing after
 * each.
 */
@Component
class AnalysisSections {

  static final String PROJECT = "vidlens-channel-analysis-v1";

  private final ContentBuckets buckets;
  private final StrategyStage strategy;

  AnalysisSections(TextEmbedder embedder, StrategyStage strategy) {
    this.buckets = new ContentBuckets(embedder);
    this.strategy = strategy;
  }

  /** Called with each section's name and its time in milliseconds. */
  interface Timings {
    void record(String stage, long millis);
  }

  AnalysisResult analyse(
      String jobId,
      Corpus gathered,
      Instant now,
      Progress progress,
      Timings timings,
      int from,
      int to) {
    // Ages, and so every equal-age comparison, are counted to the analysis time.
    Corpus corpus = gathered.asOf(now);
    SectionSteps steps = new SectionSteps(progress, timings, from, to, 8);
    // The channel's own structure; promotions (ads, announcements) stay out of the performance
    // sections and the advice, which read the regular videos only.
    ChannelStructure structure = ChannelStructure.of(corpus);
    List<VideoSample> regularVideos = structure.regular(corpus.videos());
    Corpus regular = regularVideos.isEmpty() ? corpus : corpus.withVideos(regularVideos);
    ChannelData channelData =
        steps.timed("channel_data", () -> ChannelDataSection.compute(corpus, now));
    ContentStrategy content =
        steps.timed("content_strategy", () -> buckets.compute(corpus, structure));
    TitleFormatStrategy formats =
        steps.timed(
            "title_format_strategy",
            () ->
                TitleFormats.compute(
                    regular.videos(),
                    TitleFormats.ownNames(corpus, structure.branding()),
                    corpus.equalAge()));
    AudienceInsights audience =
        steps.timed("audience_insights", () -> AudienceSection.compute(corpus));
    PerformanceAnalysis performance =
        steps.timed("performance_analysis", () -> PerformanceSection.compute(regular, content));
    ScriptBlueprint blueprint =
        steps.timed("script_blueprint", () -> ScriptBlueprintSection.compute(regular));
    NicheAnalysis niche = steps.timed("niche_analysis", () -> NicheSection.compute(regular));
    Findings findings =
        new Findings(
            regular, channelData, content, formats, audience, performance, blueprint, niche);
    StrategyStage.Strategy written =
        steps.timed("ai_strategic_analysis", () -> strategy.compute(findings));
    ChannelFacts c = corpus.channel();
    Cadence cadence = Cadence.of(corpus, now);
    EqualAgeScores equalAge = corpus.equalAge();
    StrategicInsights insights =
        new StrategicInsights(
            new Overview(
                c.channelId(),
                c.title(),
                c.subscriberCount() == null ? 0 : c.subscriberCount(),
                now.toEpochMilli() / 1000.0),
            content,
            formats,
            audience,
            performance,
            blueprint,
            written.analysis(),
            written.topics(),
            niche,
            new DataCoverage(
                corpus.videos().size(),
                (int) corpus.videos().stream().filter(VideoSample::detailsRead).count(),
                corpus.transcriptsTried(),
                corpus.transcripts().size(),
                corpus.commentsTried(),
                corpus.comments().size(),
                corpus.frame().withoutViews().size(),
                corpus.frame().withoutViews().stream()
                    .map(u -> new AnalysisResult.LeftOut(u.videoId(), u.title(), u.reason()))
                    .toList(),
                new AnalysisResult.CadenceBasis(cadence.spanDays(), cadence.viewsBasis()),
                new AnalysisResult.EqualAgeCoverage(
                    io.vidlens.catalog.EqualAgeViews.METHOD,
                    equalAge.views().scored().size(),
                    equalAge.views().tooRecent(),
                    equalAge.views().withoutAge())),
            corpus.frame().growth());
    var summary = audience.sentimentSummary();
    AnalysisResult.Basis basis =
        new AnalysisResult.Basis(
            written.narrative(),
            new AnalysisResult.SentimentBasis(
                AudienceSection.METHOD,
                AudienceSection.lexicon(),
                AudienceSection.LANGUAGES_READ,
                summary.totalCommentsAnalyzed(),
                summary.commentsNotAnalyzed()));
    return new AnalysisResult(
        jobId, c.channelId(), PROJECT, now.toString(), channelData, insights, basis);
  }

  /** The sections' share of the job's progress, reported with each section's time as it ends. */
  private static final class SectionSteps {
    private final Progress progress;
    private final Timings timings;
    private final int from;
    private final int to;
    private final int steps;
    private int done;

    SectionSteps(Progress progress, Timings timings, int from, int to, int steps) {
      this.progress = progress;
      this.timings = timings;
      this.from = from;
      this.to = to;
      this.steps = steps;
    }

    <T> T timed(String name, Supplier<T> section) {
      long started = System.nanoTime();
      T value = section.get();
      timings.record(name, (System.nanoTime() - started) / 1_000_000);
      done++;
      progress.update(name, from + (to - from) * done / steps);
      return value;
    }
  }
}
