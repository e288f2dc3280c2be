-- Channel analysis jobs (portable: SQLite and PostgreSQL). Times are epoch milliseconds.
-- A worker claims a job with one conditional UPDATE (queued and due, or processing with an expired
-- lease) that sets a fresh claim_token; every later write of that worker is conditioned on the
-- token, so a job is run by one worker at a time even with several nodes on one database.
CREATE TABLE analysis_jobs (
  id            VARCHAR(36)   PRIMARY KEY,
  account_id    VARCHAR(36)   NOT NULL REFERENCES accounts (id),
  channel_id    VARCHAR(24)   NOT NULL,
  status        VARCHAR(16)   NOT NULL,
  stage         VARCHAR(40),
  progress      INTEGER       NOT NULL DEFAULT 0,
  attempts      INTEGER       NOT NULL DEFAULT 0,
  claim_token   VARCHAR(36),
  worker        VARCHAR(100),
  lease_until   BIGINT,
  run_after     BIGINT        NOT NULL DEFAULT 0,
  created_at    BIGINT        NOT NULL,
  updated_at    BIGINT,
  completed_at  BIGINT,
  error         VARCHAR(1000),
  result        TEXT,
  timings       VARCHAR(2000)
);

CREATE INDEX analysis_jobs_due ON analysis_jobs (status, run_after);
CREATE INDEX analysis_jobs_channel ON analysis_jobs (channel_id, status, completed_at);
CREATE INDEX analysis_jobs_account ON analysis_jobs (account_id, created_at);
