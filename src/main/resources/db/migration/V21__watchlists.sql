-- The radar's watchlists (portable: SQLite and PostgreSQL; times are epoch milliseconds, IDs are
-- UUID strings made by the application). A watchlist belongs to one account; its name is unique
-- within the account; breakout_threshold is what its alerts will use (issue 38).
CREATE TABLE watchlists (
  id                 VARCHAR(36)      PRIMARY KEY,
  account_id         VARCHAR(36)      NOT NULL REFERENCES accounts (id),
  name               VARCHAR(100)     NOT NULL,
  breakout_threshold DOUBLE PRECISION NOT NULL,
  created_at         BIGINT           NOT NULL,
  updated_at         BIGINT           NOT NULL
);

CREATE UNIQUE INDEX watchlists_account_name ON watchlists (account_id, name);

-- The channels on each watchlist, with their title and handle when added (for display).
CREATE TABLE watchlist_channels (
  watchlist_id VARCHAR(36)  NOT NULL,
  channel_id   VARCHAR(64)  NOT NULL,
  title        VARCHAR(300),
  handle       VARCHAR(120),
  added_at     BIGINT       NOT NULL,
  PRIMARY KEY (watchlist_id, channel_id)
);

CREATE INDEX watchlist_channels_channel ON watchlist_channels (channel_id);

-- How many watchlists hold each channel, kept with the changes of watchlist_channels: the row is
-- what two concurrent changes of one channel lock, so exactly one of them sees the first entry
-- (lists 0 -> 1) or the last exit (1 -> 0) and publishes ChannelWatchChanged. A channel on no
-- watchlist has no row.
CREATE TABLE watched_channels (
  channel_id VARCHAR(64) PRIMARY KEY,
  lists      INTEGER     NOT NULL
);
