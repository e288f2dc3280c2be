package io.vidlens.analysis.section;

import io.vidlens.analysis.ideas.Findings;
import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.ChannelData;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.result.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;
import io.vidlens.analysis.result.NicheAnalysis;

/**
 * ai_strategic_analysis: the written strategy ({@link StrategyStage}) over every section before it;
 * so it runs last.
 */
@Section(name = "ai_strategic_analysis", order = 80)
public final class StrategySection implements AnalysisSection<StrategyStage.Strategy> {

  private final StrategyStage strategy;

  public StrategySection(StrategyStage strategy) {
    this.strategy = strategy;
  }

  @Override
  public StrategyStage.Strategy compute(SectionInput input) {
    return strategy.compute(
        new Findings(
            input.regular(),
            input.earlier(ChannelData.class),
            input.earlier(ContentStrategy.class),
            input.earlier(TitleFormatStrategy.class),
            input.earlier(AudienceInsights.class),
            input.earlier(PerformanceAnalysis.class),
            input.earlier(ScriptBlueprint.class),
            input.earlier(NicheAnalysis.class)));
  }
}
