package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.vidlens.access.ApiKeyService;
import io.vidlens.api.ApiException;
import io.vidlens.testing.DatabaseBackend;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Fair jobs, on every supported database: one account's flood does not hold back another account's
 * job (the SQL claim serves accounts round-robin, also with claimers racing), an account cannot
 * queue more than its cap of unfinished jobs (429), and the queue length and wait per account are
 * metered. Run once per database by the subclasses.
 */
@Tag("server")
abstract class FairJobQueueContractTest {

  private static final Duration LEASE = Duration.ofMinutes(1);
  private DatabaseBackend database;

  protected abstract DatabaseBackend backend();

  @AfterEach
  void close() {
    if (database != null) {
      database.close();
    }
  }

  private ConfigurableApplicationContext start(Map<String, Object> settings) {
    if (database == null) {
      database = backend();
    }
    Map<String, Object> all = new HashMap<>();
    all.put("vidlens.analysis.workers", "0");
    // never the internet: a job that runs fails at once on a closed local port
    all.put("vidlens.upstream.web-base-url", "http://127.0.0.1:9");
    all.put("vidlens.upstream.api-base-url", "http://127.0.0.1:9");
    all.put("vidlens.upstream.budget.per-hour", "0");
    // "at once": without backoff, each refused channel check would wait 1.5 s between retries
    all.put("vidlens.upstream.retry.initial-backoff", "1ms");
    all.put("vidlens.thumbnails.image-host", "http://127.0.0.1:9");
    all.putAll(settings);
    return database.start(all);
  }

  private static String account(ConfigurableApplicationContext node, String name) {
    return node.getBean(ApiKeyService.class)
        .create(name + "-" + System.nanoTime(), "k", null)
        .account()
        .id();
  }

  private static String channel(int n) {
    return String.format("UC%022d", n);
  }

  /** A clock the test moves by hand. */
  private static final class ManualClock extends Clock {
    private Instant now = Instant.parse("2026-06-01T12:00:00Z");

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  @Test
  void aFloodFromOneAccountDoesNotHoldBackAnotherAccountsJob() {
    ConfigurableApplicationContext node =
        start(Map.of("vidlens.analysis.max-queued-per-account", "100"));
    AnalysisJobService jobs = node.getBean(AnalysisJobService.class);
    JobStore store = node.getBean(JobStore.class);
    String a = account(node, "flooder");
    String b = account(node, "patient");
    for (int i = 0; i < 40; i++) {
      jobs.create(a, channel(i));
    }
    String bJob = jobs.create(b, channel(1000)).job().id();

    List<String> firstTwo = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      firstTwo.add(store.claimNext("w", LEASE, 3).orElseThrow().jobId());
    }
    assertThat(firstTwo).as("B's one job starts within the first two claims").contains(bJob);
  }

