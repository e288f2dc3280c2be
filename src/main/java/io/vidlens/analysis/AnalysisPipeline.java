package io.vidlens.analysis;

import io.github.resilience4j.core.IntervalFunction;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import io.vidlens.analysis.corpus.AnalysisProperties;
import io.vidlens.analysis.corpus.ChannelStage;
import io.vidlens.analysis.corpus.CommentStage;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Progress;
import io.vidlens.analysis.corpus.TranscriptStage;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * One job's work: channel and videos (0–35 %), transcripts (35–55 %), comments (55–75 %), the
 * analysis sections (75–98 %). Each stage is retried with exponential backoff when it fails in a
 * way that may pass ({@link #retryable}); a channel that does not exist or a stage that still fails
 * ends the job with a reason.
 */
@Component
public record AnalysisPipeline(
    ChannelStage channel,
    TranscriptStage transcripts,
    CommentStage comments,
    AnalysisSections sections,
    AnalysisProperties properties,
    Clock clock) {

  private static final Logger log = LoggerFactory.getLogger(AnalysisPipeline.class);

  static final String CHANNEL_NOT_FOUND = FailureReasons.CHANNEL_NOT_FOUND;

  /** A failure of ours, in words for the client; the log has the exception (never the answer). */
  static final String INTERNAL_ERROR = FailureReasons.INTERNAL_ERROR;

  sealed interface Outcome {
    record Completed(AnalysisResult result, Map<String, Long> timings) implements Outcome {}

    record Failed(String reason) implements Outcome {}
  }

  /** Failures worth another try: the platform's transient trouble and our own momentary limits. */
  public static boolean retryable(Throwable e) {
    return ReadFailure.of(e).map(ReadFailure::retryable).orElse(false);
  }

  Outcome run(String jobId, String channelId, Progress progress) {
    Map<String, Long> timings = new LinkedHashMap<>();
    ChannelId id = new ChannelId(channelId);
    try {
      Corpus corpus = stage("channel", timings, () -> channel.read(id, progress, 2, 35));
      Corpus withTranscripts =
          stage("transcripts", timings, () -> transcripts.read(corpus, progress, 35, 55));
      Corpus withComments =
          stage("comments", timings, () -> comments.read(withTranscripts, progress, 55, 75));
      // Ages are reckoned from when the channel was read (in replay: when it was recorded).
      Instant now = withComments.readAt() != null ? withComments.readAt() : clock.instant();
      AnalysisResult result =
          stage(
              "analysis",
              timings,
              () -> sections.analyse(jobId, withComments, now, progress, timings::put, 75, 98));
      return new Outcome.Completed(result, timings);
    } catch (Progress.LostClaimException e) {
      throw e;
    } catch (RuntimeException | LinkageError e) {
      // The client gets a sentence (FailureReasons); the details stay in the log.
      Optional<String> known = FailureReasons.known(e);
      if (known.isPresent()) {
        log.warn("Analysis job {} failed: {}", jobId, e.toString());
        return new Outcome.Failed(known.get());
      }
      log.error("Analysis job {} failed", jobId, e);
      return new Outcome.Failed(INTERNAL_ERROR);
    }
  }

  private <T> T stage(String name, Map<String, Long> timings, Supplier<T> stage) {
    long started = System.nanoTime();
    Retry r =
        Retry.of(
            "analysis-" + name,
            RetryConfig.custom()
                .maxAttempts(Math.max(1, properties.stageAttempts()))
                .intervalFunction(
                    IntervalFunction.ofExponentialBackoff(properties.stageBackoff(), 2.0))
                .retryOnException(AnalysisPipeline::retryable)
                .build());
    r.getEventPublisher()
        .onRetry(
            e ->
                log.info(
                    "Analysis stage {} failed ({}); try {} after {}",
                    name,
                    e.getLastThrowable().getMessage(),
                    e.getNumberOfRetryAttempts() + 1,
                    e.getWaitInterval()));
    try {
      return r.executeSupplier(stage);
    } finally {
      timings.put(name, (System.nanoTime() - started) / 1_000_000);
    }
  }
}
