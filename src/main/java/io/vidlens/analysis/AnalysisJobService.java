package io.vidlens.analysis;

import java.time.Clock;
import java.util.Optional;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * Creates jobs and reads their state; a job belongs to the account that created it and only that
 * account sees it. A create for a channel whose analysis completed within {@code
 * vidlens.analysis.cache-ttl} answers that job if it is the caller's, else a completed copy of it
 * made for the caller (cached); a create while the same account's job for the channel is still
 * queued or running answers that job; otherwise a new job is queued, unless the account already has
 * {@code vidlens.analysis.max-queued-per-account} unfinished (queued or processing) jobs: then the
 * create is refused with a 429 ({@link QueueFullException}).
 */
@Service
@EnableConfigurationProperties(AnalysisProperties.class)
record AnalysisJobService(
    JobStore store, JobWorkers workers, AnalysisProperties properties, Clock clock) {

  record Created(AnalysisJob job, boolean cached, String message) {}

  /** A completed analysis of the channel young enough to be answered from, if any. */
  Optional<AnalysisJob> cachedResult(String accountId, String channelId) {
    long since = clock.millis() - properties.cacheTtl().toMillis();
    return store.freshCompleted(channelId, accountId, since);
  }

  Created create(String accountId, String channelId) {
    Optional<AnalysisJob> cached = cachedResult(accountId, channelId);
    if (cached.isPresent()) {
      // Another account's analysis is public data, but its job is not: the caller gets a job of its
      // own.
      AnalysisJob found = cached.get();
      AnalysisJob own =
          found.accountId().equals(accountId) ? found : store.copyCompleted(found, accountId);
      return new Created(own, true, "Cached analysis available: the result can be fetched now.");
    }
    Optional<AnalysisJob> running = store.running(channelId, accountId);
    if (running.isPresent()) {
      return new Created(
          running.get(), false, "An analysis of this channel is already running: poll its status.");
    }
    int cap =
        properties.maxQueuedPerAccount() <= 0
            ? Integer.MAX_VALUE
            : properties.maxQueuedPerAccount();
    AnalysisJob job =
        store
            .create(accountId, channelId, cap)
            .orElseThrow(() -> new QueueFullException(cap, properties.queueFullRetryAfter()));
    workers.wake();
    return new Created(job, false, "Analysis job created: poll its status for the result.");
  }

  /** The account's job; another account's job is not found, like an unknown ID. */
  Optional<AnalysisJob> find(String accountId, String jobId) {
    return store.findOwned(accountId, jobId);
  }
}
