package io.vidlens.analysis;

import io.vidlens.analysis.corpus.AnalysisProperties;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * Creates jobs and reads their state; a job belongs to the account that created it and only that
 * account sees it. A create for a channel whose analysis completed within {@code
 * vidlens.analysis.cache-ttl} answers that job if it is the caller's, else a completed copy of it
 * made for the caller as its own job of this moment (cached); a create while the same account's job
 * for the channel is still queued or running answers that job; otherwise the channel is checked
 * (its page, through the catalog: a channel that does not exist is the platform's {@code NotFound},
 * a 404 before any job is made) and a new job is queued, unless the account already has {@code
 * vidlens.analysis.max-queued-per-account} unfinished (queued or processing) jobs: then the create
 * is refused with a 429 ({@link QueueFullException}).
 */
@Service
@EnableConfigurationProperties(AnalysisProperties.class)
record AnalysisJobService(
    JobStore store,
    JobWorkers workers,
    AnalysisProperties properties,
    Clock clock,
    Channels channels) {

  private static final Logger log = LoggerFactory.getLogger(AnalysisJobService.class);

  /** How a create was answered. */
  enum Outcome {
    /** From a stored analysis. */
    CACHED,
    /** By the account's job for the channel that is still queued or running. */
    ALREADY_RUNNING,
    /** By a new job. */
    QUEUED
  }

  record Created(AnalysisJob job, Outcome outcome, String message) {
    boolean cached() {
      return outcome == Outcome.CACHED;
    }
  }

  /** A completed analysis of the channel young enough to be answered from, if any. */
  Optional<AnalysisJob> cachedResult(String accountId, String channelId) {
    long since = clock.millis() - properties.cacheTtl().toMillis();
    return store.freshCompleted(channelId, accountId, since);
  }

  /**
   * Answers a create. Throws the platform's not-found failure (a {@link
   * io.vidlens.catalog.ReadFailure.Kind#CHANNEL_NOT_FOUND}) when the channel does not exist, and
   * nothing is made.
   */
  Created create(String accountId, String channelId) {
    long asked = clock.millis();
    Optional<AnalysisJob> cached = cachedResult(accountId, channelId);
    if (cached.isPresent()) {
      // Another account's analysis is public data, but its job is not: the caller gets a job of its
      // own, created and completed now, with nothing of the other job (its ID, its times).
      AnalysisJob found = cached.get();
      AnalysisJob own;
      if (found.accountId().equals(accountId)) {
        own = found;
        store.markServed(own.id()); // answered now from the stored result
      } else {
        own = store.copyCompleted(found, accountId);
      }
      return new Created(
          own, Outcome.CACHED, "Cached analysis available: the result can be fetched now.");
    }
    Optional<AnalysisJob> running = store.running(channelId, accountId);
    if (running.isPresent()) {
      return new Created(
          running.get(),
          Outcome.ALREADY_RUNNING,
          "An analysis of this channel is already running: poll its status.");
    }
    checkChannel(channelId);
    int cap =
        properties.maxQueuedPerAccount() <= 0
            ? Integer.MAX_VALUE
            : properties.maxQueuedPerAccount();
    AnalysisJob job =
        store
            .create(accountId, channelId, cap, asked)
            .orElseThrow(() -> new QueueFullException(cap, properties.queueFullRetryAfter()));
    workers.wake();
    return new Created(
        job, Outcome.QUEUED, "Analysis job created: poll its status for the result.");
  }

  /**
   * Reads the channel page (the first stage reads it again, from the cache this read fills): a
   * channel that does not exist fails the create. When the platform cannot say now (unavailable,
   * throttled, an unreadable page) the job is made anyway: its first stage reads the page with
   * retries, and a client is not refused for trouble that may pass before the job starts.
   */
  private void checkChannel(String channelId) {
    try {
      channels.channelPage(new ChannelId(channelId));
    } catch (RuntimeException e) {
      if (ReadFailure.of(e)
          .filter(f -> f.kind() == ReadFailure.Kind.CHANNEL_NOT_FOUND)
          .isPresent()) {
        throw e;
      }
      log.info(
          "Channel {} not checked before its job ({}); queued anyway", channelId, e.toString());
    }
  }

  /** The account's job; another account's job is not found, like an unknown ID. */
  Optional<AnalysisJob> find(String accountId, String jobId) {
    return store.findOwned(accountId, jobId);
  }

  /**
   * Whether answering the completed job now serves a stored result: false for the first answer of a
   * job that ran to completion (the fresh result), true for every later one and for copies.
   */
  boolean servedFromStore(AnalysisJob job) {
    return !store.markServed(job.id());
  }
}
