package io.vidlens.access.internal;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.TimeMeter;
import io.vidlens.access.BucketStore;
import java.time.Duration;

/** Buckets in this node's memory: the fastest, and right for a single node. */
public final class LocalBucketStore implements BucketStore {

  /** A bucket and how long it may sit unused before it is forgotten. */
  private record Held(Bucket bucket, long idleNanos) {}

  private final TimeMeter timeMeter;
  // An idle bucket is forgotten once it would have refilled completely (plus a minute): a new
  // bucket made in its place is the same. Each bucket's windows decide (a second, an hour, the
  // sign-in window), so a long window is never cut short.
  private final Cache<String, Held> buckets =
      Caffeine.newBuilder()
          .expireAfter(
              new Expiry<String, Held>() {
                @Override
                public long expireAfterCreate(String key, Held held, long now) {
                  return held.idleNanos();
                }

                @Override
                public long expireAfterUpdate(String key, Held held, long now, long current) {
                  return held.idleNanos();
                }

                @Override
                public long expireAfterRead(String key, Held held, long now, long current) {
                  return held.idleNanos();
                }
              })
          .maximumSize(1_000_000)
          .build();

  public LocalBucketStore(TimeMeter timeMeter) {
    this.timeMeter = timeMeter;
  }

  @Override
  public Bucket bucket(String key, BucketConfiguration configuration) {
    return buckets
        .get(
            key,
            k -> {
              var builder = Bucket.builder().withCustomTimePrecision(timeMeter);
              long idle = Duration.ofMinutes(1).toNanos();
              long longest = 0;
              for (Bandwidth limit : configuration.getBandwidths()) {
                builder.addLimit(limit);
                longest = Math.max(longest, refillNanos(limit));
              }
              return new Held(builder.build(), idle + longest);
            })
        .bucket();
  }

  /** How long an empty bucket of this limit takes to fill up again. */
  private static long refillNanos(Bandwidth limit) {
    double periods = Math.ceil((double) limit.getCapacity() / limit.getRefillTokens());
    return (long) Math.min(Long.MAX_VALUE / 2.0, periods * limit.getRefillPeriodNanos());
  }
}
