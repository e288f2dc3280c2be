package io.vidlens.platform;

import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.AnswerClock;
import io.vidlens.platform.client.InnerTubePlatformClient;
import io.vidlens.platform.client.PotProvider;
import io.vidlens.platform.request.InnerTubeClients;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.request.RandomTokens;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.request.UpstreamLocale;
import io.vidlens.platform.resilience.AnswerClassifier;
import io.vidlens.platform.resilience.EgressRouter;
import io.vidlens.platform.resilience.OutboundRateLimit;
import io.vidlens.platform.resilience.Pacing;
import io.vidlens.platform.resilience.ResilienceSettings;
import io.vidlens.platform.resilience.ResilientTransport;
import io.vidlens.platform.resilience.UpstreamBreakers;
import io.vidlens.platform.transport.AnswerTrees;
import io.vidlens.platform.transport.Egress;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tools.jackson.databind.json.JsonMapper;

/** Assembles the platform client by hand for tests, as PlatformConfiguration does. */
public final class TestPlatform {

  public static final JsonMapper MAPPER = JsonMapper.builder().build();

  private TestPlatform() {}

  public static InnerTubeRequests requests(UpstreamEndpoints endpoints) {
    return new InnerTubeRequests(
        endpoints,
        InnerTubeClients.defaults(),
        new UpstreamLocale("en", "GB"),
        "CAE=",
        new RandomTokens());
  }

  /** Fast retries (1 ms backoff, no jitter), a breaker over 4 calls, 4 concurrent calls. */
  public static ResilienceSettings fastSettings() {
    return new ResilienceSettings(
        3,
        Duration.ofMillis(1),
        1.0,
        0.0,
        50f,
        4,
        4,
        Duration.ofSeconds(30),
        1,
        4,
        Duration.ZERO,
        Duration.ofSeconds(120),
        Duration.ofSeconds(10));
  }

  /** Direct, unpaced, over {@code base}. */
  public static ResilientTransport resilient(PlatformTransport base, Clock clock) {
    return resilient(base, clock, ProxyPool.direct(), Pacing.unpaced(), fastSettings());
  }

  public static ResilientTransport resilient(
      PlatformTransport base,
      Clock clock,
      ProxyPool proxies,
      Pacing pacing,
      ResilienceSettings settings) {
    return resilient(
        router(base, clock, proxies, egress -> OutboundRateLimit.of(pacing)), settings, clock);
  }

  public static ResilientTransport resilient(
      EgressRouter router, ResilienceSettings settings, Clock clock) {
    return new ResilientTransport(router, new UpstreamBreakers(settings, clock), settings);
  }

  /** The egress identities of {@code proxies} over {@code base}, each with the budget given. */
  public static EgressRouter router(
      PlatformTransport base,
      Clock clock,
      ProxyPool proxies,
      Function<Egress, OutboundRateLimit> budgets) {
    return new EgressRouter(
        base,
        new AnswerClassifier(MAPPER),
        proxies,
        requests(UpstreamEndpoints.PLATFORM),
        MAPPER,
        clock,
        Duration.ofMinutes(30),
        budgets);
  }

  public static InnerTubePlatformClient client(
      PlatformTransport base, Clock clock, List<PlayerClient> playerClients) {
    return client(
        base,
        clock,
        playerClients,
        new UpstreamCache(CacheStore.none(), clock, Map.of(), 64L << 20));
  }

  /** With a cache of the test's own (a durable store, another not-found TTL). */
  public static InnerTubePlatformClient client(
      PlatformTransport base, Clock clock, List<PlayerClient> playerClients, UpstreamCache cache) {
    return client(base, clock, playerClients, cache, PotProvider.none(MAPPER));
  }

  /** With a proof-of-origin token provider (a stub server in tests). */
  public static InnerTubePlatformClient client(
      PlatformTransport base,
      Clock clock,
      List<PlayerClient> playerClients,
      UpstreamCache cache,
      PotProvider potProvider) {
    InnerTubeRequests requests = requests(UpstreamEndpoints.PLATFORM);
    EgressRouter router =
        router(base, clock, ProxyPool.direct(), egress -> OutboundRateLimit.of(Pacing.unpaced()));
    return new InnerTubePlatformClient(
        resilient(router, fastSettings(), clock),
        requests,
        router.visitorSession(),
        cache,
        MAPPER,
        playerClients,
        10,
        potProvider);
  }

  /**
   * A client (ANDROID then VISIONOS, default cache lifetimes) speaking as {@code requests}, whose
   * WEB client version {@code reread} reads again when the platform refuses it with HTTP 400.
   */
  public static InnerTubePlatformClient clientRenewingWebVersion(
      PlatformTransport base, Clock clock, InnerTubeRequests requests, Runnable reread) {
    EgressRouter router =
        router(base, clock, ProxyPool.direct(), egress -> OutboundRateLimit.of(Pacing.unpaced()));
    return new InnerTubePlatformClient(
        resilient(router, fastSettings(), clock),
        requests,
        router.visitorSession(),
        new UpstreamCache(CacheStore.none(), clock, Map.of(), 64L << 20),
        new AnswerTrees(MAPPER),
        List.of(PlayerClient.ANDROID, PlayerClient.VISIONOS),
        10,
        PotProvider.none(MAPPER),
        AnswerClock.live(clock),
        reread,
        clock);
  }

  /** The failure of a parser that could not read an answer, as the platform raises it. */
  public static UnreadableAnswer unreadable(String why) {
    return new UnreadableAnswer(new IllegalStateException(why));
  }

  public static InnerTubePlatformClient client(PlatformTransport base, Clock clock) {
    return client(base, clock, List.of(PlayerClient.ANDROID, PlayerClient.VISIONOS));
  }
}
