package io.vidlens.access;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * One-time email verification tokens: 256 random bits, of which only the SHA-256 is stored, valid
 * for a day and used once. Issuing a new one for an account voids its earlier ones.
 */
@Service
public class EmailVerifications {

  static final Duration LIFETIME = Duration.ofHours(24);

  private final JdbcClient jdbc;
  private final Clock clock;
  private final SecureRandom random = new SecureRandom();

  EmailVerifications(JdbcClient jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
  }

  /** A new token for the account's email (to put in a link); earlier ones stop working. */
  @Transactional
  public String issue(String accountId) {
    byte[] bytes = new byte[32];
    random.nextBytes(bytes);
    String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    long now = clock.millis();
    jdbc.sql("DELETE FROM email_verifications WHERE account_id = ?").param(accountId).update();
    jdbc.sql(
            "INSERT INTO email_verifications (token_hash, account_id, created_at, expires_at)"
                + " VALUES (?, ?, ?, ?)")
        .params(Sha256.hex(token), accountId, now, now + LIFETIME.toMillis())
        .update();
    return token;
  }

  /**
   * Verifies the email of the token's account and spends the token: the account ID, or empty when
   * the token is unknown, used or expired.
   */
  @Transactional
  public Optional<String> verify(String token) {
    if (token == null || !token.matches("[A-Za-z0-9_-]{43}")) {
      return Optional.empty();
    }
    String hash = Sha256.hex(token);
    long now = clock.millis();
    Optional<String> account =
        jdbc.sql(
                "SELECT account_id FROM email_verifications WHERE token_hash = ? AND expires_at > ?")
            .params(hash, now)
            .query(String.class)
            .optional();
    account.ifPresent(
        id -> {
          jdbc.sql("DELETE FROM email_verifications WHERE account_id = ?").param(id).update();
          jdbc.sql(
                  "UPDATE accounts SET email_verified_at = ? WHERE id = ? AND email_verified_at IS NULL")
              .params(now, id)
              .update();
        });
    return account;
  }
}
