package io.vidlens.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.RequiresRecordings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two nodes on one PostgreSQL behind no balancer: concurrent traffic to both, one node stopped
 * gracefully in the middle, and afterwards the ledger holds exactly the charges of the answers
 * given, the analysis job the stopped node had taken is finished by the other, and the survivor
 * answers. A graceful stop finishes the requests it has taken, so the ledger is exact; for an
 * abrupt kill, where it is only bounded, see {@link NodeKillTest}.
 */
@ExtendWith(RequiresRecordings.class)
@Tag("cluster")
class TwoNodeClusterTest {

  private static final String DETAILS = "/api/external/videos/details?videoId=";
  private static final List<String> VIDEOS =
      List.of("3sbYbckT1VY", "M4gD1WSo5mA", "cV5TjZCJkuA", "tjz2u2DiveM");

  private Cluster cluster;

  @AfterEach
  void stop() {
    if (cluster != null) {
      cluster.close();
    }
  }

  @Test
  void theLedgerJobsAndAnswersHoldWhenANodeStopsMidTraffic() throws Exception {
    cluster = new Cluster();
    ConfigurableApplicationContext a = cluster.inJvm();
    ConfigurableApplicationContext b = cluster.inJvm();
    ApiClient onA = Cluster.client(a, Cluster.KEY);
    ApiClient onB = Cluster.client(b, Cluster.KEY);

    // A job taken by B, which stops before it can finish it.
    String job =
        onB.get("/api/external/channels/analysis/job/create?channel_id=UCsXVk37bltHxD1rDPwtNM8Q")
            .json()
            .get(0)
            .get("job_id")
            .asString();

    AtomicBoolean bStopped = new AtomicBoolean();
    List<Answer> answers = new ArrayList<>();
    try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
      List<Future<Answer>> futures = new ArrayList<>();
      for (int i = 0; i < 200; i++) {
        String video = VIDEOS.get(i % VIDEOS.size());
        boolean toB = i % 2 == 1;
        futures.add(
            pool.submit(
                () -> {
                  if (toB && bStopped.get()) {
                    return null; // the balancer would have taken B out
                  }
                  try {
                    return (toB ? onB : onA).get(DETAILS + video);
                  } catch (RuntimeException e) {
                    return null; // B went away during this request: no answer, no charge expected
                  }
                }));
        if (i == 100) {
          // B stops once it has answered its share so far, while A's requests are still coming.
          for (int j = 1; j < futures.size(); j += 2) {
            futures.get(j).get();
          }
          bStopped.set(true);
          b.close();
        }
      }
      for (Future<Answer> f : futures) {
        Answer answer = f.get();
        if (answer != null) {
          answers.add(answer);
        }
      }
    }

    long served = answers.stream().filter(x -> x.status() == 200).count();
    assertThat(answers).extracting(Answer::status).containsOnly(200);
    assertThat(served).isGreaterThan(100);

    long charged = Cluster.ledger(a, Cluster.bootstrapAccount(a));
    long createCost = 10;
    assertThat(charged)
        .as("exactly one unit per answer given, plus the job create")
        .isEqualTo(served + createCost);

    // The job B had taken is finished by A.
    Answer result = null;
    for (int i = 0; i < 120; i++) {
      result = onA.get("/api/external/channels/analysis/job/status?job_id=" + job);
      if (result.status() == 200) {
        break;
      }
      Thread.sleep(Duration.ofMillis(500));
    }
    assertThat(result.status()).as(result.text()).isEqualTo(200);
    assertThat(result.json().get("status").asString()).isEqualTo("completed");
    assertThat(onA.get("/actuator/health").json().get("status").asString()).isEqualTo("UP");
  }
}
