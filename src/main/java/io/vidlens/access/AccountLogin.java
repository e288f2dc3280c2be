package io.vidlens.access;

import java.time.Instant;

/**
 * An account as the dashboard signs it in: its email and password hash (the encoded hash with its
 * algorithm prefix, never a password) and role. {@code passwordChangedAt} lets a session started
 * before a password change be ended.
 */
public record AccountLogin(
    String accountId,
    String name,
    String email,
    String passwordHash,
    Instant passwordChangedAt,
    AccountRole role,
    String plan,
    Instant createdAt) {

  public boolean operator() {
    return role == AccountRole.OPERATOR;
  }

  @Override
  public String toString() {
    // Never the hash, not even in a debug log line.
    return "AccountLogin[" + accountId + ", " + email + ", " + role + "]";
  }
}
