package io.vidlens.platform.resilience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.transport.HttpTransport;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.FakeTimeMeter;
import io.vidlens.testing.StubServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Faults: what is retried, what fails fast, the breaker, the bulkhead, pacing. */
class ResilientTransportTest {

  static final String JSON = "application/json; charset=UTF-8";
  static final String CAPTCHA_PAGE =
      "<!DOCTYPE html><html><head><title>YouTube</title>"
          + "<script src=\"https://www.google.com/recaptcha/api.js\"></script></head>"
          + "<body><div id=\"captcha-page\"><form><div class=\"g-recaptcha\"></div></form></div></body></html>";
  static final String CONSENT_PAGE =
      "<!DOCTYPE html><html><head><title>Before you continue to YouTube</title></head>"
          + "<body><form action=\"https://consent.youtube.com/s\" method=\"POST\"></form></body></html>";
  static final String BOT_WALL =
      "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"Sign in to confirm you\u2019re not a bot\"}}";
  static final String AGE_GATE =
      "{\"playabilityStatus\":{\"status\":\"LOGIN_REQUIRED\",\"reason\":\"Sign in to confirm your age\"}}";

  private final TestClock clock = new TestClock();
  private final InnerTubeRequests requests = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
  private final UpstreamRequest next = requests.next("dQw4w9WgXcQ", null);
  private final UpstreamRequest player = requests.mobilePlayer("dQw4w9WgXcQ", null);

  private ResilientTransport resilient(PlatformTransport base) {
    return TestPlatform.resilient(base, clock);
  }

  private static ResilienceSettings settings(int maxAttempts, int maxConcurrent) {
    ResilienceSettings s = TestPlatform.fastSettings();
    return new ResilienceSettings(
        maxAttempts,
        s.initialBackoff(),
        s.backoffMultiplier(),
        s.jitter(),
        s.failureRateThreshold(),
        s.slidingWindowSize(),
        s.minimumNumberOfCalls(),
        s.openStateWait(),
        s.halfOpenCalls(),
        maxConcurrent,
        s.bulkheadMaxWait(),
        s.throttledRetryAfter(),
        s.defaultRetryAfter());
  }

  private static PlatformException.Unavailable unavailable(Runnable call) {
    try {
      call.run();
    } catch (PlatformException.Unavailable e) {
      return e;
    }
    throw new AssertionError("Expected PlatformException.Unavailable");
  }

  @Test
  void serverErrorsAreRetriedUntilAnAnswerComes() {
    ScriptedTransport platform =
        new ScriptedTransport()
            .then(503, "text/html", "")
            .then(500, JSON, "{}")
            .then(200, JSON, "{\"ok\":1}");

    UpstreamResponse response = resilient(platform).send(next);

    assertThat(response.body()).isEqualTo("{\"ok\":1}");
    assertThat(platform.calls()).isEqualTo(3);
  }

  @Test
  void persistentServerErrorsEndIn503WithRetryAfter() {
    ScriptedTransport platform = new ScriptedTransport().always(502, "text/html", "bad gateway");

    PlatformException.Unavailable e = unavailable(() -> resilient(platform).send(next));

    assertThat(e.fault()).isEqualTo(UpstreamFault.SERVER_ERROR);
    assertThat(e.getMessage()).isEqualTo("Service Unavailable");
    assertThat(e.retryAfterSeconds()).isEqualTo(10);
    assertThat(platform.calls()).isEqualTo(3);
  }

  @Test
  void http429FailsFastWhenThereIsNoOtherRoute() {
    ScriptedTransport platform = new ScriptedTransport().always(429, "text/html", "");

    PlatformException.Unavailable e = unavailable(() -> resilient(platform).send(next));

    assertThat(e.fault()).isEqualTo(UpstreamFault.THROTTLED);
    assertThat(e.retryAfterSeconds()).isEqualTo(120);
    assertThat(platform.calls()).isEqualTo(1);
  }

  @Test
  void theCaptchaPageIsThrottlingEvenWithStatus200() {
    ScriptedTransport platform =
        new ScriptedTransport().always(200, "text/html; charset=utf-8", CAPTCHA_PAGE);

    assertThat(unavailable(() -> resilient(platform).send(next)).fault())
        .isEqualTo(UpstreamFault.THROTTLED);
    assertThat(platform.calls()).isEqualTo(1);
  }

  @Test
  void theConsentPageIsNotRetried() {
    ScriptedTransport platform =
        new ScriptedTransport().always(200, "text/html; charset=utf-8", CONSENT_PAGE);

    assertThat(unavailable(() -> resilient(platform).send(next)).fault())
        .isEqualTo(UpstreamFault.CONSENT);
    assertThat(platform.calls()).isEqualTo(1);
  }

