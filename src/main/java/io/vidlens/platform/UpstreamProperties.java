package io.vidlens.platform;

import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeClients;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Configuration of the platform client, {@code vidlens.upstream.*}; every property is described in
 * docs/platform.md.
 *
 * @param replay recording folders to answer from (replay mode), comma-separated; empty for live
 * @param record a folder to save every live exchange in (record mode); empty for plain live
 * @param clientVersionRefresh how often the current WEB client version is read from the platform
 *     (also once at start); 0: never, the configured version only
 * @param maxRequestsPerMinute deprecated alias: {@code budget.per-hour} = 60 times this
 * @param rateLimitMaxWait deprecated alias of {@code budget.max-wait}
 * @param fanOutMaxInFlight upstream-bound tasks one fan-out runs at once
 */
@ConfigurationProperties("vidlens.upstream")
public record UpstreamProperties(
    List<String> replay,
    @DefaultValue("0ms") Duration replayLatency,
    String record,
    @DefaultValue("https://www.youtube.com") String webBaseUrl,
    @DefaultValue("https://youtubei.googleapis.com") String apiBaseUrl,
    @DefaultValue("en") String language,
    @DefaultValue("GB") String country,
    @DefaultValue("CAE=") String consentCookie,
    @DefaultValue("5s") Duration connectTimeout,
    @DefaultValue("20s") Duration requestTimeout,
    Clients clients,
    @DefaultValue({"android", "visionos"}) List<String> playerClients,
    @DefaultValue("30m") Duration visitorDataLifetime,
    @DefaultValue("24h") Duration clientVersionRefresh,
    Integer maxRequestsPerMinute,
    Duration rateLimitMaxWait,
    @DefaultValue Budget budget,
    @DefaultValue("4") int fanOutMaxInFlight,
    List<String> proxies,
    @DefaultValue("15m") Duration proxySetAside,
    @DefaultValue Retry retry,
    @DefaultValue CircuitBreaker circuitBreaker,
    @DefaultValue Bulkhead bulkhead,
    @DefaultValue RetryAfter retryAfter,
    @DefaultValue Cache cache,
    @DefaultValue Faults faults,
    @DefaultValue PotProvider potProvider) {

  public UpstreamProperties {
    replay =
        replay == null
            ? List.of()
            : replay.stream().map(String::trim).filter(s -> !s.isEmpty()).toList();
    record = record == null || record.isBlank() ? null : record.trim();
    clients = clients == null ? new Clients(null, null, null) : clients;
    proxies = proxies == null ? List.of() : List.copyOf(proxies);
    clientVersionRefresh = clientVersionRefresh == null ? Duration.ZERO : clientVersionRefresh;
  }

  /**
   * The request budget of each egress identity ({@code vidlens.upstream.budget.*}); see {@link
   * #pacing()}.
   *
   * @param perHour requests an hour per identity (unset: 1,000, or the deprecated alias)
   * @param burst requests that may leave back to back
   * @param maxWait longest wait for a turn before an immediate 503 (unset: 5 s, or the alias)
   * @param jitter upper bound of the random pause before each request
   * @param inReplay whether replay mode is paced too (normally not: recordings are not the
   *     platform)
   */
  public record Budget(
      Integer perHour,
      @DefaultValue("10") int burst,
      Duration maxWait,
      @DefaultValue("250ms") Duration jitter,
      @DefaultValue("false") boolean inReplay,
      Integer backgroundReserve,
      @DefaultValue("5m") Duration backgroundMaxWait) {}

  /** Whether a deprecated pacing property is set (logged at start). */
  public boolean usesDeprecatedPacing() {
    return maxRequestsPerMinute != null || rateLimitMaxWait != null;
  }

  /**
   * Injected upstream faults, for fault tests and soak runs ({@code vidlens.upstream.faults.*}): a
   * share {@code rate} of upstream calls fails with one of {@code kinds} (throttle, server-error,
   * reset, hang), drawn from a generator seeded with {@code seed} (0: a random seed).
   */
  public record Faults(
      @DefaultValue("0") double rate,
      @DefaultValue({"throttle", "server-error", "reset", "hang"}) List<String> kinds,
      @DefaultValue("0") long seed) {

    public Faults {
      if (rate < 0 || rate > 1) {
        throw new IllegalArgumentException("vidlens.upstream.faults.rate must be between 0 and 1");
      }
      kinds = kinds == null ? List.of() : List.copyOf(kinds);
    }
  }

  /**
   * A proof-of-origin token provider compatible with the bgutil-ytdlp-pot-provider server ({@code
   * POST /get_pot}, {@code GET /ping}), asked for a token when a caption file answers empty for
   * every client ({@code vidlens.upstream.pot-provider.*}).
   *
   * @param url the provider's base URL, e.g. {@code http://127.0.0.1:4416}; empty: none
   * @param timeout connect and whole-answer timeout of each call to it
   */
  public record PotProvider(String url, @DefaultValue("5s") Duration timeout) {

    public PotProvider {
      url = url == null || url.isBlank() ? null : url.trim();
      timeout = timeout == null ? Duration.ofSeconds(5) : timeout;
    }
  }

  /**
   * {@code vidlens.upstream.clients.<web|android|visionos>.<field>}: unset fields keep their
   * defaults.
   */
  public record Clients(InnerTubeClient web, InnerTubeClient android, InnerTubeClient visionos) {

    public InnerTubeClients resolved() {
      return new InnerTubeClients(web, android, visionos);
    }
  }

  public record Retry(
      @DefaultValue("3") int maxAttempts,
      @DefaultValue("500ms") Duration initialBackoff,
      @DefaultValue("2.0") double multiplier,
      @DefaultValue("0.5") double jitter) {}

  public record CircuitBreaker(
      @DefaultValue("50") float failureRateThreshold,
      @DefaultValue("20") int slidingWindowSize,
      @DefaultValue("10") int minimumNumberOfCalls,
      @DefaultValue("30s") Duration waitInOpenState,
      @DefaultValue("2") int permittedCallsInHalfOpenState) {}

  public record Bulkhead(
      @DefaultValue("8") int maxConcurrentCalls, @DefaultValue("5s") Duration maxWait) {}

  public record RetryAfter(
      @DefaultValue("120s") Duration throttled, @DefaultValue("10s") Duration other) {}

  /**
   * @param ttl per-kind lifetimes by {@link CacheKind#key()}, e.g. {@code ttl.player=1h}
   * @param memoryMax the in-memory layer's size bound
   * @param durable whether answers are also kept in the database table upstream_cache
   * @param purgeInterval how often expired rows are deleted
   * @param notFoundTtl the longest a definitive "does not exist" is kept, whatever its kind's TTL
   */
  public record Cache(
      Map<String, Duration> ttl,
      @DefaultValue("64MB") DataSize memoryMax,
      @DefaultValue("true") boolean durable,
      @DefaultValue("10m") Duration purgeInterval,
      @DefaultValue("10m") Duration notFoundTtl) {

    public Map<CacheKind, Duration> ttls() {
      Map<CacheKind, Duration> resolved = new EnumMap<>(CacheKind.class);
      Map<String, Duration> given = ttl == null ? Map.of() : ttl;
      given.keySet().forEach(Cache::requireKnownKind);
      for (CacheKind kind : CacheKind.values()) {
        resolved.put(kind, given.getOrDefault(kind.key(), kind.defaultTtl()));
      }
      return resolved;
    }

    private static void requireKnownKind(String key) {
      for (CacheKind kind : CacheKind.values()) {
        if (kind.key().equals(key.toLowerCase(Locale.ROOT))) {
          return;
        }
      }
      throw new IllegalArgumentException(
          "Unknown cache kind '"
              + key
              + "' in vidlens.upstream.cache.ttl; known: "
              + java.util.Arrays.stream(CacheKind.values()).map(CacheKind::key).toList());
    }
  }
}
