package io.vidlens.analysis;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Progress;
import io.vidlens.analysis.niche.NicheReading;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.section.AnalysisSection;
import io.vidlens.analysis.section.AudienceSection;
import io.vidlens.analysis.section.ChannelDataSection;
import io.vidlens.analysis.section.ContentStrategySection;
import io.vidlens.analysis.section.NicheSection;
import io.vidlens.analysis.section.PerformanceSection;
import io.vidlens.analysis.section.ScriptBlueprintSection;
import io.vidlens.analysis.section.StrategySection;
import io.vidlens.analysis.section.StrategyStage;
import io.vidlens.analysis.section.TitleFormatSection;
import io.vidlens.embeddings.TextEmbedder;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The analysis sections as the application runs them (in their order), for tests without Spring.
 */
public final class SectionsRun {

  private SectionsRun() {}

  /** Every section over {@code corpus} at {@code now}, without a language model. */
  public static AnalysisResult analyse(TextEmbedder embedder, Corpus corpus, Instant now) {
    return analyse(embedder, corpus, now, NicheReading.NONE);
  }

  /** Every section over {@code corpus} at {@code now}, its niche read by {@code niche}. */
  public static AnalysisResult analyse(
      TextEmbedder embedder, Corpus corpus, Instant now, NicheReading niche) {
    return new AnalysisSections(sections(embedder, niche))
        .analyse("job", corpus, now, Progress.NONE, (s, ms) -> {}, 75, 98);
  }

  /** The application's sections, as its context holds them. */
  public static List<AnalysisSection<?>> sections(TextEmbedder embedder) {
    return sections(embedder, NicheReading.NONE);
  }

  private static List<AnalysisSection<?>> sections(TextEmbedder embedder, NicheReading niche) {
    return List.of(
        new ChannelDataSection(),
        new ContentStrategySection(embedder),
        new TitleFormatSection(),
        new AudienceSection(),
        new PerformanceSection(),
        new ScriptBlueprintSection(),
        niche == NicheReading.NONE ? new NicheSection() : new NicheSection(niche, embedder),
        new StrategySection(new StrategyStage(Optional.empty())));
  }
}
