-- One row per account that has created a watchlist (portable: SQLite and PostgreSQL): what two
-- concurrent creates of one account lock, so the second counts the first's list and the plan's
-- limit holds. On PostgreSQL the count and the insert of two read-committed transactions otherwise
-- interleave (both count n - 1, both insert); SQLite's immediate transactions are serialised anyway.
-- No foreign key: the row carries nothing and outlives nothing.
CREATE TABLE watchlist_account_locks (
  account_id VARCHAR(36) PRIMARY KEY
);
