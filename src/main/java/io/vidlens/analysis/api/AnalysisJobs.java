package io.vidlens.analysis.api;

import java.util.List;
import java.util.Optional;

/**
 * An account's channel analysis jobs, as the account holder sees them; always within one account.
 */
public interface AnalysisJobs {

  /** The account's latest jobs, newest first. */
  List<JobView> forAccount(String accountId, int limit);

  /**
   * The account's job with this ID and its result; empty for an unknown ID or another account's
   * job.
   */
  Optional<JobDetail> find(String accountId, String jobId);

  /** Whether the account ever asked for an analysis of the channel (any job, in any state). */
  boolean analysed(String accountId, String channelId);
}
