package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.access.Operation;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.platform.transport.NoRecordingException;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.ServerTest;
import io.vidlens.testing.UpstreamRequestCounts;
import io.vidlens.work.UpstreamWork;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.convention.TestBean;
import tools.jackson.databind.JsonNode;

/**
 * Upstream requests per operation as they are live: over {@link ConstructedChannel}, a made-up
 * channel in which every request the service makes is answered (no recordings needed, so this runs
 * everywhere). {@link UpstreamRequestsPerOperationReplayTest} counts against the shared recordings,
 * where replay stops at the first unanswered request of each video; here nothing is unanswered (no
 * {@code no_recording} outcome at all), so the counts are the ones the live platform would see.
 *
 * <p>Cold: the service clock is moved past every cache lifetime before each call. Get Analytics is
 * called, then an analysis job is created and run to its end. The counts per endpoint are written
 * to {@code target/upstream-requests-fully-answered.md} and must equal the constants below, which
 * say what the code spends today (docs/performance.md, "Upstream requests per operation").
 */
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
class UpstreamRequestsFullyAnsweredTest extends ServerTest {

  // ---- what the code spends, cold, per endpoint (visitor_id apart): issue 15's budgets ----

  /**
   * Get Analytics, at most 4: the channel page and the about panel (browse 2), the RSS feed, and
   * the WEB player answer of the newest video (category and keywords in one). The Shorts tab is not
   * read: the tab links answer hasShorts.
   */
  static final Map<String, Long> GET_ANALYTICS = Map.of("browse", 2L, "feed", 1L, "player", 1L);

  /** Creating the job reads the channel page, to refuse a missing channel at once. */
  static final Map<String, Long> CREATE_JOB = Map.of("browse", 1L);

  /**
   * The job itself (with the create's channel page, at most 45): the about panel, the Playlists
   * tab's first page (issue 24: the channel's own groups), the RSS feed, the WEB microformat of the
   * 5 newest videos (category-videos), and for the 8 most viewed (top-videos) the mobile player and
   * the caption file, the watch page and one comment page (20 comments); for the niche (issue 37)
   * the home tab (featured channels) and a search for each of 3 subjects, the watch pages' related
   * videos already read. A world with peers adds a listing page per peer, and its about panel where
   * the country it states could change what the channel is offered, within the niche's budget.
   */
  static final Map<String, Long> ANALYSIS_JOB =
      Map.of(
          "browse",
          3L,
          "search",
          3L,
          "feed",
          1L,
          "player",
          5L,
          "reel_item_watch",
          8L,
          "timedtext",
          8L,
          "next",
          16L);

  /**
   * Get Geography Demographics Revenue: channel page, about panel and Shorts tab, the feed, the WEB
   * microformat of the 6 newest videos and 6 newest Shorts, and for the 3 newest videos the mobile
   * player (the caption tracks' spoken language), the watch page and the first comment page
   * (viewers' languages). Both player answers of all 12 made it 34.
   */
  static final Map<String, Long> GEOGRAPHY =
      Map.of("browse", 3L, "feed", 1L, "player", 12L, "reel_item_watch", 3L, "next", 6L);

  /**
   * Get RPM of one video: both player answers, its channel's page and about panel (country), and
   * its watch page (the public-broadcaster panel).
   */
  static final Map<String, Long> RPM =
      Map.of("browse", 2L, "player", 1L, "reel_item_watch", 1L, "next", 1L);

  /** Longer than every cache lifetime (captions: 7 days), so the next call starts cold. */
  static final Duration PAST_EVERY_CACHE = Duration.ofDays(8);

  private static final String VISITOR_ID = "visitor_id";
  private static final TestClock CLOCK = new TestClock();

  @TestBean Clock clock;

  static Clock clock() {
    return CLOCK;
  }

  @Autowired MeterRegistry meters;

