package io.vidlens.hardening;

import static io.vidlens.hardening.Cluster.KEY;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.util.FileSystemUtils;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The caches of two nodes on one PostgreSQL stay correct: no node serves one account's job or quota
 * to another, or any key a different request's answer; and no node serves a platform answer past
 * its kind's TTL, not even one it put in its memory after another node had stored it.
 *
 * <p>The platform is a replay folder made in a temporary directory for this test (copies of the
 * recordings of one video, whose view count the test changes between calls) in front of the
 * recordings themselves. Player, microformat and watch-page answers live {@value #TTL_SECONDS} s.
 */
@ExtendWith(RequiresRecordings.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 6, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@Tag("cluster")
class ClusterCacheTest {

  static final int TTL_SECONDS = 8;
  private static final String DETAILS = "/api/external/videos/details?videoId=";
  private static final String CREATE = "/api/external/channels/analysis/job/create?channel_id=";
  private static final String STATUS = "/api/external/channels/analysis/job/status?job_id=";
  private static final String CHANNEL = "UCTwECeGqMZee77BjdoYtI2Q";

  /** The video whose recordings are copied and changed; no other test here reads it. */
  private static final String CHANGING = "3sbYbckT1VY";

  private static final String RECORDED = "streamcollaborators";
  private static final List<String> PLAYER_ANSWERS =
      List.of("01-reel_item_watch.json", "03-player.json", "07-player.json");
  private static final List<String> VIDEOS = List.of("M4gD1WSo5mA", "cV5TjZCJkuA", "tjz2u2DiveM");
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private Path replay;
  private Cluster cluster;
  private ConfigurableApplicationContext one;
  private ConfigurableApplicationContext two;

  @BeforeAll
  void start() throws IOException {
    replay = Files.createTempDirectory("vidlens-replay-");
    Path copy = Files.createDirectories(replay.resolve(RECORDED));
    try (Stream<Path> files = Files.list(Recordings.root().resolve(RECORDED))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
        Files.copy(file, copy.resolve(file.getFileName()));
      }
    }
    String ttl = TTL_SECONDS + "s";
    cluster =
        new Cluster(
            // the copies first: where two recordings answer one request, the first folder wins
            "--vidlens.upstream.replay=" + replay + "," + Recordings.root(),
            "--vidlens.upstream.cache.ttl.player=" + ttl,
            "--vidlens.upstream.cache.ttl.microformat=" + ttl,
            "--vidlens.upstream.cache.ttl.next=" + ttl,
            "--vidlens.plans.small.monthly-units=5000",
            "--vidlens.plans.small.requests-per-second=100000");
    one = cluster.inJvm();
    two = cluster.inJvm();
  }

  @AfterAll
  void stop() throws IOException {
    if (cluster != null) {
      cluster.close();
    }
    if (replay != null) {
      FileSystemUtils.deleteRecursively(replay);
    }
  }

  // ---- (b) no platform answer past its TTL, on either node ----

  @Test
  void neitherNodeServesAnUpstreamAnswerPastItsTtl() throws Exception {
    ApiClient onOne = Cluster.client(one, KEY);
    ApiClient onTwo = Cluster.client(two, KEY);
    setViews(1111);

    assertThat(views(onOne)).isEqualTo("1111");
    long[] expiry = expiry(); // {first, last} expiry of the player, microformat and watch-page rows
    assertThat(expiry[1] - expiry[0])
        .as("one request stores its answers together")
        .isLessThan(2_000);
    // Half a TTL later node two reads the stored answers (and keeps them in its memory).
    sleepUntil(expiry[0] - TTL_SECONDS * 1000L / 2);
    assertThat(views(onTwo)).isEqualTo("1111");

    // The platform changes; within the TTL both nodes still answer what they have.
    setViews(2222);
    assertThat(views(onOne)).isEqualTo("1111");
    assertThat(views(onTwo)).isEqualTo("1111");
    assertThat(System.currentTimeMillis())
        .as(
            "the within-TTL answers came before the TTL ended (a slower machine needs a longer TTL here)")
        .isLessThan(expiry[0]);

    // Past the TTL of the first read neither does, though node two's copy is only half a TTL old.
    sleepUntil(expiry[1] + 300);
    assertThat(views(onTwo)).isEqualTo("2222");
    assertThat(views(onOne)).isEqualTo("2222");
    long[] renewed = expiry();
    assertThat(renewed[0]).as("the new answer is stored with a new TTL").isGreaterThan(expiry[1]);

    // And the new answer is served, not re-read, within its own TTL.
    setViews(3333);
    assertThat(views(onOne)).isEqualTo("2222");
    assertThat(views(onTwo)).isEqualTo("2222");
    assertThat(System.currentTimeMillis()).isLessThan(renewed[0]);
  }

  private static String views(ApiClient client) {
    Answer answer = client.get(DETAILS + CHANGING);
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    assertThat(answer.json().get(0).get("id").asString()).isEqualTo(CHANGING);
    return answer.json().get(0).get("viewCount").asString();
  }

  /** The platform now says the video has {@code views} views (every player answer of it). */
  private void setViews(long views) throws IOException {
    for (String name : PLAYER_ANSWERS) {
      Path file = replay.resolve(RECORDED).resolve(name);
      ObjectNode exchange = (ObjectNode) JSON.readTree(file.toFile());
      ObjectNode response = (ObjectNode) exchange.get("response");
      String body = response.get("body").asString();
      String changed = body.replaceAll("\"viewCount\":\"\\d+\"", "\"viewCount\":\"" + views + "\"");
      assertThat(changed).as(name).contains("\"viewCount\":\"" + views + "\"");
      response.put("body", changed);
      Path next = file.resolveSibling(name + ".tmp");
      Files.writeString(next, JSON.writeValueAsString(exchange), StandardCharsets.UTF_8);
      Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
  }

  /** The first and last {@code expires_at} of the changing video's rows in the shared table. */
  private long[] expiry() {
    List<String> keys =
        Stream.of("player", "microformat", "next")
            .map(kind -> kind + ":" + sha256(CHANGING))
            .toList();
    List<Long> expires =
        Cluster.jdbc(one)
            .queryForList(
                "SELECT expires_at FROM upstream_cache WHERE cache_key IN (?, ?, ?)",
                Long.class,
                keys.toArray());
    assertThat(expires).as("rows of %s", keys).isNotEmpty();
    return new long[] {
      expires.stream().min(Long::compare).orElseThrow(),
      expires.stream().max(Long::compare).orElseThrow()
    };
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void sleepUntil(long epochMillis) throws InterruptedException {
    long wait = epochMillis - System.currentTimeMillis();
    if (wait > 0) {
      Thread.sleep(wait);
    }
  }

  // ---- (a) nothing of one account or request reaches another ----

  private record Seen(String account, long limit, long remaining) {}

  @Test
  void oneAccountsJobsQuotaAndAnswersNeverReachAnother() throws Exception {
    IssuedKey other =
        one.getBean(ApiKeyService.class).create("other-" + System.nanoTime(), "k", "small");
    String accountA = Cluster.bootstrapAccount(one);
    String accountB = other.account().id();
    ApiClient aOnOne = Cluster.client(one, KEY);
    ApiClient aOnTwo = Cluster.client(two, KEY);
    ApiClient bOnOne = Cluster.client(one, other.secret());
    ApiClient bOnTwo = Cluster.client(two, other.secret());
    long usedByABefore = Cluster.ledger(one, accountA);
    Tally tallyA = new Tally();
    Tally tallyB = new Tally();

    // Both keys on both nodes at once, several videos: every answer is its own request's, and its
    // quota headers its own account's (B's plan has 5,000 units, A's 100,000).
    Map<String, JsonNode> expected = new HashMap<>();
    for (String video : VIDEOS) {
      expected.put(video, tallyA.get(aOnOne, DETAILS + video, 1).json());
    }
    ConcurrentLinkedQueue<Seen> seen = new ConcurrentLinkedQueue<>();
    ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
    List<ApiClient> clients = List.of(aOnOne, aOnTwo, bOnOne, bOnTwo);
    try (ExecutorService pool = Executors.newFixedThreadPool(6)) {
      List<Future<?>> running = new ArrayList<>();
      for (int t = 0; t < 6; t++) {
        int thread = t;
        running.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 40; i++) {
                    int c = (thread + i) % clients.size();
                    boolean isA = c < 2;
                    String video = VIDEOS.get((thread * 7 + i) % VIDEOS.size());
                    Answer answer = (isA ? tallyA : tallyB).get(clients.get(c), DETAILS + video, 1);
                    if (answer.status() != 200 || !expected.get(video).equals(answer.json())) {
                      wrong.add(video + " answered " + answer.status() + ": " + answer.text());
                    }
                    seen.add(
                        new Seen(
                            isA ? "A" : "B",
                            answer.longHeader("X-Quota-Limit"),
                            answer.longHeader("X-Quota-Remaining")));
                  }
                }));
      }
      for (Future<?> f : running) {
        f.get(3, TimeUnit.MINUTES);
      }
    }
    assertThat(wrong).isEmpty();
    long usedByB = Cluster.ledger(one, accountB);
    long usedByA = Cluster.ledger(two, accountA);
    assertThat(usedByB).as("B's ledger: B's answers only").isEqualTo(tallyB.units());
    assertThat(usedByA)
        .as("A's ledger: A's answers only")
        .isEqualTo(usedByABefore + tallyA.units());
    for (Seen s : seen) {
      if (s.account().equals("B")) {
        assertThat(s.limit()).isEqualTo(5_000);
        assertThat(s.remaining()).isBetween(5_000 - usedByB, 5_000L - 1);
      } else {
        assertThat(s.limit()).isEqualTo(100_000);
        assertThat(s.remaining()).isBetween(100_000 - usedByA, 100_000 - usedByABefore - 1);
      }
    }

    // A's analysis job: never found by B, on either node, while it runs or once it is done.
    Answer created = tallyA.get(aOnOne, CREATE + CHANNEL, 10);
    assertThat(created.json().get(0).get("cached").asBoolean()).isFalse();
    String jobA = created.json().get(0).get("job_id").asString();
    assertUnknownToOther(tallyB, bOnOne, jobA);
    assertUnknownToOther(tallyB, bOnTwo, jobA);
    JsonNode doneA = awaitResult(tallyA, aOnTwo, jobA);
    assertThat(doneA.get("status").asString()).isEqualTo("completed");
    assertUnknownToOther(tallyB, bOnOne, jobA);
    assertUnknownToOther(tallyB, bOnTwo, jobA);

    // B asks for the same channel: the analysis at once, in a job of B's own that A never finds.
    Answer createdB = tallyB.get(bOnTwo, CREATE + CHANNEL, 10);
    assertThat(createdB.json().get(0).get("cached").asBoolean()).isTrue();
    String jobB = createdB.json().get(0).get("job_id").asString();
    assertThat(jobB).isNotEqualTo(jobA);
    Answer doneB = tallyB.get(bOnOne, STATUS + jobB, 1);
    assertThat(doneB.status()).isEqualTo(200);
    assertThat(doneB.json().at("/result/job_id").asString()).isEqualTo(jobB);
    assertThat(doneB.json().at("/result/channel_data")).isEqualTo(doneA.at("/result/channel_data"));
    assertThat(doneB.text()).doesNotContain(jobA);
    assertUnknownToOther(tallyA, aOnOne, jobB);
    assertUnknownToOther(tallyA, aOnTwo, jobB);
    Answer againA = tallyA.get(aOnTwo, CREATE + CHANNEL, 10);
    assertThat(againA.json().get(0).get("job_id").asString())
        .as("A's own job, not B's copy")
        .isEqualTo(jobA);

    // Each account's ledger and headers hold its own answers, whichever node asks.
    usedByB = Cluster.ledger(two, accountB);
    usedByA = Cluster.ledger(one, accountA);
    assertThat(usedByB).isEqualTo(tallyB.units());
    assertThat(usedByA).isEqualTo(usedByABefore + tallyA.units());
    Answer lastB = tallyB.get(bOnTwo, DETAILS + VIDEOS.get(0), 1);
    assertThat(lastB.longHeader("X-Quota-Remaining")).isEqualTo(5_000 - usedByB - 1);
    Answer lastA = tallyA.get(aOnOne, DETAILS + VIDEOS.get(0), 1);
    assertThat(lastA.longHeader("X-Quota-Remaining")).isEqualTo(100_000 - usedByA - 1);
  }

  private static void assertUnknownToOther(Tally tally, ApiClient client, String job) {
    Answer answer = tally.get(client, STATUS + job, 1);
    assertThat(answer.status()).isEqualTo(404);
    assertThat(answer.error().get("details").asString())
        .as("not even its state is told")
        .startsWith("No job with ID");
  }

  private static JsonNode awaitResult(Tally tally, ApiClient client, String job)
      throws InterruptedException {
    Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
    while (Instant.now().isBefore(deadline)) {
      Answer answer = tally.get(client, STATUS + job, 1);
      if (answer.status() != 404) {
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        return answer.json();
      }
      assertThat(answer.error().get("details").asString()).containsAnyOf("queued", "processing");
      Thread.sleep(250);
    }
    throw new AssertionError("job " + job + " did not finish in time");
  }
}
