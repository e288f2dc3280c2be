package io.vidlens.platform.cache;

/** One cached upstream answer body and its lifetime, in epoch milliseconds. */
public record CachedBody(String body, long storedAt, long expiresAt) {

  public boolean isFresh(long nowMillis) {
    return expiresAt > nowMillis;
  }
}