  /** The server's transport: the fake platform answering the constructed exchanges. */
  @TestBean(name = FakePlatform.TRANSPORT_BEAN, methodName = "platform")
  PlatformTransport platform;

  static PlatformTransport platform() {
    return FakePlatform.answering(ConstructedChannel.exchanges())
        .otherwise(
            request -> {
              // The analysis's niche also asks for the channel's home tab (featured channels) and
              // searches its subjects: this world features and finds no other channel.
              ExchangeKey key = ExchangeKey.of(request);
              boolean home =
                  request.endpoint().equals("browse") && !key.fields().containsKey("params");
              if (home || request.endpoint().equals("search")) {
                return new UpstreamResponse(200, "application/json", "{\"responseContext\":{}}");
              }
              throw new NoRecordingException(key, "the constructed answers");
            });
  }

  @DynamicPropertySource
  static void replayMode(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> FakePlatform.REPLAY_MODE);
  }

  @Test
  void everyRequestIsAnsweredAndTheCountsAreTheLiveOnes() throws Exception {
    CLOCK.advance(PAST_EVERY_CACHE);
    Map<String, Double> before = counts(Operation.GET_ANALYTICS.id());
    Answer analytics = analytics();
    Map<String, Double> analyticsCounts = difference(before, counts(Operation.GET_ANALYTICS.id()));
    assertThat(analytics.status()).as(analytics.text()).isEqualTo(200);

    CLOCK.advance(PAST_EVERY_CACHE);
    Map<String, Double> createBefore = counts(Operation.CREATE_ANALYSIS_JOB.id());
    Map<String, Double> jobBefore = counts(UpstreamWork.ANALYSIS_JOB);
    Answer created =
        api()
            .get(
                "/api/external/channels/analysis/job/create?channel_id="
                    + ConstructedChannel.CHANNEL_ID);
    assertThat(created.status()).as(created.text()).isEqualTo(200);
    JsonNode done = waitForResult(created.json().get(0).get("job_id").asString());
    Map<String, Double> createCounts =
        difference(createBefore, counts(Operation.CREATE_ANALYSIS_JOB.id()));
    Map<String, Double> jobCounts = difference(jobBefore, counts(UpstreamWork.ANALYSIS_JOB));

    writeTable(
        List.of(
            row(Operation.GET_ANALYTICS.id(), analytics.status(), analyticsCounts),
            row(Operation.CREATE_ANALYSIS_JOB.id(), created.status(), createCounts),
            row(UpstreamWork.ANALYSIS_JOB, 200, jobCounts)));

    // The world is complete: not one request of any operation went unanswered.
    assertThat(unanswered()).as("requests without an answer in the constructed world").isEmpty();
    // Every read answered and was read: the channel's counts, and tags and categories from the
    // newest video's WEB player answer.
    JsonNode record = analytics.json().get(0);
    assertThat(record.at("/about/subscriberCount").asLong()).isEqualTo(1_230_000);
    assertThat(record.at("/about/hasShorts").asBoolean()).isTrue();
    assertThat(record.get("tags").size()).as(record.toString()).isPositive();
    assertThat(record.get("categories").size()).as(record.toString()).isPositive();
    JsonNode samples = record.at("/estimate/basis/samples");
    assertThat(samples.get("videosOnPage").asInt()).isEqualTo(ConstructedChannel.LONG_FORM);
    assertThat(samples.get("shortsOnPage").asInt()).as("the Shorts tab is not read").isZero();
    assertThat(samples.get("detailedVideos").asInt()).isEqualTo(1);
    assertThat(record.at("/estimate/confidence").asString()).isEqualTo("medium");
    assertThat(samples.get("feedEntries").asInt()).isEqualTo(15);

    assertThat(done.get("status").asString()).isEqualTo("completed");
    JsonNode coverage = done.at("/result/strategic_insights/data_coverage");
    assertThat(coverage.get("videos_analyzed").asInt()).as(coverage.toString()).isEqualTo(30);
    // The newest 5 videos' own details (category); the feed gives 15 their dates and descriptions.
    assertThat(coverage.get("videos_with_details").asInt()).as(coverage.toString()).isEqualTo(5);
    assertThat(coverage.get("transcripts_read").asInt())
        .as(coverage.toString())
        .isEqualTo(coverage.get("transcripts_requested").asInt())
        .isEqualTo(8);
    assertThat(coverage.get("comment_videos_read").asInt())
        .as(coverage.toString())
        .isEqualTo(coverage.get("comment_videos_requested").asInt())
        .isPositive();
    // 20 top-level comments (comments-per-video, one page) of each of the 8 most viewed videos.
    assertThat(
            done.at("/result/strategic_insights/audience_insights/sentiment_summary")
                .get("total_comments_analyzed")
                .asInt())
        .isEqualTo(160);

    assertThat(answered(analyticsCounts)).isEqualTo(GET_ANALYTICS);
    assertThat(answered(createCounts)).isEqualTo(CREATE_JOB);
    assertThat(answered(jobCounts)).isEqualTo(ANALYSIS_JOB);
    long total = answered(analyticsCounts).values().stream().mapToLong(Long::longValue).sum();
    assertThat(total).isLessThanOrEqualTo(4);
    long job =
        answered(createCounts).values().stream().mapToLong(Long::longValue).sum()
            + answered(jobCounts).values().stream().mapToLong(Long::longValue).sum();
    assertThat(job)
        .as("issue 15's 40, the Playlists tab (issue 24), the niche's home tab and searches (37)")
        .isLessThanOrEqualTo(45);

    // What the job read is shared: Get Analytics now takes the tags and categories of every newest
    // video whose player answers the job left in the cache, and asks the platform for none.
    Map<String, Double> warmBefore = counts(Operation.GET_ANALYTICS.id());
    Answer shared = analytics();
    assertThat(shared.status()).as(shared.text()).isEqualTo(200);
    Map<String, Double> sharedCounts = difference(warmBefore, counts(Operation.GET_ANALYTICS.id()));
    assertThat(sharedCounts).doesNotContainKeys("player", "reel_item_watch");
    assertThat(shared.json().get(0).at("/estimate/basis/samples/detailedVideos").asInt())
        .isGreaterThanOrEqualTo(5);
    assertThat(shared.json().get(0).at("/estimate/confidence").asString()).isEqualTo("high");
  }

  @Test
  void theEstimatesCostWhatTheDocsSay() throws Exception {
    CLOCK.advance(PAST_EVERY_CACHE);
    Map<String, Double> before = counts(Operation.GET_GEOGRAPHY_REVENUE.id());
    Answer geography =
        api()
            .post(
                Operation.Paths.GET_GEOGRAPHY_REVENUE,
                "{\"channelId\":\"" + ConstructedChannel.CHANNEL_ID + "\"}");
    Map<String, Double> geographyCounts =
        difference(before, counts(Operation.GET_GEOGRAPHY_REVENUE.id()));
    assertThat(geography.status()).as(geography.text()).isEqualTo(200);

    CLOCK.advance(PAST_EVERY_CACHE);
    String video = ConstructedChannel.longForm().getFirst().id();
    Map<String, Double> rpmBefore = counts(Operation.GET_RPM.id());
    Answer rpm = api().get(Operation.Paths.GET_RPM + "?videoId=" + video);
    Map<String, Double> rpmCounts = difference(rpmBefore, counts(Operation.GET_RPM.id()));
    assertThat(rpm.status()).as(rpm.text()).isEqualTo(200);

    UpstreamRequestCounts.writeTable(
        "upstream-requests-fully-answered-estimates.md",
        List.of(
            "| operation | status | cold | cold, by endpoint (outcome if not ok) | visitor_id |",
            "|---|---|---|---|---|",
            row(Operation.GET_GEOGRAPHY_REVENUE.id(), geography.status(), geographyCounts),
            row(Operation.GET_RPM.id(), rpm.status(), rpmCounts)));
    assertThat(unanswered()).as("requests without an answer in the constructed world").isEmpty();
    assertThat(answered(geographyCounts)).isEqualTo(GEOGRAPHY);
    assertThat(answered(rpmCounts)).isEqualTo(RPM);
  }

  private Answer analytics() {
    return api()
        .post(
            Operation.Paths.GET_ANALYTICS,
            "{\"channelId\":\"" + ConstructedChannel.CHANNEL_ID + "\"}");
  }

  private JsonNode waitForResult(String jobId) throws InterruptedException {
    // Polls by count, not by time: a job of this size ends in seconds on the slowest machine.
    for (int i = 0; i < 1200; i++) {
      Answer status = api().get("/api/external/channels/analysis/job/status?job_id=" + jobId);
      if (status.status() == 200) {
        return status.json();
      }
      assertThat(status.status()).as(status.text()).isEqualTo(404);
      Thread.sleep(100);
    }
    throw new AssertionError("job " + jobId + " did not finish");
  }

  /** Every request counted with an outcome other than ok, by operation, endpoint and outcome. */
  private Map<String, Double> unanswered() {
    Map<String, Double> out = new TreeMap<>();
    for (Counter c : meters.find(MeteredTransport.METER).counters()) {
      String outcome = c.getId().getTag("outcome");
      if (!"ok".equals(outcome) && c.count() > 0) {
        out.merge(
            c.getId().getTag("operation") + " " + c.getId().getTag("endpoint") + " " + outcome,
            c.count(),
            Double::sum);
      }
    }
    return out;
  }

  private Map<String, Double> counts(String operation) {
    return UpstreamRequestCounts.byEndpoint(meters, operation);
  }

  private static Map<String, Double> difference(
      Map<String, Double> before, Map<String, Double> after) {
    Map<String, Double> out = new TreeMap<>();
    after.forEach(
        (k, v) -> {
          double d = v - before.getOrDefault(k, 0.0);
          if (d > 0) {
            out.put(k, d);
          }
        });
    return out;
  }

  /**
   * The counts to compare: every endpoint but visitor_id, which is per identity, not per call (and
   * varies from run to run, 1 to 3 here: concurrent first reads of a client may each ask).
   */
  private static Map<String, Long> answered(Map<String, Double> counts) {
    Map<String, Long> out = new TreeMap<>();
    counts.forEach(
        (k, v) -> {
          if (!k.equals(VISITOR_ID)) {
            out.put(k, v.longValue());
          }
        });
    return out;
  }

  private static String row(String operation, int status, Map<String, Double> counts) {
    Map<String, Long> answered = answered(counts);
    return "| `"
        + operation
        + "` | "
        + status
        + " | "
        + answered.values().stream().mapToLong(Long::longValue).sum()
        + " | "
        + answered.entrySet().stream()
            .map(e -> e.getKey() + " " + e.getValue())
            .collect(Collectors.joining(", "))
        + " | "
        + counts.getOrDefault(VISITOR_ID, 0.0).longValue()
        + " |";
  }

  private static void writeTable(List<String> rows) throws IOException {
    List<String> lines = new ArrayList<>();
    lines.add(
        "Cold, over the constructed channel "
            + ConstructedChannel.CHANNEL_ID
            + " ("
            + ConstructedChannel.LONG_FORM
            + " videos, "
            + ConstructedChannel.SHORTS
            + " Shorts):");
    lines.add("");
    lines.add("| operation | status | cold | cold, by endpoint (outcome if not ok) | visitor_id |");
    lines.add("|---|---|---|---|---|");
    lines.addAll(rows);
    UpstreamRequestCounts.writeTable("upstream-requests-fully-answered.md", lines);
  }
}
