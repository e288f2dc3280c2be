-- Issue 40: when the data of a completed analysis was read (epoch milliseconds), apart from when
-- its job completed. A job that ran: the two are the same. A copy made for another account from a
-- cached analysis completes when that account asks (so it shows nothing of the job it repeats)
-- but keeps the analysis's analysed_at, and freshness (vidlens.analysis.cache-ttl) is judged by it:
-- copying never extends an analysis's life. Portable DDL (SQLite and PostgreSQL).
ALTER TABLE analysis_jobs ADD COLUMN analysed_at BIGINT;
UPDATE analysis_jobs SET analysed_at = completed_at WHERE status = 'completed';
