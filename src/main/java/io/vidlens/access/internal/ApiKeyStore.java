package io.vidlens.access.internal;

import io.vidlens.access.ApiKey;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
public class ApiKeyStore {

  /** A key row together with its hash, for the authenticator only. */
  public record StoredKey(ApiKey key, String hash) {}

  private static final String COLUMNS =
      "id, account_id, name, key_prefix, key_hash, created_at, last_used_at, revoked_at";

  private final JdbcClient jdbc;

  public ApiKeyStore(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  public Optional<StoredKey> findByHash(String hash) {
    return jdbc.sql("SELECT " + COLUMNS + " FROM api_keys WHERE key_hash = ?")
        .param(hash)
        .query(ApiKeyStore::mapStored)
        .optional();
  }

  public void insert(ApiKey key, String hash) {
    jdbc.sql(
            "INSERT INTO api_keys (id, account_id, name, key_prefix, key_hash, created_at)"
                + " VALUES (?, ?, ?, ?, ?, ?)")
        .params(
            key.id(),
            key.accountId(),
            key.name(),
            key.prefix(),
            hash,
            key.createdAt().toEpochMilli())
        .update();
  }

  public List<ApiKey> all() {
    return jdbc.sql("SELECT " + COLUMNS + " FROM api_keys ORDER BY created_at")
        .query((rs, row) -> mapStored(rs, row).key())
        .list();
  }

  public List<ApiKey> byAccount(String accountId) {
    return jdbc.sql("SELECT " + COLUMNS + " FROM api_keys WHERE account_id = ? ORDER BY created_at")
        .param(accountId)
        .query((rs, row) -> mapStored(rs, row).key())
        .list();
  }

  /** Keys whose ID or display prefix is exactly {@code idOrPrefix}. */
  public List<ApiKey> findByIdOrPrefix(String idOrPrefix) {
    return jdbc.sql("SELECT " + COLUMNS + " FROM api_keys WHERE id = ? OR key_prefix = ?")
        .params(idOrPrefix, idOrPrefix)
        .query((rs, row) -> mapStored(rs, row).key())
        .list();
  }

  public boolean revoke(String id, Instant now) {
    return jdbc.sql("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL")
            .params(now.toEpochMilli(), id)
            .update()
        == 1;
  }

  public void moveToAccount(String id, String accountId) {
    jdbc.sql("UPDATE api_keys SET account_id = ? WHERE id = ?").params(accountId, id).update();
  }

  public void touch(String id, Instant now) {
    jdbc.sql("UPDATE api_keys SET last_used_at = ? WHERE id = ?")
        .params(now.toEpochMilli(), id)
        .update();
  }

  private static StoredKey mapStored(ResultSet rs, int row) throws SQLException {
    ApiKey key =
        new ApiKey(
            rs.getString("id"),
            rs.getString("account_id"),
            rs.getString("name"),
            rs.getString("key_prefix"),
            Instant.ofEpochMilli(rs.getLong("created_at")),
            instantOrNull(rs, "last_used_at"),
            instantOrNull(rs, "revoked_at"));
    return new StoredKey(key, rs.getString("key_hash"));
  }

  private static Instant instantOrNull(ResultSet rs, String column) throws SQLException {
    long value = rs.getLong(column);
    return rs.wasNull() ? null : Instant.ofEpochMilli(value);
  }
}
