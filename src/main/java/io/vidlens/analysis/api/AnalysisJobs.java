package io.vidlens.analysis.api;

import java.time.Instant;
import java.util.List;
import java.util.Map;
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

  /**
   * When the account first asked for an analysis of the channel (its oldest job, in any state, a
   * cached answer's included: that is created when the account asked); empty when it never did.
   */
  Optional<Instant> firstAsked(String accountId, String channelId);

  /**
   * The titles of the videos the account's latest completed analysis of the channel names, by video
   * ID: the history stores counts, not titles, and a chart of views labelled by ID tells a person
   * nothing. Empty when the account has no completed analysis of the channel.
   */
  Map<String, String> videoTitles(String accountId, String channelId);
}
