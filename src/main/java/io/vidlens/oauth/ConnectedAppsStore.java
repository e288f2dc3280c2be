package io.vidlens.oauth;

import io.vidlens.oauth.api.ConnectedApp;
import io.vidlens.oauth.api.ConnectedApps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.JdbcOperations;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The account's connected apps, read from the authorization server's tables: an app is connected
 * while the account's consent to it stands. Revoking deletes the consent and every authorization of
 * the app for the account, tokens with them; as each use of a token looks it up ({@link
 * IssuedTokens}), the next call of the app is refused on every node.
 */
@Component
class ConnectedAppsStore implements ConnectedApps {

  private final JdbcOperations jdbc;

  ConnectedAppsStore(JdbcOperations jdbc) {
    this.jdbc = jdbc;
  }

  @Override
  public List<ConnectedApp> of(String accountId) {
    return jdbc
        .query(
            """
        SELECT c.id, c.client_name,
               (SELECT MAX(a.access_token_issued_at) FROM oauth2_authorization a
                 WHERE a.registered_client_id = c.id AND a.principal_name = s.principal_name)
                 AS last_authorized,
               (SELECT MAX(a.access_token_expires_at) FROM oauth2_authorization a
                 WHERE a.registered_client_id = c.id AND a.principal_name = s.principal_name)
                 AS expires
          FROM oauth2_authorization_consent s
          JOIN oauth2_registered_client c ON c.id = s.registered_client_id
         WHERE s.principal_name = ?
        """,
            ConnectedAppsStore::app,
            accountId)
        .stream()
        .sorted(
            (x, y) -> {
              Instant a = x.lastAuthorizedAt() == null ? Instant.EPOCH : x.lastAuthorizedAt();
              Instant b = y.lastAuthorizedAt() == null ? Instant.EPOCH : y.lastAuthorizedAt();
              return b.compareTo(a);
            })
        .toList();
  }

  @Override
  @Transactional
  public boolean revoke(String accountId, String appId) {
    int consents =
        jdbc.update(
            "DELETE FROM oauth2_authorization_consent"
                + " WHERE principal_name = ? AND registered_client_id = ?",
            accountId,
            appId);
    int authorizations =
        jdbc.update(
            "DELETE FROM oauth2_authorization"
                + " WHERE principal_name = ? AND registered_client_id = ?",
            accountId,
            appId);
    return consents + authorizations > 0;
  }

  private static ConnectedApp app(ResultSet rs, int row) throws SQLException {
    return new ConnectedApp(
        rs.getString("id"),
        rs.getString("client_name"),
        instant(rs.getTimestamp("last_authorized")),
        instant(rs.getTimestamp("expires")));
  }

  private static Instant instant(Timestamp timestamp) {
    return timestamp == null ? null : timestamp.toInstant();
  }
}
