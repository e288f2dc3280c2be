-- The durable upstream cache: platform answers kept per kind until expires_at.
-- Portable DDL (SQLite and PostgreSQL); times are epoch milliseconds.
-- cache_key is "kind:sha256(identity)", so continuation tokens of any length fit.

CREATE TABLE upstream_cache (
  cache_key   VARCHAR(100) PRIMARY KEY,
  kind        VARCHAR(32)  NOT NULL,
  body        TEXT         NOT NULL,
  stored_at   BIGINT       NOT NULL,
  expires_at  BIGINT       NOT NULL
);

CREATE INDEX upstream_cache_expires ON upstream_cache (expires_at);
