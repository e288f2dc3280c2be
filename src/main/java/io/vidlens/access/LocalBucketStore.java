package io.vidlens.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.TimeMeter;
import java.time.Duration;

/** Buckets in this node's memory: the fastest, and right for a single node. */
final class LocalBucketStore implements BucketStore {

  private final TimeMeter timeMeter;
  // An idle bucket refills completely within its longest window (an hour), so forgetting it
  // after two idle hours changes nothing.
  private final Cache<String, Bucket> buckets =
      Caffeine.newBuilder().expireAfterAccess(Duration.ofHours(2)).maximumSize(1_000_000).build();

  LocalBucketStore(TimeMeter timeMeter) {
    this.timeMeter = timeMeter;
  }

  @Override
  public Bucket bucket(String key, BucketConfiguration configuration) {
    return buckets.get(
        key, k -> Bucket.builder().withCustomTimePrecision(timeMeter).addLimit(configuration.getBandwidths()[0]).build());
  }
}
