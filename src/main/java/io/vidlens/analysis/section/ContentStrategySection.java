package io.vidlens.analysis.section;

import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.embeddings.TextEmbedder;
import org.springframework.stereotype.Component;

/** content_strategy: the channel's videos grouped into content buckets ({@link ContentBuckets}). */
@Component
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
