package io.vidlens.access;

import java.time.Instant;

/** A stored key as the owner may see it: never the secret, never the hash. */
public record ApiKey(
    String id,
    String accountId,
    String name,
    String prefix,
    Instant createdAt,
    Instant lastUsedAt,
    Instant revokedAt) {

  public boolean active() {
    return revokedAt == null;
  }
}
