package io.vidlens.dashboard;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the dashboard reads of an account's channel analysis jobs. The jobs feature owns the jobs
 * and their table; the dashboard only reads, always within one account.
 */
interface AnalysisJobs {

  /** One job as its owner sees it; fields the jobs table does not have are null. */
  record Job(
      String id,
      String channelId,
      String status,
      Integer progress,
      Instant createdAt,
      Instant startedAt,
      Instant completedAt,
      Instant updatedAt,
      String error,
      String result) {

    public boolean finished() {
      return "completed".equals(status) || "failed".equals(status);
    }
  }

  /** False while there is no jobs table (the jobs feature has not been deployed). */
  boolean available();

  /** The account's latest jobs, newest first. */
  List<Job> forAccount(String accountId, int limit);

  /** The account's job with this ID; empty for an unknown ID or another account's job. */
  Optional<Job> find(String accountId, String jobId);
}
