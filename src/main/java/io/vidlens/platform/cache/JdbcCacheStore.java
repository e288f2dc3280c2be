package io.vidlens.platform.cache;

import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The durable cache in table {@code upstream_cache} (migration V2), so answers survive restarts and
 * are shared by nodes on one PostgreSQL. The upsert ({@code ON CONFLICT ... DO UPDATE}) is the same
 * statement on SQLite and PostgreSQL.
 */
public class JdbcCacheStore implements CacheStore {

  private final JdbcClient jdbc;

  public JdbcCacheStore(DataSource dataSource) {
    this.jdbc = JdbcClient.create(dataSource);
  }

  @Override
  public Optional<CachedBody> find(String key, long nowMillis) {
    return jdbc.sql(
            "SELECT body, stored_at, expires_at FROM upstream_cache WHERE cache_key = ? AND expires_at > ?")
        .params(key, nowMillis)
        .query((rs, row) -> new CachedBody(rs.getString(1), rs.getLong(2), rs.getLong(3)))
        .optional();
  }

  @Override
  public void put(String key, CacheKind kind, CachedBody body) {
    jdbc.sql(
            """
            INSERT INTO upstream_cache (cache_key, kind, body, stored_at, expires_at)
            VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (cache_key) DO UPDATE SET
              kind = excluded.kind, body = excluded.body,
              stored_at = excluded.stored_at, expires_at = excluded.expires_at
            """)
        .params(key, kind.key(), body.body(), body.storedAt(), body.expiresAt())
        .update();
  }

  @Override
  public int deleteExpired(long nowMillis) {
    return jdbc.sql("DELETE FROM upstream_cache WHERE expires_at <= ?").param(nowMillis).update();
  }
}
