-- Verified emails: a self-registered account (one with an email) is trusted by operators' actions
-- (keys create --account, plan changes, make-operator) only once its email is verified.
-- Portable DDL (SQLite and PostgreSQL); times are epoch milliseconds.
ALTER TABLE accounts ADD COLUMN email_verified_at BIGINT;

-- One-time verification links: only the SHA-256 of the link's token is kept.
CREATE TABLE email_verifications (
  token_hash  VARCHAR(64) PRIMARY KEY,
  account_id  VARCHAR(36) NOT NULL REFERENCES accounts (id),
  created_at  BIGINT      NOT NULL,
  expires_at  BIGINT      NOT NULL
);
CREATE INDEX email_verifications_account ON email_verifications (account_id);
