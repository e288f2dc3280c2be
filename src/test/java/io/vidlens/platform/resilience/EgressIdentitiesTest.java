package io.vidlens.platform.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.micrometer.tagged.TaggedCircuitBreakerMetrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Breakers per endpoint and client; budget, visitor data and rotation per egress identity. The
 * platform is a function of the request (and of the identity it left through), answers built here.
 */
class EgressIdentitiesTest {

  static final String JSON = "application/json; charset=UTF-8";
  static final String BOT_WALL =
      "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"Sign in to confirm you\u2019re not a bot\"}}";

  private final TestClock clock = new TestClock();
  private final InnerTubeRequests requests = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
  private final List<UpstreamRequest> sent = new CopyOnWriteArrayList<>();

  private static UpstreamResponse json(String body, UpstreamRequest request) {
    return new UpstreamResponse(200, JSON, body, request.egress().id());
  }

  private static String withVisitor(String visitorData) {
    return "{\"responseContext\":{\"visitorData\":\"" + visitorData + "\"},\"contents\":{}}";
  }

  /** A platform where each identity gets visitor data named after it, and the player is OK. */
  private PlatformTransport platform(String playerBody) {
    return request -> {
      sent.add(request);
      String id = request.egress().id();
      return switch (request.endpoint()) {
        case "visitor_id" -> json(withVisitor("visitor-of-" + id), request);
        case "player", "reel_item_watch" ->
            playerBody == null
                ? json(
                    "{\"responseContext\":{\"visitorData\":\"visitor-of-"
                        + id
                        + "\"},\"playabilityStatus\":{\"status\":\"OK\"}}",
                    request)
                : json(playerBody, request);
        default -> json(withVisitor("web-of-" + id), request);
      };
    };
  }

  private static PlatformException.Unavailable unavailable(Runnable call) {
    try {
      call.run();
    } catch (PlatformException.Unavailable e) {
      return e;
    }
    throw new AssertionError("Expected PlatformException.Unavailable");
  }

  private ProxyPool twoProxies() {
    return new ProxyPool(
        List.of("http://user:secret@10.0.0.1:3128", "http://10.0.0.2:3128"),
        Duration.ofMinutes(15),
        clock);
  }

  @Test
  void aBotWallOnThePlayerOpensOnlyThatPlayersBreakerWhileChannelPagesAreServed() {
    ResilientTransport transport = TestPlatform.resilient(platform(BOT_WALL), clock);
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    TaggedCircuitBreakerMetrics.ofCircuitBreakerRegistry(transport.breakers().registry())
        .bindTo(meters);
    UpstreamRequest visionos = requests.mobilePlayer("dQw4w9WgXcQ", null);

    for (int i = 0; i < 4; i++) {
      assertThat(unavailable(() -> transport.send(visionos)).fault())
          .isEqualTo(UpstreamFault.BOT_WALL);
    }

    assertThat(transport.breakerState("player.visionos")).isEqualTo(CircuitBreaker.State.OPEN);
    assertThat(unavailable(() -> transport.send(visionos)).fault())
        .isEqualTo(UpstreamFault.CIRCUIT_OPEN);
    // Channel pages, their continuations and handles keep working; so does the other player.
    assertThat(transport.send(requests.browse("UCsXVk37bltHxD1rDPwtNM8Q", null, null)).status())
        .isEqualTo(200);
    assertThat(transport.send(requests.resolveUrl("https://www.youtube.com/@x", null)).status())
        .isEqualTo(200);
    assertThat(transport.breakerState("browse")).isEqualTo(CircuitBreaker.State.CLOSED);
    assertThat(transport.breakerState("player.android")).isEqualTo(CircuitBreaker.State.CLOSED);

    assertThat(state(meters, "player.visionos", "open")).isEqualTo(1.0);
    assertThat(state(meters, "browse", "closed")).isEqualTo(1.0);
    assertThat(state(meters, "player.android", "closed")).isEqualTo(1.0);
    assertThat(state(meters, "timedtext", "closed")).as("known before any call").isEqualTo(1.0);
    assertThat(
            meters
                .get("resilience4j.circuitbreaker.failure.rate")
                .tags("name", "player.visionos")
                .gauge()
                .value())
        .isEqualTo(100.0);
  }

  private static double state(SimpleMeterRegistry meters, String breaker, String state) {
    return meters
        .get("resilience4j.circuitbreaker.state")
        .tags("name", breaker, "state", state)
        .gauge()
        .value();
  }

