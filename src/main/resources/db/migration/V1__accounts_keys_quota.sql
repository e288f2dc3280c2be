-- Portable DDL: the same statements run on SQLite and PostgreSQL.
-- Times are epoch milliseconds; IDs are UUID strings made by the application.

CREATE TABLE accounts (
  id          VARCHAR(36)  PRIMARY KEY,
  name        VARCHAR(200) NOT NULL UNIQUE,
  plan        VARCHAR(64)  NOT NULL,
  created_at  BIGINT       NOT NULL
);

-- Keys are stored only as their SHA-256 hash; key_prefix is the first characters, for display.
CREATE TABLE api_keys (
  id            VARCHAR(36)  PRIMARY KEY,
  account_id    VARCHAR(36)  NOT NULL REFERENCES accounts (id),
  name          VARCHAR(200) NOT NULL,
  key_prefix    VARCHAR(16)  NOT NULL,
  key_hash      CHAR(64)     NOT NULL UNIQUE,
  created_at    BIGINT       NOT NULL,
  last_used_at  BIGINT,
  revoked_at    BIGINT
);

CREATE INDEX api_keys_account ON api_keys (account_id);

-- The quota ledger: units charged to an account in one period (YYYY-MM, UTC).
CREATE TABLE quota_usage (
  account_id  VARCHAR(36) NOT NULL REFERENCES accounts (id),
  period      VARCHAR(7)  NOT NULL,
  units_used  BIGINT      NOT NULL,
  PRIMARY KEY (account_id, period)
);
