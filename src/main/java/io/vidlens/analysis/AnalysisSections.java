package io.vidlens.analysis;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Progress;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.ChannelData;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Overview;
import io.vidlens.analysis.result.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.result.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.result.AnalysisResult.StrategicInsights;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.ResultBasis;
import io.vidlens.analysis.result.ResultBasis.DataCoverage;
import io.vidlens.analysis.section.AnalysisSection;
import io.vidlens.analysis.section.AudienceSection;
import io.vidlens.analysis.section.Cadence;
import io.vidlens.analysis.section.SectionInput;
import io.vidlens.analysis.section.StrategyStage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.springframework.stereotype.Component;

/**
 * Stage 4: the analysis sections ({@link AnalysisSection} beans), in their order, reporting
 * progress and timing after each; then the result assembled from their records.
 */
@Component
class AnalysisSections {

  static final String PROJECT = "vidlens-channel-analysis-v1";

  /** The section results the result's own fields hold; any other is an added section. */
  private static final Set<Class<?>> FIXED_FIELDS =
      Set.of(
          ChannelData.class,
          ContentStrategy.class,
          TitleFormatStrategy.class,
          AudienceInsights.class,
          PerformanceAnalysis.class,
          ScriptBlueprint.class,
          NicheAnalysis.class,
          StrategyStage.Strategy.class);

  private final List<AnalysisSection<?>> sections;

  AnalysisSections(List<AnalysisSection<?>> sections) {
    List<AnalysisSection<?>> ordered = new ArrayList<>(sections);
    AnnotationAwareOrderComparator.sort(ordered);
    this.sections = List.copyOf(ordered);
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
    SectionSteps steps = new SectionSteps(progress, timings, from, to, sections.size());
    // The channel's own structure; promotions (ads, announcements) stay out of the performance
    // sections and the advice, which read the regular videos only.
    ChannelStructure structure = ChannelStructure.of(corpus);
    List<VideoSample> regularVideos = structure.regular(corpus.videos());
    Corpus regular = regularVideos.isEmpty() ? corpus : corpus.withVideos(regularVideos);
    SectionInput.Results results = new SectionInput.Results();
    SectionInput input = new SectionInput(corpus, regular, structure, now, results);
    for (AnalysisSection<?> section : sections) {
      run(section, input, steps);
    }
    ChannelData channelData = results.of(ChannelData.class);
    ContentStrategy content = results.of(ContentStrategy.class);
    TitleFormatStrategy formats = results.of(TitleFormatStrategy.class);
    AudienceInsights audience = results.of(AudienceInsights.class);
    PerformanceAnalysis performance = results.of(PerformanceAnalysis.class);
    ScriptBlueprint blueprint = results.of(ScriptBlueprint.class);
    NicheAnalysis niche = results.of(NicheAnalysis.class);
    StrategyStage.Strategy written = results.of(StrategyStage.Strategy.class);
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
                    .map(u -> new ResultBasis.LeftOut(u.videoId(), u.title(), u.reason()))
                    .toList(),
                new ResultBasis.CadenceBasis(cadence.spanDays(), cadence.viewsBasis()),
                new ResultBasis.EqualAgeCoverage(
                    io.vidlens.catalog.EqualAgeViews.METHOD,
                    equalAge.views().scored().size(),
                    equalAge.views().tooRecent(),
                    equalAge.views().withoutAge())),
            corpus.frame().growth(),
            added(results));
    var summary = audience.sentimentSummary();
    ResultBasis.Basis basis =
        new ResultBasis.Basis(
            written.narrative(),
            new ResultBasis.SentimentBasis(
                AudienceSection.METHOD,
                AudienceSection.lexicon(),
                AudienceSection.LANGUAGES_READ,
                summary.totalCommentsAnalyzed(),
                summary.commentsNotAnalyzed()));
    return new AnalysisResult(
        jobId, c.channelId(), PROJECT, now.toString(), channelData, insights, basis);
  }

  /**
   * The results of sections no fixed field holds (a section added since the contract's fields),
   * each under its section's name, in run order.
   */
  private Map<String, Object> added(SectionInput.Results results) {
    Map<String, Object> added = new LinkedHashMap<>();
    for (AnalysisSection<?> section : sections) {
      if (!FIXED_FIELDS.contains(section.resultType())) {
        added.put(section.name(), results.of(section.resultType()));
      }
    }
    return added;
  }

  private static <R> void run(AnalysisSection<R> section, SectionInput input, SectionSteps steps) {
    input
        .earlier()
        .put(section.resultType(), steps.timed(section.name(), () -> section.compute(input)));
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
