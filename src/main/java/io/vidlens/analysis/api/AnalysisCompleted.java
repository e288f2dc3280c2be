package io.vidlens.analysis.api;

import java.time.Instant;

/**
 * An analysis job reached {@code completed}: published once, in the transaction that marks it so,
 * through the event publication registry. Its result is then read through {@link AnalysisJobs}.
 * Unannotated on purpose: a published API holds plain types only (ArchitectureTest), and Spring
 * Modulith already knows it as the analysis module's event from the call that publishes it.
 */
public record AnalysisCompleted(
    String jobId, String accountId, String channelId, Instant completedAt) {}
