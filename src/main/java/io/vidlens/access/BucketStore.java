package io.vidlens.access;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import java.time.Duration;

/**
 * Where the rate-limit buckets live: in this node's memory, or in the database so that every node
 * of one PostgreSQL draws from the same bucket ({@code vidlens.rate-limits.store}). The API's rate
 * limits and the dashboard's sign-in throttle share it; their bucket names differ.
 */
public interface BucketStore {

  /**
   * The bucket named {@code key} (at most 255 characters), made with {@code configuration} when it
   * does not exist. A name is bound to the configuration it was made with: put what may change (a
   * capacity, a window) in the name.
   */
  Bucket bucket(String key, BucketConfiguration configuration);

  /**
   * The bucket named {@code key} of {@code capacity} tokens, all of them refilled evenly over
   * {@code period}: the shape of most limits here (put the capacity in the name).
   */
  default Bucket bucket(String key, int capacity, Duration period) {
    return bucket(
        key,
        BucketConfiguration.builder()
            .addLimit(Bandwidth.builder().capacity(capacity).refillGreedy(capacity, period).build())
            .build());
  }
}
