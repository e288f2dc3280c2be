package io.vidlens.analysis;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The job queue per account, labelled by account ID (an opaque UUID, never a name or an e-mail; one
 * series per account that has queued or started jobs, so the cardinality is the number of active
 * accounts):
 *
 * <ul>
 *   <li>{@code vidlens_analysis_queue_jobs{account}}: jobs queued and not yet started, read from
 *       the job table every {@code vidlens.analysis.queue-metrics-interval}; the whole cluster's
 *       figure, so every node reports the same value (use {@code max}, not {@code sum}, across
 *       nodes). An account whose queue is empty has no series.
 *   <li>{@code vidlens_analysis_queue_wait_seconds{account}} (count, sum, max): how long each job
 *       waited from its create to its first start, recorded by the node that started it (sum across
 *       nodes).
 * </ul>
 */
@Component
class JobQueueMetrics {

  private static final Logger log = LoggerFactory.getLogger(JobQueueMetrics.class);

  private final JobStore store;
  private final MeterRegistry registry;
  private final MultiGauge queued;
  private final Map<String, Timer> waits = new ConcurrentHashMap<>();

  JobQueueMetrics(JobStore store, MeterRegistry registry) {
    this.store = store;
    this.registry = registry;
    this.queued =
        MultiGauge.builder("vidlens.analysis.queue.jobs")
            .description("Analysis jobs queued and not yet started, per account (cluster-wide)")
            .register(registry);
  }

  /** Reads the queue lengths from the job table now. */
  void refresh() {
    queued.register(
        store.queuedPerAccount().stream()
            .map(q -> MultiGauge.Row.of(Tags.of("account", q.accountId()), q.queued()))
            .toList(),
        true);
  }

  @Scheduled(
      fixedDelayString = "${vidlens.analysis.queue-metrics-interval:15s}",
      initialDelayString = "${vidlens.analysis.queue-metrics-interval:15s}")
  void refreshPeriodically() {
    try {
      refresh();
    } catch (RuntimeException e) {
      log.debug("Analysis queue metrics not refreshed: {}", e.toString());
    }
  }

  /** A worker of this node started a job: records its wait if this was its first start. */
  void started(JobStore.Claim claim) {
    claim.waited().ifPresent(waited -> wait(claim.accountId()).record(waited));
  }

  private Timer wait(String accountId) {
    return waits.computeIfAbsent(
        accountId,
        id ->
            Timer.builder("vidlens.analysis.queue.wait")
                .description("Time from an analysis job's create to its first start, per account")
                .tag("account", id)
                .register(registry));
  }
}
