package io.vidlens.analysis;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The job queue, for the whole node by default; per account, labelled by account ID, only when
 * {@code vidlens.analysis.queue-metrics-per-account=true} (an opaque UUID, never a name or an
 * e-mail, but still an identifier a metrics scraper need not hold; one series per account that has
 * queued or started jobs):
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
  private final boolean perAccount;

  JobQueueMetrics(
      JobStore store,
      MeterRegistry registry,
      @Value("${vidlens.analysis.queue-metrics-per-account:false}") boolean perAccount) {
    this.store = store;
    this.registry = registry;
    this.perAccount = perAccount;
    this.queued =
        MultiGauge.builder("vidlens.analysis.queue.jobs")
            .description("Analysis jobs queued and not yet started, per account (cluster-wide)")
            .register(registry);
  }

  /** Reads the queue lengths from the job table now. */
  void refresh() {
    List<JobStore.AccountQueue> queues = store.queuedPerAccount();
    queued.register(
        perAccount
            ? queues.stream()
                .map(q -> MultiGauge.Row.of(Tags.of("account", q.accountId()), q.queued()))
                .toList()
            : List.of(
                MultiGauge.Row.of(
                    Tags.empty(), queues.stream().mapToInt(JobStore.AccountQueue::queued).sum())),
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
    claim.waited().ifPresent(waited -> wait(perAccount ? claim.accountId() : "").record(waited));
  }

  private Timer wait(String accountId) {
    return waits.computeIfAbsent(
        accountId,
        id ->
            Timer.builder("vidlens.analysis.queue.wait")
                .description("Time from an analysis job's create to its first start")
                .tags(id.isEmpty() ? Tags.empty() : Tags.of("account", id))
                .register(registry));
  }
}
