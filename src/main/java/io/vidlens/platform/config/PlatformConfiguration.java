package io.vidlens.platform.config;

import io.github.resilience4j.micrometer.tagged.TaggedCircuitBreakerMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.platform.UpstreamProperties;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.JdbcCacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.AnswerClock;
import io.vidlens.platform.client.InnerTubePlatformClient;
import io.vidlens.platform.client.PotProvider;
import io.vidlens.platform.health.PlatformHealthContributor;
import io.vidlens.platform.health.PlatformHealthIndicator;
import io.vidlens.platform.health.TokenProviderHealth;
import io.vidlens.platform.request.ClientVersionDiscovery;
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
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import java.net.URI;
import java.time.Clock;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/** The platform client's beans, all from {@link UpstreamProperties}. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(UpstreamProperties.class)
class PlatformConfiguration {

  private static final Logger log = LoggerFactory.getLogger(PlatformConfiguration.class);

  @Bean
  ProxyPool upstreamProxyPool(UpstreamProperties properties, Clock clock) {
    return new ProxyPool(properties.proxies(), properties.proxySetAside(), clock);
  }

  /** Live, record or replay, as configured; closed with the context. */
  @Bean
  PlatformTransport platformTransport(
      UpstreamProperties properties, ProxyPool proxies, JsonMapper mapper) {
    return TransportModes.create(properties, proxies, mapper);
  }

  @Bean
  InnerTubeRequests innerTubeRequests(UpstreamProperties properties) {
    return new InnerTubeRequests(
        new UpstreamEndpoints(
            URI.create(properties.webBaseUrl()), URI.create(properties.apiBaseUrl())),
        properties.clients().resolved(),
        new UpstreamLocale(properties.language(), properties.country()),
        properties.consentCookie(),
        new RandomTokens());
  }

  /**
   * The current WEB client version, read at start and daily (never in replay mode). Metered like
   * every request; not paced or retried: one small GET a day, and a failure keeps the fallback.
   */
  @Bean
  ClientVersionDiscovery clientVersionDiscovery(
      UpstreamProperties properties,
      PlatformTransport platformTransport,
      InnerTubeRequests requests,
      Clock clock,
      ObjectProvider<MeterRegistry> meters) {
    return new ClientVersionDiscovery(
        new MeteredTransport(platformTransport, meters.getIfAvailable(SimpleMeterRegistry::new)),
        requests,
        clock,
        properties.clientVersionRefresh(),
        !properties.replay().isEmpty());
  }

  @Bean
  UpstreamCache upstreamCache(UpstreamProperties properties, DataSource dataSource, Clock clock) {
    UpstreamProperties.Cache cache = properties.cache();
    CacheStore store = cache.durable() ? new JdbcCacheStore(dataSource) : CacheStore.none();
    return new UpstreamCache(
        store, clock, cache.ttls(), cache.memoryMax().toBytes(), cache.notFoundTtl());
  }

  @Bean
  CachePurger upstreamCachePurger(UpstreamCache cache, UpstreamProperties properties) {
    return new CachePurger(cache, properties.cache().purgeInterval());
  }

  /** The proof-of-origin token provider (none unless configured); its status is for health. */
  @Bean
  PotProvider potProvider(UpstreamProperties properties, JsonMapper mapper, Clock clock) {
    UpstreamProperties.PotProvider pot = properties.potProvider();
    return new PotProvider(pot.url(), pot.timeout(), mapper, clock);
  }

  /** The token provider's section of {@code /actuator/health/platform}. */
  @Bean
  PlatformHealthContributor tokenProviderHealth(PotProvider potProvider, Clock clock) {
    return new TokenProviderHealth(potProvider, clock);
  }

  /**
   * One breaker per endpoint and player client, as meters {@code resilience4j_circuitbreaker_*}.
   */
  @Bean
  UpstreamBreakers upstreamBreakers(
      UpstreamProperties properties, Clock clock, ObjectProvider<MeterRegistry> meters) {
    UpstreamBreakers breakers = new UpstreamBreakers(ResilienceSettings.of(properties), clock);
    meters.ifAvailable(
        registry ->
            TaggedCircuitBreakerMetrics.ofCircuitBreakerRegistry(breakers.registry())
                .bindTo(registry));
    return breakers;
  }

  /**
   * The egress identities (direct, or one per proxy), each with its budget, visitor data and
   * cookies, over the metered transport: each attempt that leaves counts, cache hits never.
   */
  @Bean
  EgressRouter egressRouter(
      UpstreamProperties properties,
      PlatformTransport platformTransport,
      ProxyPool proxies,
      InnerTubeRequests requests,
      JsonMapper mapper,
      AnswerTrees trees,
      Clock clock,
      ObjectProvider<MeterRegistry> meters) {
    MeterRegistry registry = meters.getIfAvailable(SimpleMeterRegistry::new);
    Pacing pacing = Pacing.configured(properties);
    if (properties.usesDeprecatedPacing()) {
      log.warn(
          "vidlens.upstream.max-requests-per-minute and rate-limit-max-wait are deprecated; "
              + "use vidlens.upstream.budget.per-hour and budget.max-wait (now {})",
          pacing);
    }
    log.info(
        "Upstream pacing per egress identity: {}",
        pacing.isPaced() ? pacing : "unpaced (replay mode or budget 0)");
    EgressRouter router =
        new EgressRouter(
            new MeteredTransport(platformTransport, registry),
            new AnswerClassifier(trees),
            proxies,
            requests,
            mapper,
            clock,
            properties.visitorDataLifetime(),
            egress -> OutboundRateLimit.of(pacing));
    router.bindTo(registry);
    return router;
  }

  /** The platform's answers parsed once, for the classifier and the client both. */
  @Bean
  AnswerTrees answerTrees(JsonMapper mapper) {
    return new AnswerTrees(mapper);
  }

  /** {@code /actuator/health/platform}. */
  @Bean
  PlatformHealthIndicator platformHealthIndicator(
      UpstreamBreakers breakers,
      EgressRouter router,
      InnerTubeRequests requests,
      UpstreamProperties properties,
      ObjectProvider<PlatformHealthContributor> contributors) {
    return new PlatformHealthIndicator(
        breakers, router, requests, Pacing.configured(properties), contributors);
  }

  @Bean
  InnerTubePlatformClient platformClient(
      UpstreamProperties properties,
      UpstreamBreakers breakers,
      EgressRouter router,
      InnerTubeRequests requests,
      UpstreamCache cache,
      AnswerTrees trees,
      PotProvider potProvider,
      ClientVersionDiscovery discovery,
      Clock clock) {
    return new InnerTubePlatformClient(
        new ResilientTransport(router, breakers, ResilienceSettings.of(properties)),
        requests,
        router.visitorSession(),
        cache,
        trees,
        properties.playerClients().stream().map(PlayerClient::parse).toList(),
        properties.retryAfter().other().toSeconds(),
        potProvider,
        // Replay keeps the recording's clock; live, now is now.
        properties.replay().isEmpty() ? AnswerClock.live(clock) : AnswerClock.recorded(clock),
        // A refused WEB version (HTTP 400) is read again at once, also in replay mode: there the
        // transport answers /sw.js from the answers it holds, never from the network.
        discovery::refresh,
        clock);
  }
}
