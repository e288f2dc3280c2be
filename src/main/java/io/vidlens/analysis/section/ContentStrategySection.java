package io.vidlens.analysis.section;

import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.embeddings.TextEmbedder;

/**
 * content_strategy: the channel's videos grouped into content buckets ({@link ContentBuckets}), and
 * the ideas worth filming, which read the niche (so {@code niche_analysis} runs before).
 */
@Section(name = "content_strategy", order = 20)
public final class ContentStrategySection implements AnalysisSection<ContentStrategy> {

  private final ContentBuckets buckets;

  public ContentStrategySection(TextEmbedder embedder) {
    this.buckets = new ContentBuckets(embedder);
  }

  @Override
  public ContentStrategy compute(SectionInput input) {
    // the ideas bring the niche's outlier subjects: niche_analysis runs first
    return buckets.compute(
        input.corpus(), input.structure(), input.earlierIfAny(NicheAnalysis.class));
  }
}