  @Test
  void accountsAreServedRoundRobin() {
    ConfigurableApplicationContext node =
        start(Map.of("vidlens.analysis.max-queued-per-account", "100"));
    ManualClock clock = new ManualClock();
    JobStore store = new JobStore(node.getBean(JdbcTemplate.class), clock);
    Map<String, String> owner = new HashMap<>();
    String a = account(node, "a");
    String b = account(node, "b");
    String c = account(node, "c");
    int n = 0;
    for (String[] queue : new String[][] {{a, "10"}, {b, "3"}, {c, "1"}}) {
      for (int i = 0; i < Integer.parseInt(queue[1]); i++) {
        clock.advance(Duration.ofMillis(1));
        owner.put(store.create(queue[0], channel(n++)).id(), queue[0]);
      }
    }
    Map<String, String> names = Map.of(a, "A", b, "B", c, "C");
    StringBuilder order = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      clock.advance(Duration.ofSeconds(1));
      JobStore.Claim claim = store.claimNext("w", LEASE, 3).orElseThrow();
      assertThat(claim.accountId()).isEqualTo(owner.get(claim.jobId()));
      order.append(names.get(claim.accountId()));
    }
    assertThat(order).hasToString("ABCABABAAA");
  }

  @Test
  void claimersRacingForAFloodStillStartTheOtherAccountsJobs() throws Exception {
    ConfigurableApplicationContext node =
        start(Map.of("vidlens.analysis.max-queued-per-account", "100"));
    AnalysisJobService jobs = node.getBean(AnalysisJobService.class);
    JobStore store = node.getBean(JobStore.class);
    String a = account(node, "flooder");
    for (int i = 0; i < 30; i++) {
      jobs.create(a, channel(i));
    }
    String bJob = jobs.create(account(node, "b"), channel(100)).job().id();
    String cJob = jobs.create(account(node, "c"), channel(101)).job().id();

    int claimers = 6;
    CountDownLatch go = new CountDownLatch(1);
    List<Future<JobStore.Claim>> claims = new ArrayList<>();
    try (ExecutorService pool = Executors.newFixedThreadPool(claimers)) {
      for (int i = 0; i < claimers; i++) {
        String worker = "w" + i;
        claims.add(
            pool.submit(
                () -> {
                  go.await();
                  return store.claimNext(worker, LEASE, 3).orElseThrow();
                }));
      }
      go.countDown();
      Set<String> claimed = new HashSet<>();
      for (Future<JobStore.Claim> claim : claims) {
        claimed.add(claim.get(60, TimeUnit.SECONDS).jobId());
      }
      assertThat(claimed).as("each claimer got a job of its own").hasSize(claimers);
      assertThat(claimed).contains(bJob, cJob);
    }
    Integer processing =
        node.getBean(JdbcTemplate.class)
            .queryForObject(
                "SELECT COUNT(DISTINCT claim_token) FROM analysis_jobs WHERE status = 'processing'",
                Integer.class);
    assertThat(processing).isEqualTo(claimers);
  }

  @Test
  void anAccountCannotQueueMoreThanItsCapOfUnfinishedJobs() {
    ConfigurableApplicationContext node =
        start(
            Map.of(
                "vidlens.analysis.max-queued-per-account", "3",
                "vidlens.analysis.queue-full-retry-after", "45s"));
    AnalysisJobService jobs = node.getBean(AnalysisJobService.class);
    JobStore store = node.getBean(JobStore.class);
    String a = account(node, "capped");
    String b = account(node, "other");
    for (int i = 0; i < 3; i++) {
      jobs.create(a, channel(i));
    }
    assertThatThrownBy(() -> jobs.create(a, channel(3)))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
              assertThat(e.retryAfterSeconds()).isEqualTo(45);
              assertThat(e.details()).contains("3 analysis jobs queued or processing");
            });
    assertThat(jobs.create(a, channel(1)).job().channelId())
        .as("a create for a channel already queued answers that job, cap or not")
        .isEqualTo(channel(1));
    assertThat(jobs.create(b, channel(3)).job().status())
        .as("another account is not affected")
        .isEqualTo(AnalysisJob.QUEUED);

    // A running job still counts; a finished one frees its place.
    JobStore.Claim running = store.claimNext("w", LEASE, 3).orElseThrow();
    if (!running.accountId().equals(a)) {
      running = store.claimNext("w", LEASE, 3).orElseThrow();
    }
    assertThat(running.accountId()).isEqualTo(a);
    assertThatThrownBy(() -> jobs.create(a, channel(3))).isInstanceOf(QueueFullException.class);
    assertThat(store.fail(running, "stopped by the test")).isTrue();
    assertThat(jobs.create(a, channel(3)).job().status()).isEqualTo(AnalysisJob.QUEUED);
    assertThatThrownBy(() -> jobs.create(a, channel(4))).isInstanceOf(QueueFullException.class);
  }

  @Test
  void queueLengthPerAccountIsMetered() {
    ConfigurableApplicationContext node =
        start(
            Map.of(
                "vidlens.analysis.max-queued-per-account", "100",
                "vidlens.analysis.queue-metrics-per-account", "true"));
    AnalysisJobService jobs = node.getBean(AnalysisJobService.class);
    JobStore store = node.getBean(JobStore.class);
    JobQueueMetrics metrics = node.getBean(JobQueueMetrics.class);
    MeterRegistry registry = node.getBean(MeterRegistry.class);
    String a = account(node, "a");
    String b = account(node, "b");
    for (int i = 0; i < 3; i++) {
      jobs.create(a, channel(i));
    }
    jobs.create(b, channel(10));

    metrics.refresh();
    assertThat(queued(registry, a)).isEqualTo(3);
    assertThat(queued(registry, b)).isEqualTo(1);

    store.claimNext("w", LEASE, 3).orElseThrow();
    store.claimNext("w", LEASE, 3).orElseThrow();
    metrics.refresh();
    assertThat(queued(registry, a)).as("started jobs are no longer queued").isEqualTo(2);
    assertThat(registry.find("vidlens.analysis.queue.jobs").tag("account", b).gauge())
        .as("an account with nothing queued has no series")
        .isNull();
  }

  @Test
  void theWaitOfEveryStartedJobIsMeteredPerAccount() throws Exception {
    ConfigurableApplicationContext node =
        start(
            Map.of(
                "vidlens.analysis.workers", "1",
                "vidlens.analysis.queue-metrics-per-account", "true",
                "vidlens.analysis.poll-interval", "50ms",
                "vidlens.analysis.stage-attempts", "1"));
    AnalysisJobService jobs = node.getBean(AnalysisJobService.class);
    JobStore store = node.getBean(JobStore.class);
    MeterRegistry registry = node.getBean(MeterRegistry.class);
    String a = account(node, "a");
    List<String> ids =
        List.of(jobs.create(a, channel(1)).job().id(), jobs.create(a, channel(2)).job().id());

    Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
    while (ids.stream().anyMatch(id -> store.find(id).orElseThrow().running())
        && Instant.now().isBefore(deadline)) {
      Thread.sleep(50);
    }
    Timer wait = registry.find("vidlens.analysis.queue.wait").tag("account", a).timer();
    assertThat(wait).isNotNull();
    assertThat(wait.count()).isEqualTo(2);
  }

  private static double queued(MeterRegistry registry, String account) {
    Gauge gauge = registry.find("vidlens.analysis.queue.jobs").tag("account", account).gauge();
    assertThat(gauge).as("queue gauge of " + account).isNotNull();
    return gauge.value();
  }
}
