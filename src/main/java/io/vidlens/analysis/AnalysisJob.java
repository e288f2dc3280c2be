package io.vidlens.analysis;

/**
 * One row of {@code analysis_jobs} as the service reads it. {@code analysedAt}: when a completed
 * analysis's data was read (a copy keeps its source's), by which its freshness is judged.
 */
record AnalysisJob(
    String id,
    String accountId,
    String channelId,
    String status,
    String stage,
    int progress,
    int attempts,
    long createdAt,
    Long completedAt,
    Long analysedAt,
    String error,
    String result) {

  static final String QUEUED = "queued";
  static final String PROCESSING = "processing";
  static final String COMPLETED = "completed";
  static final String FAILED = "failed";

  boolean running() {
    return QUEUED.equals(status) || PROCESSING.equals(status);
  }
}