  @Test
  void breakersAreNamedByEndpointAndClient() {
    assertThat(BreakerNames.of(requests.reelItemWatchPlayer("dQw4w9WgXcQ", null)))
        .isEqualTo("player.android");
    assertThat(BreakerNames.of(requests.mobilePlayer("dQw4w9WgXcQ", null)))
        .isEqualTo("player.visionos");
    assertThat(BreakerNames.of(requests.webPlayerMicroformat("dQw4w9WgXcQ", null)))
        .isEqualTo("player.web");
    assertThat(BreakerNames.of(requests.reelOverlay("dQw4w9WgXcQ", null))).isEqualTo("reel");
    assertThat(BreakerNames.of(requests.next("dQw4w9WgXcQ", null))).isEqualTo("next");
    assertThat(BreakerNames.of(requests.nextContinuation("tok", null))).isEqualTo("next");
    assertThat(BreakerNames.of(requests.browseContinuation("tok", null))).isEqualTo("browse");
    assertThat(BreakerNames.of(requests.resolveUrl("https://www.youtube.com/@x", null)))
        .isEqualTo("browse");
    assertThat(BreakerNames.of(requests.feed("UCsXVk37bltHxD1rDPwtNM8Q"))).isEqualTo("feed");
    assertThat(
            BreakerNames.of(
                requests.captionFile(
                    "https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&lang=en", "json3")))
        .isEqualTo("timedtext");
  }

  @Test
  void anExhaustedBudgetAnswers503WithRetryAfterAtOnce() {
    FakeTimeMeter time = new FakeTimeMeter();
    List<Long> parked = new ArrayList<>();
    // 60 an hour (one a minute), a burst of 3, and a caller may wait 5 s for its turn.
    Pacing pacing = new Pacing(60, 3, Duration.ofSeconds(5), Duration.ZERO);
    ResilientTransport transport =
        TestPlatform.resilient(
            TestPlatform.router(
                platform(null),
                clock,
                ProxyPool.direct(),
                egress -> new OutboundRateLimit(pacing, time, parked::add, new Random(1))),
            TestPlatform.fastSettings(),
            clock);
    UpstreamRequest next = requests.next("dQw4w9WgXcQ", null);

    for (int i = 0; i < 3; i++) {
      assertThat(transport.send(next).status()).isEqualTo(200);
    }
    PlatformException.Unavailable refused = unavailable(() -> transport.send(next));

    assertThat(refused.fault()).isEqualTo(UpstreamFault.RATE_LIMITED);
    assertThat(refused.retryAfterSeconds()).isEqualTo(60);
    assertThat(parked).as("the refusal did not wait for a token").isEmpty();
    assertThat(sent).hasSize(3);
    assertThat(transport.breakerState("next"))
        .as("our own budget is not the platform's failure")
        .isEqualTo(CircuitBreaker.State.CLOSED);

    time.advance(Duration.ofMinutes(1));
    assertThat(transport.send(next).status()).isEqualTo(200);
  }

  /** Work marked background (jobs, crawls) leaves the last tokens of the burst to API requests. */
  @Test
  void backgroundWorkLeavesTheReserveOfTheBudgetToApiRequests() {
    FakeTimeMeter time = new FakeTimeMeter();
    List<Long> parked = new ArrayList<>();
    // One a minute, a burst of 3 of which background work leaves 2 and waits at most 30 s.
    Pacing pacing = new Pacing(60, 3, Duration.ZERO, Duration.ZERO, 2, Duration.ofSeconds(30));
    ResilientTransport transport =
        TestPlatform.resilient(
            TestPlatform.router(
                platform(null),
                clock,
                ProxyPool.direct(),
                egress -> new OutboundRateLimit(pacing, time, parked::add, new Random(1))),
            TestPlatform.fastSettings(),
            clock);
    UpstreamRequest next = requests.next("dQw4w9WgXcQ", null);

    io.vidlens.work.UpstreamWork.callInBackground(
        "test",
        () -> {
          assertThat(transport.send(next).status()).isEqualTo(200);
          assertThat(unavailable(() -> transport.send(next)).fault())
              .isEqualTo(UpstreamFault.RATE_LIMITED);
          return null;
        });
    assertThat(transport.send(next).status()).as("an API request takes the reserve").isEqualTo(200);
    assertThat(transport.send(next).status()).isEqualTo(200);
    assertThat(sent).hasSize(3);
  }

