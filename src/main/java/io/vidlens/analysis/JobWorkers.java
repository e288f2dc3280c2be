package io.vidlens.analysis;

import io.vidlens.analysis.corpus.AnalysisProperties;
import io.vidlens.analysis.corpus.Progress;
import io.vidlens.json.JsonMappers;
import io.vidlens.work.UpstreamWork;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The node's job workers: {@code vidlens.analysis.workers} threads that claim due jobs from the
 * table, run the pipeline and write the outcome. A running job's lease is extended by its progress
 * and by a heartbeat; when the node stops, running jobs are given back (queued again) so another
 * node or the next start resumes them; when a node dies, its lease runs out and another worker
 * takes the job over.
 */
@Component
class JobWorkers implements SmartLifecycle {

  private static final Logger log = LoggerFactory.getLogger(JobWorkers.class);

  private final JobStore store;
  private final AnalysisPipeline pipeline;
  private final AnalysisProperties properties;
  private final ObjectProvider<JobObserver> observers;
  private final JobQueueMetrics metrics;
  private final String node =
      ManagementFactory.getRuntimeMXBean().getName()
          + "/"
          + UUID.randomUUID().toString().substring(0, 8);
  private final Object wake = new Object();
  private final List<Thread> threads = new ArrayList<>();
  private final Map<String, JobStore.Claim> running = new ConcurrentHashMap<>();
  private final AtomicInteger executions = new AtomicInteger();
  private volatile boolean active;

  JobWorkers(
      JobStore store,
      AnalysisPipeline pipeline,
      AnalysisProperties properties,
      ObjectProvider<JobObserver> observers,
      JobQueueMetrics metrics) {
    this.store = store;
    this.pipeline = pipeline;
    this.properties = properties;
    this.observers = observers;
    this.metrics = metrics;
  }

  /** Pipeline runs this node started (for tests and metrics). */
  int executions() {
    return executions.get();
  }

  /** A job was created on this node: look for it now rather than at the next poll. */
  void wake() {
    synchronized (wake) {
      wake.notifyAll();
    }
  }

  @Override
  public synchronized void start() {
    if (active) {
      return;
    }
    active = true;
    for (int i = 0; i < Math.max(0, properties.workers()); i++) {
      String name = "analysis-worker-" + i;
      threads.add(Thread.ofPlatform().name(name).daemon(true).start(() -> loop(node + "#" + name)));
    }
    log.info("{} analysis job workers started on {}", threads.size(), node);
  }

  @Override
  public synchronized void stop() {
    active = false;
    threads.forEach(Thread::interrupt);
    for (Thread t : threads) {
      try {
        t.join(Duration.ofSeconds(20));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    threads.clear();
    running.values().forEach(this::giveBack);
    running.clear();
  }

  @Override
  public boolean isRunning() {
    return active;
  }

  private void loop(String worker) {
    while (active) {
      try {
        var claim =
            store.claimNext(worker, properties.lease(), Math.max(1, properties.jobAttempts()));
        if (claim.isPresent()) {
          execute(claim.get());
        } else {
          synchronized (wake) {
            wake.wait(properties.pollInterval().toMillis());
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        if (!active) {
          return;
        }
        log.warn("Analysis worker {} could not claim a job: {}", worker, e.toString());
        sleep(properties.pollInterval());
      }
    }
  }

  private void execute(JobStore.Claim claim) {
    running.put(claim.jobId(), claim);
    executions.incrementAndGet();
    metrics.started(claim);
    Thread heartbeat = Thread.ofVirtual().start(() -> beat(claim));
    Progress progress =
        (stage, percent) -> {
          if (!store.progress(claim, stage, percent, properties.lease())) {
            throw new Progress.LostClaimException(claim.jobId());
          }
          observers.orderedStream().forEach(o -> o.onProgress(claim.jobId(), stage, percent));
        };
    try {
      log.info(
          "Analysis job {} of channel {} started (attempt {})",
          claim.jobId(),
          claim.channelId(),
          claim.attempt());
      // Named for the platform's request count by operation (and the job's log lines).
      AnalysisPipeline.Outcome outcome =
          UpstreamWork.callInBackground(
              UpstreamWork.ANALYSIS_JOB,
              () -> pipeline.run(claim.jobId(), claim.channelId(), progress));
      if (!active) {
        giveBack(claim);
        return;
      }
      switch (outcome) {
        case AnalysisPipeline.Outcome.Completed done -> {
          String timings =
              done.timings().entrySet().stream()
                  .map(e -> e.getKey() + "=" + e.getValue() + "ms")
                  .collect(Collectors.joining(", "));
          store.complete(
              claim,
              at -> JsonMappers.SNAKE_CASE.writeValueAsString(done.result().completedAt(at)),
              timings);
          log.info("Analysis job {} completed: {}", claim.jobId(), timings);
        }
        case AnalysisPipeline.Outcome.Failed failed -> {
          store.fail(claim, failed.reason());
          log.info("Analysis job {} failed: {}", claim.jobId(), failed.reason());
        }
      }
    } catch (Progress.LostClaimException e) {
      log.warn("Analysis job {} was taken over by another worker; this run stops", claim.jobId());
    } catch (VirtualMachineError e) {
      throw e;
    } catch (RuntimeException | Error e) {
      if (!active) {
        giveBack(claim);
      } else {
        log.error("Analysis job {} could not be finished", claim.jobId(), e);
        store.fail(claim, AnalysisPipeline.INTERNAL_ERROR);
      }
    } finally {
      heartbeat.interrupt();
      running.remove(claim.jobId());
    }
  }

  private void giveBack(JobStore.Claim claim) {
    try {
      if (store.release(claim)) {
        log.info("Analysis job {} given back: this node is stopping", claim.jobId());
      }
    } catch (RuntimeException e) {
      log.warn(
          "Analysis job {} could not be given back ({}); its lease will run out",
          claim.jobId(),
          e.toString());
    }
  }

  private void beat(JobStore.Claim claim) {
    Duration every = properties.lease().dividedBy(3);
    while (!Thread.currentThread().isInterrupted()) {
      try {
        Thread.sleep(every);
        if (!store.heartbeat(claim, properties.lease())) {
          return;
        }
      } catch (InterruptedException e) {
        return;
      } catch (RuntimeException e) {
        log.debug("Heartbeat of job {} failed: {}", claim.jobId(), e.toString());
      }
    }
  }

  private static void sleep(Duration d) {
    try {
      Thread.sleep(d);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
