package io.vidlens.platform.cache;

import java.util.Optional;

/** The durable layer under the in-memory cache. */
public interface CacheStore {

  /** The row for this key if it has not expired at {@code nowMillis}. */
  Optional<CachedBody> find(String key, long nowMillis);

  void put(String key, CacheKind kind, CachedBody body);

  /** Deletes rows expired at {@code nowMillis}; returns how many. */
  int deleteExpired(long nowMillis);

  /** No durable layer: memory only (tests, or a deliberately stateless node). */
  static CacheStore none() {
    return new CacheStore() {
      @Override
      public Optional<CachedBody> find(String key, long nowMillis) {
        return Optional.empty();
      }

      @Override
      public void put(String key, CacheKind kind, CachedBody body) {}

      @Override
      public int deleteExpired(long nowMillis) {
        return 0;
      }
    };
  }
}
