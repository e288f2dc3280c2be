-- Fair scheduling of analysis jobs across accounts (portable: SQLite and PostgreSQL).
-- started_at: when a worker first started the job (epoch milliseconds; NULL while it never ran). The
-- claim serves first the account whose latest started job started longest ago (round-robin), and
-- the wait metric is started_at - created_at.
ALTER TABLE analysis_jobs ADD COLUMN started_at BIGINT;

-- An account's latest start (the claim's order) and its unfinished jobs (the per-account cap).
CREATE INDEX analysis_jobs_account_started ON analysis_jobs (account_id, started_at);
CREATE INDEX analysis_jobs_account_status ON analysis_jobs (account_id, status);
