-- The history of counts Vidlens read (portable: SQLite and PostgreSQL; times are epoch milliseconds).
-- One row per reading: a channel's subscribers, total views or video count, a video's views. The
-- primary key holds at most one reading per subject and metric per hour (read_hour = read_at / 1h),
-- so a cached answer read again, or a second read within the hour, adds nothing.
-- subject_kind: 'channel'; 'long' or 'short' for a video listed on the Videos or Shorts tab;
-- 'video' for a video read alone (its form not told). channel_id: the channel a video belongs to.
CREATE TABLE count_readings (
  subject_kind VARCHAR(8)  NOT NULL,
  subject_id   VARCHAR(64) NOT NULL,
  metric       VARCHAR(16) NOT NULL,
  read_hour    BIGINT      NOT NULL,
  channel_id   VARCHAR(64) NOT NULL,
  value        BIGINT      NOT NULL,
  read_at      BIGINT      NOT NULL,
  PRIMARY KEY (subject_id, metric, read_hour)
);

CREATE INDEX count_readings_channel ON count_readings (channel_id, read_at);
CREATE INDEX count_readings_read_at ON count_readings (read_at);

-- The channels clients asked about, for the history scheduler: last_asked_at (a client's read),
-- last_refreshed_at (the scheduler's last refresh, NULL never), and the claim a node holds while
-- refreshing (claimed_until, 0 when free): a conditional UPDATE takes it, so two nodes never
-- refresh one channel at once.
CREATE TABLE tracked_channels (
  channel_id        VARCHAR(64) PRIMARY KEY,
  last_asked_at     BIGINT      NOT NULL,
  last_refreshed_at BIGINT,
  claimed_until     BIGINT      NOT NULL DEFAULT 0,
  claimed_by        VARCHAR(64)
);

CREATE INDEX tracked_channels_asked ON tracked_channels (last_asked_at);
