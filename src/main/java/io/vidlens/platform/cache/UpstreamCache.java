package io.vidlens.platform.cache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import io.vidlens.work.Futures;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Upstream answers by kind and identity: Caffeine in memory, in front of a durable {@link
 * CacheStore}, both expiring at the same instant (stored time + the kind's TTL; a row another node
 * stored under a longer TTL is held to this node's). Concurrent requests for one key share one
 * in-flight future, so they make one upstream call; the load runs on the first caller's thread and
 * a failed load is not kept (every waiter gets its failure). The durable layer is best effort: if
 * the database fails, answers still flow.
 *
 * <p>A caller may judge each body ({@link Retention}): a definitive not-found is kept no longer
 * than the not-found TTL, and an answer that means nothing lasting is never kept, in memory or in
 * the table. The judgement is applied to rows read back from the table too, so rows stored by an
 * older version under longer rules are held to the current ones.
 */
public class UpstreamCache {

  private static final Logger log = LoggerFactory.getLogger(UpstreamCache.class);

  private final CacheStore store;
  private final Clock clock;
  private final Map<CacheKind, Duration> ttls;
  private final Duration notFoundTtl;
  private final Cache<String, CachedBody> memory;
  // Loads in progress, so concurrent callers wait for the one upstream call instead of making
  // theirs.
  private final ConcurrentHashMap<String, CompletableFuture<CachedBody>> inFlight =
      new ConcurrentHashMap<>();

  /** Default TTL for a definitive not-found: a video may be published, a channel restored. */
  public static final Duration DEFAULT_NOT_FOUND_TTL = Duration.ofMinutes(10);

  public UpstreamCache(
      CacheStore store, Clock clock, Map<CacheKind, Duration> ttls, long memoryMaxBytes) {
    this(store, clock, ttls, memoryMaxBytes, DEFAULT_NOT_FOUND_TTL);
  }

  public UpstreamCache(
      CacheStore store,
      Clock clock,
      Map<CacheKind, Duration> ttls,
      long memoryMaxBytes,
      Duration notFoundTtl) {
    this.store = store;
    this.notFoundTtl = notFoundTtl.isNegative() ? Duration.ZERO : notFoundTtl;
    this.clock = clock;
    this.ttls = new EnumMap<>(CacheKind.class);
    for (CacheKind kind : CacheKind.values()) {
      this.ttls.put(kind, ttls.getOrDefault(kind, kind.defaultTtl()));
    }
    this.memory =
        Caffeine.newBuilder()
            // Caffeine's clock follows the service clock, so tests move time instead of sleeping.
            .ticker(() -> TimeUnit.MILLISECONDS.toNanos(clock.millis()))
            .maximumWeight(memoryMaxBytes)
            .weigher(
                (String key, CachedBody value) ->
                    (int) Math.min(Integer.MAX_VALUE, 64L + 2L * value.body().length()))
            .expireAfter(new UntilExpiresAt(clock))
            .build();
  }

  /**
   * The answer for {@code identity} (a video ID, a token, "browseId|params"...) of this kind: from
   * memory, else from the durable table, else from {@code loader}, which is then kept.
   */
  public String get(CacheKind kind, String identity, Supplier<String> loader) {
    return get(kind, identity, loader, body -> Retention.KEEP);
  }

  /**
   * As {@link #get(CacheKind, String, Supplier)}, keeping each body as {@code retention} judges it:
   * a not-found no longer than the not-found TTL, a body judged {@link Retention#NEVER} not at all
   * (it is still handed to every caller waiting for this load).
   */
  public String get(
      CacheKind kind,
      String identity,
      Supplier<String> loader,
      Function<String, Retention> retention) {
    Duration ttl = ttls.get(kind);
    if (ttl.isZero() || ttl.isNegative()) {
      return loader.get();
    }
    String key = key(kind, identity);
    CachedBody hit = memory.getIfPresent(key);
    if (hit != null) {
      return hit.body();
    }
    CompletableFuture<CachedBody> mine = new CompletableFuture<>();
    CompletableFuture<CachedBody> running = inFlight.putIfAbsent(key, mine);
    if (running != null) {
      return Futures.join(running).body();
    }
    try {
      // Another caller may have finished loading between the miss above and taking the slot.
      CachedBody loaded = memory.getIfPresent(key);
      if (loaded == null) {
        loaded = load(kind, key, ttl, loader, retention);
        if (loaded.expiresAt() > loaded.storedAt()) {
          memory.put(key, loaded);
        }
      }
      mine.complete(loaded);
      return loaded.body();
    } catch (RuntimeException | Error e) {
      mine.completeExceptionally(e);
      throw e;
    } finally {
      inFlight.remove(key, mine);
    }
  }

  private CachedBody load(
      CacheKind kind,
      String key,
      Duration ttl,
      Supplier<String> loader,
      Function<String, Retention> retention) {
    long now = clock.millis();
    try {
      var stored = store.find(key, now);
      if (stored.isPresent()) {
        CachedBody row = stored.get();
        // A row stored under a longer TTL (another node's setting, this kind's before it was
        // lowered, or an older version's rules) is kept no longer than this node's allow from
        // when it was stored.
        long expiresAt =
            Math.min(row.expiresAt(), row.storedAt() + lifetime(ttl, retention, row.body()));
        if (expiresAt > now) {
          return expiresAt == row.expiresAt()
              ? row
              : new CachedBody(row.body(), row.storedAt(), expiresAt);
        }
      }
    } catch (RuntimeException e) {
      log.warn("Upstream cache read failed for {}: {}", kind.key(), e.toString());
    }
    String body = loader.get();
    long storedAt = clock.millis();
    long lifetime = lifetime(ttl, retention, body);
    CachedBody entry = new CachedBody(body, storedAt, storedAt + lifetime);
    if (lifetime <= 0) {
      return entry; // means nothing lasting: handed to the callers, kept nowhere
    }
    try {
      store.put(key, kind, entry);
    } catch (RuntimeException e) {
      log.warn("Upstream cache write failed for {}: {}", kind.key(), e.toString());
    }
    return entry;
  }

  /** How long a body may be kept, in milliseconds (0: not at all). */
  private long lifetime(Duration ttl, Function<String, Retention> retention, String body) {
    return switch (retention.apply(body)) {
      case KEEP -> ttl.toMillis();
      case NOT_FOUND -> Math.min(ttl.toMillis(), notFoundTtl.toMillis());
      case NEVER -> 0;
    };
  }

  /**
   * The answer held for {@code identity} without asking the platform: from memory, else from the
   * durable table while fresh under this node's lifetime for the kind; empty when nothing is held
   * (or this kind is not cached). Lets a caller use what an earlier read already brought at no
   * cost, and spend requests only on what is missing.
   */
  public java.util.Optional<String> held(CacheKind kind, String identity) {
    Duration ttl = ttls.get(kind);
    if (ttl.isZero() || ttl.isNegative()) {
      return java.util.Optional.empty();
    }
    String key = key(kind, identity);
    CachedBody hit = memory.getIfPresent(key);
    if (hit != null) {
      return java.util.Optional.of(hit.body());
    }
    long now = clock.millis();
    try {
      return store
          .find(key, now)
          .filter(row -> Math.min(row.expiresAt(), row.storedAt() + ttl.toMillis()) > now)
          .map(CachedBody::body);
    } catch (RuntimeException e) {
      log.warn("Upstream cache read failed for {}: {}", kind.key(), e.toString());
      return java.util.Optional.empty();
    }
  }

  /**
   * When the answer now held for {@code identity} was read from the platform: the stored time of
   * the entry in memory (a read just served puts it there); now when this kind is not cached (every
   * read is fresh); empty when nothing is held. The history of counts dates its readings by it, so
   * a cache hit is never taken for a new reading.
   */
  public java.util.Optional<java.time.Instant> storedAt(CacheKind kind, String identity) {
    Duration ttl = ttls.get(kind);
    if (ttl.isZero() || ttl.isNegative()) {
      return java.util.Optional.of(clock.instant());
    }
    CachedBody held = memory.getIfPresent(key(kind, identity));
    return held == null
        ? java.util.Optional.empty()
        : java.util.Optional.of(java.time.Instant.ofEpochMilli(held.storedAt()));
  }

  public Duration notFoundTtl() {
    return notFoundTtl;
  }

  /** Drops expired rows from the durable table and expired entries from memory. */
  public int purgeExpired() {
    memory.cleanUp();
    try {
      return store.deleteExpired(clock.millis());
    } catch (RuntimeException e) {
      log.warn("Upstream cache purge failed: {}", e.toString());
      return 0;
    }
  }

  /** Forgets one entry in memory (the durable row stays until it expires). */
  public void evictFromMemory(CacheKind kind, String identity) {
    memory.invalidate(key(kind, identity));
  }

  public Duration ttl(CacheKind kind) {
    return ttls.get(kind);
  }

  /** "kind:sha256(identity)": fixed length, whatever the size of a continuation token. */
  static String key(CacheKind kind, String identity) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(identity.getBytes(StandardCharsets.UTF_8));
      return kind.key() + ":" + HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Each entry lives until its own {@code expiresAt}, which a durable row may bring in shortened.
   */
  private record UntilExpiresAt(Clock clock) implements Expiry<String, CachedBody> {

    @Override
    public long expireAfterCreate(String key, CachedBody value, long currentTime) {
      return TimeUnit.MILLISECONDS.toNanos(Math.max(0, value.expiresAt() - clock.millis()));
    }

    @Override
    public long expireAfterUpdate(
        String key, CachedBody value, long currentTime, long currentDuration) {
      return expireAfterCreate(key, value, currentTime);
    }

    @Override
    public long expireAfterRead(
        String key, CachedBody value, long currentTime, long currentDuration) {
      return currentDuration;
    }
  }
}
