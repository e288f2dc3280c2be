package io.vidlens.analysis.section;

import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.embeddings.TextEmbedder;

/** content_strategy: the channel's videos grouped into content buckets ({@link ContentBuckets}). */
@Section(name = "content_strategy", order = 20)
public final class ContentStrategySection implements AnalysisSection<ContentStrategy> {

  private final ContentBuckets buckets;

  public ContentStrategySection(TextEmbedder embedder) {
    this.buckets = new ContentBuckets(embedder);
  }

  @Override
  public ContentStrategy compute(SectionInput input) {
    return buckets.compute(input.corpus(), input.structure());
  }
}
