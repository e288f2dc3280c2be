package io.vidlens.access.internal;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.TimeMeter;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import io.vidlens.access.BucketStore;
import java.time.Duration;
import javax.sql.DataSource;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * Buckets in PostgreSQL (Bucket4j's row-locking proxy manager, table {@code rate_limit_buckets}):
 * every node of one database consumes from the same bucket, at the cost of one short transaction
 * per check. Rows of idle buckets expire and are swept.
 */
public final class DatabaseBucketStore implements BucketStore {

  private final PostgreSQLSelectForUpdateBasedProxyManager<String> buckets;

  public DatabaseBucketStore(DataSource dataSource, TimeMeter timeMeter) {
    this.buckets =
        Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
            .primaryKeyMapper(PrimaryKeyMapper.STRING)
            .table("rate_limit_buckets")
            .idColumn("id")
            .stateColumn("state")
            .expiresAtColumn("expires_at")
            .clientClock(timeMeter)
            .expirationAfterWrite(
                ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(
                    Duration.ofMinutes(5)))
            .build();
  }

  @Override
  public Bucket bucket(String key, BucketConfiguration configuration) {
    return buckets.builder().build(key, () -> configuration);
  }

  /** Deletes rows of buckets that have been full for a while (they would be made anew). */
  @Scheduled(fixedDelayString = "${vidlens.rate-limits.sweep-interval:10m}")
  public void sweep() {
    while (buckets.removeExpired(1_000) == 1_000) {
      // keep going until a batch comes back short
    }
  }
}
