package io.vidlens.hardening;

import static io.vidlens.hardening.Cluster.KEY;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.RequiresRecordings;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Two nodes on one PostgreSQL, one of them in a JVM of its own that is killed with SIGKILL in the
 * middle of concurrent traffic to both nodes while it holds an analysis job's lease. Afterwards:
 *
 * <ul>
 *   <li>the ledger: with {@code answered} the units of every answer a client received with a
 *       chargeable status (2xx, 404) and {@code cut} the requests to the killed node that never got
 *       an answer, {@code answered <= ledger <= answered + cut x units}, and every cut request was
 *       in flight on the killed node when it was killed. The gate charges before the operation runs
 *       and refunds after it, both committed before the answer is sent, so an answer received is
 *       charged exactly; a request cut off by the kill may stay charged (its charge committed, its
 *       answer or refund never happened) or not (killed before the charge committed);
 *   <li>the job: the survivor takes it over only once the dead node's lease has run out, and
 *       finishes it;
 *   <li>the survivor answers as before, and its health is UP.
 * </ul>
 */
@ExtendWith(RequiresRecordings.class)
@Timeout(value = 8, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@Tag("cluster")
class NodeKillTest {

  private static final String DETAILS = "/api/external/videos/details?videoId=";
  private static final String CREATE = "/api/external/channels/analysis/job/create?channel_id=";
  private static final String STATUS = "/api/external/channels/analysis/job/status?job_id=";
  private static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";
  private static final List<String> VIDEOS =
      List.of("3sbYbckT1VY", "M4gD1WSo5mA", "cV5TjZCJkuA", "tjz2u2DiveM");
  private static final Duration LEASE = Duration.ofSeconds(5);
  private static final int REQUESTS = 400;
  private static final int DETAILS_UNITS = 1;

  private Cluster cluster;

  @AfterEach
  void stop() {
    if (cluster != null) {
      cluster.close();
    }
  }

  private record Lease(String status, String worker, long leaseUntil, int attempts) {}

  private static Lease lease(JdbcTemplate jdbc, String job) {
    return jdbc.queryForObject(
        "SELECT status, worker, lease_until, attempts FROM analysis_jobs WHERE id = ?",
        (rs, n) -> new Lease(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getInt(4)),
        job);
  }

  @Test
  void afterASigkillTheLedgerIsBoundedTheJobIsTakenOverAndTheSurvivorAnswers() throws Exception {
    cluster = new Cluster("--vidlens.analysis.lease=" + LEASE.toSeconds() + "s");
    Tally tally = new Tally();

    // B first and alone, so that B (and nobody else) claims the job. Its platform answers take 10 s
    // each, so its analysis (some 70 platform reads, four at a time) runs for minutes: it is still
    // running when B is killed, however slowly A starts. B's share of the traffic below is served
    // from the shared cache and never waits for that latency.
    NodeProcess b = cluster.process("node-b", "--vidlens.upstream.replay-latency=10s");
    ApiClient onB = b.client(KEY);
    String job = tally.get(onB, CREATE + CHANNEL, 10).json().get(0).get("job_id").asString();
    JdbcTemplate jdbc = cluster.jdbc();
    String bWorker = b.pid() + "@";
    Lease claimed =
        awaitLease(
            jdbc,
            job,
            l -> "processing".equals(l.status()) && l.worker() != null,
            Duration.ofSeconds(60));
    assertThat(claimed.worker()).as("the job is B's").startsWith(bWorker);

    ConfigurableApplicationContext a = cluster.inJvm();
    ApiClient onA = Cluster.client(a, KEY);
    String aWorker = ProcessHandle.current().pid() + "@";

    // Every video once on each node: A reads the platform (and fills the shared cache), B the
    // cache.
    Map<String, JsonNode> expected = new HashMap<>();
    for (String video : VIDEOS) {
      Answer first = tally.get(onA, DETAILS + video, DETAILS_UNITS);
      assertThat(first.status()).as(first.text()).isEqualTo(200);
      expected.put(video, first.json());
      assertThat(tally.get(onB, DETAILS + video, DETAILS_UNITS).json()).isEqualTo(first.json());
    }

    // Concurrent traffic to both nodes; B is killed a third of the way in. After the kill a
    // balancer
    // would send B's share to A: so does this.
    AtomicBoolean killed = new AtomicBoolean();
    AtomicInteger inFlightOnB = new AtomicInteger();
    AtomicInteger answered = new AtomicInteger();
    AtomicInteger answeredByB = new AtomicInteger();
    AtomicInteger cutOnB = new AtomicInteger();
    AtomicInteger next = new AtomicInteger();
    ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
    Runnable client =
        () -> {
          for (int i = next.getAndIncrement(); i < REQUESTS; i = next.getAndIncrement()) {
            String video = VIDEOS.get(i % VIDEOS.size());
            Answer answer = null;
            if (i % 2 == 1) {
              // Counted before the kill flag is read: the count at the kill covers every request B
              // may have taken.
              inFlightOnB.incrementAndGet();
              try {
                if (!killed.get()) {
                  try {
                    answer = tally.get(onB, DETAILS + video, DETAILS_UNITS);
                    answeredByB.incrementAndGet();
                  } catch (RuntimeException e) {
                    cutOnB.incrementAndGet(); // B died with this request: no answer
                    continue;
                  }
                }
              } finally {
                inFlightOnB.decrementAndGet();
              }
            }
            if (answer == null) {
              answer = tally.get(onA, DETAILS + video, DETAILS_UNITS);
            }
            answered.incrementAndGet();
            if (answer.status() != 200 || !expected.get(video).equals(answer.json())) {
              wrong.add(video + " answered " + answer.status() + ": " + answer.text());
            }
          }
        };

    int inFlightAtKill;
    Lease atKill;
    int exitCode;
    try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
      List<Future<?>> clients = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        clients.add(pool.submit(client));
      }
      awaitCount(answered, REQUESTS / 3, Duration.ofMinutes(2));
      Lease beforeKill = lease(jdbc, job);
      assertThat(beforeKill.status())
          .as("B still runs the job when it is killed")
          .isEqualTo("processing");
      assertThat(beforeKill.worker()).startsWith(bWorker);
      killed.set(true);
      inFlightAtKill = inFlightOnB.get();
      exitCode = b.kill();
      atKill = lease(jdbc, job); // B can no longer extend it
      for (Future<?> f : clients) {
        f.get(2, TimeUnit.MINUTES);
      }
    }
    assertThat(exitCode).as("killed by SIGKILL").isEqualTo(137);
    assertThat(wrong).isEmpty();
    assertThat(answered.get() + cutOnB.get()).isEqualTo(REQUESTS);
    assertThat(answeredByB.get()).as("B served part of the traffic").isPositive();
    assertThat(cutOnB.get())
        .as("only requests in flight at the kill are cut")
        .isLessThanOrEqualTo(inFlightAtKill);

    String account = Cluster.bootstrapAccount(a);
    long ledger = Cluster.ledger(a, account);
    assertThat(ledger)
        .as(
            "answered %s units, %s requests cut by the kill (%s in flight on B)",
            tally.units(), cutOnB, inFlightAtKill)
        .isBetween(tally.units(), tally.units() + (long) cutOnB.get() * DETAILS_UNITS);

    // The job: nobody takes it while the dead node's lease runs; A takes it once it has run out.
    Lease taken =
        awaitLease(
            jdbc,
            job,
            l -> l.worker() == null || !l.worker().startsWith(bWorker),
            Duration.ofSeconds(90));
    long takenSeen = System.currentTimeMillis();
    assertThat(takenSeen)
        .as("taken over only after the lease ran out")
        .isGreaterThanOrEqualTo(atKill.leaseUntil());
    assertThat(taken.worker()).as("the survivor took the job").startsWith(aWorker);
    Answer result = null;
    Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
    while (Instant.now().isBefore(deadline)) {
      result = tally.get(onA, STATUS + job, 1);
      if (result.status() != 404) {
        break;
      }
      Thread.sleep(500);
    }
    assertThat(result.status()).as(result.text()).isEqualTo(200);
    assertThat(result.json().get("status").asString()).isEqualTo("completed");
    assertThat(result.json().at("/result/job_id").asString()).isEqualTo(job);
    assertThat(lease(jdbc, job).attempts()).as("B's attempt and A's").isEqualTo(2);

    // The survivor answers as before the kill.
    for (String video : VIDEOS) {
      assertThat(tally.get(onA, DETAILS + video, DETAILS_UNITS).json())
          .isEqualTo(expected.get(video));
    }
    assertThat(onA.get("/actuator/health").json().get("status").asString()).isEqualTo("UP");
    long finalLedger = Cluster.ledger(a, account);
    assertThat(finalLedger)
        .isBetween(tally.units(), tally.units() + (long) cutOnB.get() * DETAILS_UNITS);
    System.out.printf(
        "NodeKillTest: %d answered (%d by B), %d cut by the kill (%d in flight on B), ledger %d for %d units answered;"
            + " job taken over %d ms after the lease ran out%n",
        answered.get(),
        answeredByB.get(),
        cutOnB.get(),
        inFlightAtKill,
        finalLedger,
        tally.units(),
        takenSeen - atKill.leaseUntil());
  }

  private static Lease awaitLease(
      JdbcTemplate jdbc, String job, java.util.function.Predicate<Lease> condition, Duration within)
      throws InterruptedException {
    Instant deadline = Instant.now().plus(within);
    Lease lease = lease(jdbc, job);
    while (!condition.test(lease)) {
      if (Instant.now().isAfter(deadline)) {
        throw new AssertionError("job " + job + " still " + lease + " after " + within);
      }
      Thread.sleep(100);
      lease = lease(jdbc, job);
    }
    return lease;
  }

  private static void awaitCount(AtomicInteger count, int target, Duration within)
      throws InterruptedException {
    Instant deadline = Instant.now().plus(within);
    while (count.get() < target) {
      if (Instant.now().isAfter(deadline)) {
        throw new AssertionError(
            "only " + count.get() + " of " + target + " answers after " + within);
      }
      Thread.sleep(5);
    }
  }
}