  @Test
  void theBotWallIsUpstreamTroubleButAnAgeGateIsAnAnswer() {
    ScriptedTransport blocked = new ScriptedTransport().always(200, JSON, BOT_WALL);
    ScriptedTransport ageGated = new ScriptedTransport().always(200, JSON, AGE_GATE);

    assertThat(unavailable(() -> resilient(blocked).send(player)).fault())
        .isEqualTo(UpstreamFault.BOT_WALL);
    assertThat(resilient(ageGated).send(player).body()).isEqualTo(AGE_GATE);
    // Only player answers are read for it: a watch page mentioning the words is not a wall.
    assertThat(resilient(new ScriptedTransport().always(200, JSON, BOT_WALL)).send(next).status())
        .isEqualTo(200);
  }

  @Test
  void clientErrorsPassToTheCallerUntouched() {
    ScriptedTransport platform =
        new ScriptedTransport().always(404, "text/html", "<html>Not Found</html>");

    assertThat(resilient(platform).send(next).status()).isEqualTo(404);
    assertThat(platform.calls()).isEqualTo(1);
  }

  @Test
  void aBlockedProxyIsSetAsideAndTheNextOneTried() {
    ProxyPool proxies =
        new ProxyPool(
            List.of("http://127.0.0.1:1", "http://127.0.0.1:2"), Duration.ofMinutes(15), clock);
    List<String> used = new ArrayList<>();
    PlatformTransport platform =
        request -> {
          String route = request.egress().id();
          used.add(route);
          return route.endsWith(":1")
              ? new UpstreamResponse(429, "text/html", "", route)
              : new UpstreamResponse(200, JSON, "{}", route);
        };
    ResilientTransport transport =
        TestPlatform.resilient(
            platform, clock, proxies, Pacing.unpaced(), TestPlatform.fastSettings());

    assertThat(transport.send(next).route()).isEqualTo("127.0.0.1:2");
    assertThat(transport.send(next).route()).isEqualTo("127.0.0.1:2");
    assertThat(used).containsExactly("127.0.0.1:1", "127.0.0.1:2", "127.0.0.1:2");

    clock.advance(Duration.ofMinutes(16));
    assertThat(proxies.next().id()).isEqualTo("127.0.0.1:1");
  }

  @Test
  void whenEveryProxyIsBlockedTheRetryAfterIsTheirReturn() {
    ProxyPool proxies =
        new ProxyPool(List.of("127.0.0.1:1", "127.0.0.1:2"), Duration.ofMinutes(15), clock);
    PlatformTransport platform =
        request -> new UpstreamResponse(429, "text/html", "", request.egress().id());
    ResilientTransport transport =
        TestPlatform.resilient(
            platform, clock, proxies, Pacing.unpaced(), TestPlatform.fastSettings());

    PlatformException.Unavailable e = unavailable(() -> transport.send(next));

    assertThat(e.fault()).isEqualTo(UpstreamFault.THROTTLED);
    assertThat(e.retryAfterSeconds()).isEqualTo(15 * 60);
    assertThat(proxies.hasAvailable()).isFalse();
  }

  @Test
  void theBreakerOpensAfterRepeatedFailuresAndClosesAfterItsWait() {
    ScriptedTransport platform = new ScriptedTransport();
    for (int i = 0; i < 4; i++) {
      platform.then(500, "text/html", "");
    }
    platform.always(200, JSON, "{}");
    ResilientTransport transport =
        TestPlatform.resilient(
            platform, clock, ProxyPool.direct(), Pacing.unpaced(), settings(1, 4));

    for (int i = 0; i < 4; i++) {
      assertThat(unavailable(() -> transport.send(next)).fault())
          .isEqualTo(UpstreamFault.SERVER_ERROR);
    }
    assertThat(transport.breakerState("next")).isEqualTo(CircuitBreaker.State.OPEN);

    clock.advance(Duration.ofSeconds(10));
    PlatformException.Unavailable open = unavailable(() -> transport.send(next));
    assertThat(open.fault()).isEqualTo(UpstreamFault.CIRCUIT_OPEN);
    assertThat(open.retryAfterSeconds()).isEqualTo(20);
    assertThat(platform.calls()).isEqualTo(4);

    clock.advance(Duration.ofSeconds(21));
    assertThat(transport.send(next).status()).isEqualTo(200);
    assertThat(transport.breakerState("next")).isEqualTo(CircuitBreaker.State.CLOSED);
    assertThat(platform.calls()).isEqualTo(5);
  }

