-- Rate-limit buckets shared by the nodes of one PostgreSQL (Bucket4j's serialized state).
-- Unused on the embedded database, where buckets live in memory.
CREATE TABLE rate_limit_buckets (
  id          VARCHAR(255) PRIMARY KEY,
  state       BYTEA,
  expires_at  BIGINT
);
