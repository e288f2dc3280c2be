package io.vidlens.analysis.corpus;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.analysis.*}: the job workers, the per-account cap on unfinished jobs, the
 * pipeline's sizes, the result cache and the optional language model. See README and
 * docs/analysis.md. The sizes' defaults keep a cold job within 40 platform requests (issue 15):
 * channel page, about panel and feed 3, {@code category-videos} microformats 5, and for each of the
 * {@code top-videos} 8 the mobile player, the caption file, the watch page and one comment page
 * ({@code comments-per-video} 20 is one page).
 */
@ConfigurationProperties("vidlens.analysis")
public record AnalysisProperties(
    @DefaultValue("2") int workers,
    @DefaultValue("1s") Duration pollInterval,
    @DefaultValue("60s") Duration lease,
    @DefaultValue("24h") Duration cacheTtl,
    @DefaultValue("30") int maxVideos,
    @DefaultValue("5") int categoryVideos,
    @DefaultValue("8") int topVideos,
    @DefaultValue("20") int commentsPerVideo,
    @DefaultValue("4") int fetchParallelism,
    @DefaultValue("3") int stageAttempts,
    @DefaultValue("2s") Duration stageBackoff,
    @DefaultValue("3") int jobAttempts,
    @DefaultValue("20") int maxQueuedPerAccount,
    @DefaultValue("60s") Duration queueFullRetryAfter,
    @DefaultValue("15s") Duration queueMetricsInterval,
    Llm llm) {

  public AnalysisProperties {
    llm = llm == null ? new Llm(null, null, null, Duration.ofSeconds(60)) : llm;
  }

  /** An OpenAI-compatible endpoint; unused while {@code base-url} or {@code model} is blank. */
  public record Llm(
      String baseUrl, String model, String apiKey, @DefaultValue("60s") Duration timeout) {

    public boolean configured() {
      return baseUrl != null && !baseUrl.isBlank() && model != null && !model.isBlank();
    }

    /** Never the key: a record's own toString would print it wherever the properties are logged. */
    @Override
    public String toString() {
      return "Llm[baseUrl="
          + baseUrl
          + ", model="
          + model
          + ", apiKey="
          + (apiKey == null || apiKey.isBlank() ? "(unset)" : "(set)")
          + ", timeout="
          + timeout
          + "]";
    }
  }
}
