package io.vidlens.platform;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.JdbcCacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.request.RandomTokens;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.request.UpstreamLocale;
import io.vidlens.platform.resilience.AnswerClassifier;
import io.vidlens.platform.resilience.OutboundRateLimit;
import io.vidlens.platform.resilience.ResilientTransport;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import java.net.URI;
import java.time.Clock;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/** The platform client's beans, all from {@link UpstreamProperties}. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(UpstreamProperties.class)
class PlatformConfiguration {

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

  @Bean
  PlatformClient platformClient(
      UpstreamProperties properties,
      PlatformTransport platformTransport,
      ProxyPool proxies,
      InnerTubeRequests requests,
      UpstreamCache cache,
      JsonMapper mapper,
      Clock clock,
      PotProvider potProvider,
      ObjectProvider<MeterRegistry> meters) {
    // Metered under the retries and the cache: each attempt that leaves counts, cache hits never.
    PlatformTransport metered =
        new MeteredTransport(platformTransport, meters.getIfAvailable(SimpleMeterRegistry::new));
    ResilientTransport resilient =
        new ResilientTransport(
            metered,
            new AnswerClassifier(mapper),
            OutboundRateLimit.perMinute(
                properties.maxRequestsPerMinute(), properties.rateLimitMaxWait()),
            proxies,
            properties.resilience(),
            clock);
    VisitorSession visitors =
        new VisitorSession(resilient, requests, mapper, clock, properties.visitorDataLifetime());
    return new PlatformClient(
        resilient,
        requests,
        visitors,
        cache,
        mapper,
        properties.playerClients().stream().map(PlayerClient::parse).toList(),
        properties.retryAfter().other().toSeconds(),
        potProvider);
  }
}
