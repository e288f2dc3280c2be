-- Whether a completed job's result has been answered (portable: SQLite and PostgreSQL). The first
-- answer of a job that ran to completion is fresh (cached: false); every later answer, a copy of
-- another account's analysis and a job a create found completed are served from the stored result
-- (cached: true). Results completed before this column existed count as served.
ALTER TABLE analysis_jobs ADD COLUMN result_served INTEGER NOT NULL DEFAULT 0;
UPDATE analysis_jobs SET result_served = 1 WHERE status = 'completed';
