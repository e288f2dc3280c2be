package io.vidlens.analysis.section;

import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.ChannelData;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.NicheAnalysis;
import io.vidlens.analysis.result.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.result.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;
import java.util.Arrays;

/**
 * The sections in the order they run, each with the name it reports (progress, timings) and the
 * record it adds to the result: one table, so a section's class holds only its computation. A
 * section runs after those whose results it reads.
 */
enum SectionPlan {
  CHANNEL_DATA(ChannelDataSection.class, "channel_data", ChannelData.class),
  CONTENT_STRATEGY(ContentStrategySection.class, "content_strategy", ContentStrategy.class),
  TITLE_FORMATS(TitleFormatSection.class, "title_format_strategy", TitleFormatStrategy.class),
  AUDIENCE(AudienceSection.class, "audience_insights", AudienceInsights.class),
  PERFORMANCE(PerformanceSection.class, "performance_analysis", PerformanceAnalysis.class),
  SCRIPT_BLUEPRINT(ScriptBlueprintSection.class, "script_blueprint", ScriptBlueprint.class),
  NICHE(NicheSection.class, "niche_analysis", NicheAnalysis.class),
  STRATEGY(StrategySection.class, "ai_strategic_analysis", StrategyStage.Strategy.class);

  final Class<?> section;
  final String sectionName;
  final Class<?> resultType;

  SectionPlan(Class<?> section, String sectionName, Class<?> resultType) {
    this.section = section;
    this.sectionName = sectionName;
    this.resultType = resultType;
  }

  static SectionPlan of(Class<?> section) {
    return Arrays.stream(values())
        .filter(p -> p.section == section)
        .findFirst()
        .orElseThrow(() -> new IllegalStateException(section.getName() + " is not in the plan"));
  }
}
