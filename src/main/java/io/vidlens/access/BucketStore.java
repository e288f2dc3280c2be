package io.vidlens.access;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;

/**
 * Where the rate-limit buckets live: in this node's memory, or in the database so that every
 * node of one PostgreSQL draws from the same bucket.
 */
interface BucketStore {

  /** The bucket named {@code key}, made with {@code configuration} when it does not exist. */
  Bucket bucket(String key, BucketConfiguration configuration);
}
