-- Video trajectories (docs/history.md, "Video trajectories"); portable, times in epoch milliseconds.
-- The channels the radar's watchlists watch, as the history heard it (catalog's
-- ChannelWatchChanged): their videos are sampled; last_listed_at is the last read of the uploads.
CREATE TABLE followed_channels (
  channel_id     VARCHAR(64) PRIMARY KEY,
  followed_since BIGINT      NOT NULL,
  last_listed_at BIGINT
);

-- The videos of followed channels seen on their uploads: when published (estimated from the
-- listing's "3 hours ago" when first seen) and last sampled, for the tiered schedule.
CREATE TABLE trajectory_videos (
  video_id        VARCHAR(16) PRIMARY KEY,
  channel_id      VARCHAR(64) NOT NULL,
  published_at    BIGINT      NOT NULL,
  last_sampled_at BIGINT
);

CREATE INDEX trajectory_videos_channel ON trajectory_videos (channel_id, published_at);

-- One row per sample: integers only; likes and comments NULL where the read did not show them.
CREATE TABLE video_samples (
  video_id   VARCHAR(16) NOT NULL,
  sampled_at BIGINT      NOT NULL,
  channel_id VARCHAR(64) NOT NULL,
  views      BIGINT      NOT NULL,
  likes      BIGINT,
  comments   BIGINT,
  PRIMARY KEY (video_id, sampled_at)
);

CREATE INDEX video_samples_channel ON video_samples (channel_id, sampled_at);
CREATE INDEX video_samples_sampled_at ON video_samples (sampled_at);

-- The history refresh runs on db-scheduler now (one execution per channel, picked by one node):
-- the claims it took on tracked channels are gone.
ALTER TABLE tracked_channels DROP COLUMN claimed_until;
ALTER TABLE tracked_channels DROP COLUMN claimed_by;