  @Test
  void eachProxyHasItsOwnBudgetAndItsOwnVisitorData() {
    FakeTimeMeter time = new FakeTimeMeter();
    Pacing pacing = new Pacing(60, 2, Duration.ZERO, Duration.ZERO);
    ResilientTransport transport =
        TestPlatform.resilient(
            TestPlatform.router(
                platform(null),
                clock,
                twoProxies(),
                egress -> new OutboundRateLimit(pacing, time, nanos -> {}, new Random(1))),
            TestPlatform.fastSettings(),
            clock);
    UpstreamRequest next = requests.next("dQw4w9WgXcQ", null);

    for (int i = 0; i < 4; i++) {
      assertThat(transport.send(next).status()).isEqualTo(200);
    }
    assertThat(unavailable(() -> transport.send(next)).fault())
        .isEqualTo(UpstreamFault.RATE_LIMITED);

    Map<String, Integer> perIdentity = new HashMap<>();
    for (UpstreamRequest request : sent) {
      perIdentity.merge(request.egress().id(), 1, Integer::sum);
      // Visitor data only ever from the identity the request leaves through.
      String visitor = request.headers().get("X-Goog-Visitor-Id");
      if (visitor != null) {
        assertThat(visitor).isEqualTo("web-of-" + request.egress().id());
        assertThat(request.body().path("context").path("client").path("visitorData").asString())
            .isEqualTo(visitor);
      }
    }
    assertThat(perIdentity)
        .containsOnly(Map.entry("10.0.0.1:3128", 2), Map.entry("10.0.0.2:3128", 2));
    assertThat(sent.get(2).headers()).containsEntry("X-Goog-Visitor-Id", "web-of-10.0.0.1:3128");
    assertThat(sent.get(3).headers()).containsEntry("X-Goog-Visitor-Id", "web-of-10.0.0.2:3128");
    assertThat(transport.router().states())
        .extracting(EgressRouter.IdentityState::id)
        .containsExactly("10.0.0.1:3128", "10.0.0.2:3128"); // never the credentials
  }

  @Test
  void aBotWallOnOneIdentityRotatesOnlyItsVisitorData() {
    ProxyPool proxies = twoProxies();
    List<String> walled = new ArrayList<>();
    PlatformTransport ok = platform(null);
    PlatformTransport base =
        request -> {
          if (request.endpoint().equals("player")
              && request.egress().id().equals("10.0.0.1:3128")) {
            sent.add(request);
            walled.add(request.headers().get("X-Goog-Visitor-Id"));
            return json(BOT_WALL, request);
          }
          return ok.send(request);
        };
    EgressRouter router =
        TestPlatform.router(base, clock, proxies, egress -> OutboundRateLimit.of(Pacing.unpaced()));
    ResilientTransport transport =
        TestPlatform.resilient(router, TestPlatform.fastSettings(), clock);
    // Both identities learn WEB visitor data from a watch page each.
    transport.send(requests.next("dQw4w9WgXcQ", null));
    transport.send(requests.next("dQw4w9WgXcQ", null));
    assertThat(router.states())
        .allSatisfy(s -> assertThat(s.visitorClients()).containsExactly("WEB"));

    // The player goes to the first proxy, is walled, and is retried through the second.
    UpstreamResponse answer = transport.send(requests.mobilePlayer("dQw4w9WgXcQ", null));

    assertThat(answer.route()).isEqualTo("10.0.0.2:3128");
    assertThat(walled).containsExactly("visitor-of-10.0.0.1:3128");
    List<EgressRouter.IdentityState> states = router.states();
    assertThat(states.get(0).visitorClients()).as("the walled identity starts over").isEmpty();
    assertThat(states.get(0).setAside()).isTrue();
    assertThat(states.get(1).visitorClients()).containsExactly("VISIONOS", "WEB");
    assertThat(router.lastBlock())
        .hasValueSatisfying(
            b -> {
              assertThat(b.endpoint()).isEqualTo("player.visionos");
              assertThat(b.fault()).isEqualTo(UpstreamFault.BOT_WALL);
              assertThat(b.identity()).isEqualTo("10.0.0.1:3128");
            });
  }

  @Test
  void forgettingThroughThePlatformClientsViewRotatesTheIdentityThatAnswered() {
    EgressRouter router =
        TestPlatform.router(
            platform(null), clock, twoProxies(), egress -> OutboundRateLimit.of(Pacing.unpaced()));
    ResilientTransport transport =
        TestPlatform.resilient(router, TestPlatform.fastSettings(), clock);
    transport.send(requests.next("dQw4w9WgXcQ", null));
    transport.send(requests.next("dQw4w9WgXcQ", null));

    // PlatformClient found the second answer wrong (another video's, say) and forgets.
    router.visitorSession().forget(requests.clients().web());

    assertThat(router.states().get(0).visitorClients()).containsExactly("WEB");
    assertThat(router.states().get(1).visitorClients()).isEmpty();
  }
}
