-- The dashboard: accounts people sign in to, and the usage the dashboard shows.
-- Portable DDL (SQLite and PostgreSQL); times are epoch milliseconds.

-- Accounts made by `keys create` keep these empty: only dashboard sign-ups have an email and a
-- password hash (a salted, slow hash with its algorithm prefix, never the password).
ALTER TABLE accounts ADD COLUMN email VARCHAR(320);
ALTER TABLE accounts ADD COLUMN password_hash VARCHAR(255);
ALTER TABLE accounts ADD COLUMN password_changed_at BIGINT;
ALTER TABLE accounts ADD COLUMN role VARCHAR(16) NOT NULL DEFAULT 'user';
CREATE UNIQUE INDEX accounts_email ON accounts (email);

-- Requests and units per account, UTC day and operation, for the usage chart. Written in
-- batches from an in-memory buffer: a view of usage, not the quota (quota_usage is exact).
CREATE TABLE usage_daily (
  account_id  VARCHAR(36) NOT NULL REFERENCES accounts (id),
  day         VARCHAR(10) NOT NULL,
  operation   VARCHAR(64) NOT NULL,
  requests    BIGINT      NOT NULL,
  units       BIGINT      NOT NULL,
  PRIMARY KEY (account_id, day, operation)
);

-- The latest requests of each account (pruned to a bounded number per account). No key
-- material: the key's row ID only, to name the key on the page.
CREATE TABLE recent_requests (
  id          VARCHAR(36) PRIMARY KEY,
  account_id  VARCHAR(36) NOT NULL REFERENCES accounts (id),
  key_id      VARCHAR(36),
  operation   VARCHAR(64) NOT NULL,
  status      INTEGER     NOT NULL,
  units       INTEGER     NOT NULL,
  at          BIGINT      NOT NULL
);

CREATE INDEX recent_requests_account_at ON recent_requests (account_id, at);