  @Test
  void ourOwnLimitsDoNotOpenTheBreaker() {
    ScriptedTransport platform = new ScriptedTransport().always(200, JSON, "{}");
    // 60 an hour, one at a time, no waiting: the second request is refused for a minute.
    OutboundRateLimit spent =
        new OutboundRateLimit(
            new Pacing(60, 1, Duration.ZERO, Duration.ZERO),
            new FakeTimeMeter(),
            nanos -> {},
            new java.util.Random(1));
    ResilientTransport transport =
        TestPlatform.resilient(
            TestPlatform.router(platform, clock, ProxyPool.direct(), egress -> spent),
            settings(3, 4),
            clock);

    transport.send(next);
    for (int i = 0; i < 6; i++) {
      PlatformException.Unavailable e = unavailable(() -> transport.send(next));
      assertThat(e.fault()).isEqualTo(UpstreamFault.RATE_LIMITED);
      assertThat(e.retryAfterSeconds()).isEqualTo(60);
    }
    assertThat(platform.calls()).isEqualTo(1);
    assertThat(transport.breakerState("next")).isEqualTo(CircuitBreaker.State.CLOSED);
  }

  @Test
  void theBulkheadLimitsConcurrentUpstreamCalls() throws Exception {
    CountDownLatch twoInside = new CountDownLatch(2);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger inside = new AtomicInteger();
    AtomicInteger mostInside = new AtomicInteger();
    PlatformTransport slow =
        request -> {
          mostInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
          twoInside.countDown();
          try {
            release.await(10, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          inside.decrementAndGet();
          return new UpstreamResponse(200, JSON, "{}");
        };
    ResilientTransport transport =
        TestPlatform.resilient(slow, clock, ProxyPool.direct(), Pacing.unpaced(), settings(3, 2));

    try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
      Future<UpstreamResponse> first = pool.submit(() -> transport.send(next));
      Future<UpstreamResponse> second = pool.submit(() -> transport.send(next));
      assertThat(twoInside.await(10, TimeUnit.SECONDS)).isTrue();

      PlatformException.Unavailable third = unavailable(() -> transport.send(next));
      assertThat(third.fault()).isEqualTo(UpstreamFault.BULKHEAD_FULL);

      release.countDown();
      assertThat(first.get(10, TimeUnit.SECONDS).status()).isEqualTo(200);
      assertThat(second.get(10, TimeUnit.SECONDS).status()).isEqualTo(200);
    }
    assertThat(mostInside).hasValue(2);
    assertThat(transport.send(next).status()).isEqualTo(200);
  }

  @Test
  void aHangingPlatformTimesOutIsRetriedAndEndsIn503() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    try (StubServer hanging =
            new StubServer(
                exchange -> {
                  try {
                    release.await(10, TimeUnit.SECONDS);
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                });
        HttpTransport live =
            new HttpTransport(ProxyPool.direct(), Duration.ofSeconds(2), Duration.ofMillis(200))) {
      InnerTubeRequests local =
          TestPlatform.requests(new UpstreamEndpoints(hanging.base(), hanging.base()));

      PlatformException.Unavailable e =
          unavailable(() -> resilient(live).send(local.next("dQw4w9WgXcQ", null)));

      assertThat(e.fault()).isEqualTo(UpstreamFault.TIMEOUT);
      assertThat(hanging.seen()).hasSize(3);
    } finally {
      release.countDown();
    }
  }

  @Test
  void connectionResetsAreRetriedAndEndIn503() throws Exception {
    AtomicInteger accepted = new AtomicInteger();
    try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        HttpTransport live =
            new HttpTransport(ProxyPool.direct(), Duration.ofSeconds(2), Duration.ofSeconds(5))) {
      Thread acceptor =
          Thread.ofVirtual()
              .start(
                  () -> {
                    while (!server.isClosed()) {
                      try (Socket socket = server.accept()) {
                        accepted.incrementAndGet();
                        socket.setSoLinger(true, 0); // close with a reset
                      } catch (IOException e) {
                        return;
                      }
                    }
                  });
      URI base = URI.create("http://127.0.0.1:" + server.getLocalPort());
      InnerTubeRequests local = TestPlatform.requests(new UpstreamEndpoints(base, base));

      PlatformException.Unavailable e =
          unavailable(() -> resilient(live).send(local.next("dQw4w9WgXcQ", null)));

      assertThat(e.fault()).isEqualTo(UpstreamFault.CONNECTION);
      assertThat(accepted.get()).isGreaterThanOrEqualTo(3);
      server.close();
      acceptor.join(5_000);
    }
  }

  @Test
  void nothingIsRetriedAfterAnAnswerThatIsNotTrouble() {
    ScriptedTransport platform = new ScriptedTransport().then(200, JSON, "{\"a\":1}");

    assertThat(resilient(platform).send(next).body()).isEqualTo("{\"a\":1}");
    assertThatThrownBy(
            () ->
                resilient(new ScriptedTransport().thenFail(UpstreamFault.NO_RECORDING)).send(next))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> assertThat(e.fault()).isEqualTo(UpstreamFault.NO_RECORDING));
  }
}
