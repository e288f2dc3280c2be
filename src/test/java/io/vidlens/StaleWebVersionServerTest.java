package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.ClientVersions;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.ServerTest;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.convention.TestBean;

/**
 * Issue 39, point 4, through the whole service in replay: a platform that refuses the configured
 * WEB client version with HTTP 400 on browse, next and the WEB player (Invidious #5817, #5820) and
 * names a newer one in its {@code /sw.js}, both built here from the documented shapes over the
 * {@link ConstructedChannel} world. The refused request reads the version again and is answered; a
 * request the platform refuses under the new version too is a 503, after one read and one retry.
 */
class StaleWebVersionServerTest extends ServerTest {

  static final String CURRENT = "2.20261201.01.00";

  /** A channel ID the platform refuses whatever the version: the 400 is not the version's. */
  static final String ALWAYS_REFUSED = "UCalwaysRefused000000001";

  static final TestClock CLOCK = new TestClock(ConstructedServerTest.PAGE_TIME);
  static final List<UpstreamRequest> SENT = new CopyOnWriteArrayList<>();

  @TestBean Clock clock;

  @TestBean(name = FakePlatform.TRANSPORT_BEAN, methodName = "platform")
  PlatformTransport platform;

  @Autowired InnerTubeRequests requests;
  @Autowired ClientVersions versions;

  static Clock clock() {
    return CLOCK;
  }

  @DynamicPropertySource
  static void replayMode(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> FakePlatform.REPLAY_MODE);
  }

  /** The constructed channel, behind a platform that refuses the configured WEB version. */
  static PlatformTransport platform() {
    FakePlatform world = FakePlatform.answering(ConstructedChannel.exchanges());
    return request -> {
      SENT.add(request);
      if (request.url().getPath().equals("/sw.js")) {
        return new UpstreamResponse(200, "text/javascript", serviceWorker(CURRENT));
      }
      if (refused(request)) {
        return new UpstreamResponse(
            400,
            "application/json; charset=UTF-8",
            "{\"error\":{\"code\":400,\"message\":\"Precondition check failed.\","
                + "\"status\":\"FAILED_PRECONDITION\"}}");
      }
      return world.send(request);
    };
  }

  /** WEB requests as any version but the current one, and every request for one channel. */
  private static boolean refused(UpstreamRequest request) {
    if (request.body() == null) {
      return false;
    }
    var client = request.body().path("context").path("client");
    boolean web = client.path("clientName").asString("").equals("WEB");
    boolean stale = !client.path("clientVersion").asString("").equals(CURRENT);
    return web
            && stale
            && Set.of("browse", "next", "player").contains(request.endpoint())
            && !request.body().has("continuation")
        || request.body().path("browseId").asString("").equals(ALWAYS_REFUSED);
  }

  /** The web app's service worker as the extractors read it: a {@code ytcfg.set({...})} call. */
  static String serviceWorker(String version) {
    return "self.document = self;\nvar ytcfg = {d: function() {}};\nytcfg.set({"
        + "\"INNERTUBE_API_KEY\":\"k\",\"INNERTUBE_CLIENT_NAME\":\"WEB\","
        + "\"INNERTUBE_CONTEXT_CLIENT_VERSION\":\""
        + version
        + "\",\"VISITOR_DATA\":\"CgtzdzRYYWJjZGVmZw%3D%3D\"});";
  }

  /** Each test starts as a server whose configured version the platform refuses. */
  @BeforeEach
  void staleVersion() {
    requests.useWebVersion(requests.configuredClients().web().version());
    CLOCK.advance(Duration.ofMinutes(2)); // past the least time between two reads
  }

  private long sent(String endpoint) {
    return SENT.stream().filter(r -> r.endpoint().equals(endpoint)).count();
  }

  private long serviceWorkerReads() {
    return SENT.stream().filter(r -> r.url().getPath().equals("/sw.js")).count();
  }

  @Test
  void aRefusedVersionIsReadAgainAndTheChannelAnswered() {
    long reads = serviceWorkerReads();
    Answer about =
        api().get("/api/external/channels/about?channelId=" + ConstructedChannel.CHANNEL_ID);
    assertThat(about.status()).as(about.text()).isEqualTo(200);
    assertThat(about.json().path("title").asString()).isEqualTo(ConstructedChannel.TITLE);
    assertThat(serviceWorkerReads() - reads).isEqualTo(1);
    assertThat(versions.inUse().web()).isEqualTo(CURRENT);
    assertThat(versions.inUse().webSource()).startsWith("/sw.js");
  }

  @Test
  void concurrentRefusedRequestsReadTheVersionOnceAndAreAllAnswered() throws Exception {
    long reads = serviceWorkerReads();
    List<String> videos = ConstructedChannel.longForm().stream().limit(4).map(v -> v.id()).toList();
    ExecutorService pool = Executors.newFixedThreadPool(videos.size());
    try {
      List<Future<Answer>> answers = new ArrayList<>();
      for (String id : videos) {
        answers.add(pool.submit(() -> api().get("/api/external/videos/comments?videoId=" + id)));
      }
      for (Future<Answer> answer : answers) {
        Answer comments = answer.get(60, TimeUnit.SECONDS);
        assertThat(comments.status()).as(comments.text()).isEqualTo(200);
        assertThat(comments.json().path("data").size()).isPositive();
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(serviceWorkerReads() - reads).isEqualTo(1);
  }

  @Test
  void aRequestRefusedUnderTheNewVersionTooIsA503AfterOneReadAndOneRetry() {
    long reads = serviceWorkerReads();
    long browses = sent("browse");
    Answer about = api().get("/api/external/channels/about?channelId=" + ALWAYS_REFUSED);
    assertThat(about.status()).as(about.text()).isEqualTo(503);
    assertThat(about.error().path("retryAfter").asLong()).isPositive();
    assertThat(about.error().path("details").asString()).contains("HTTP 400");
    assertThat(serviceWorkerReads() - reads).isEqualTo(1);
    assertThat(sent("browse") - browses).isEqualTo(2);
  }
}
