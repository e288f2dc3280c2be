-- The thumbnail corpus (issue 7): every video the service learned about, queued for its
-- thumbnail to be fetched, decoded, stored, embedded and indexed by a background worker.
-- Portable DDL (SQLite and PostgreSQL); times are epoch milliseconds; vectors are base64 of
-- little-endian float32 (TEXT, so one type serves both databases).
--
-- state: queued (the image is still to be indexed), enrich (indexed; the video's details or its
-- channel's are still to be read), done, failed (given up after repeated failures).

CREATE TABLE thumbnail_videos (
  video_id         VARCHAR(20)  PRIMARY KEY,
  channel_id       VARCHAR(64)  NOT NULL DEFAULT '',
  title            TEXT         NOT NULL DEFAULT '',
  source_url       TEXT         NOT NULL DEFAULT '',
  view_count       BIGINT,
  state            VARCHAR(16)  NOT NULL,
  attempts         INTEGER      NOT NULL DEFAULT 0,
  next_attempt_at  BIGINT       NOT NULL,
  last_error       TEXT,
  seen_at          BIGINT       NOT NULL,
  file_name        VARCHAR(200),
  width            INTEGER,
  height           INTEGER,
  embedder         VARCHAR(200),
  embedding        TEXT,
  text_embedding   TEXT,
  details          TEXT,
  indexed_at       BIGINT
);

CREATE INDEX thumbnail_videos_due ON thumbnail_videos (state, next_attempt_at);
CREATE INDEX thumbnail_videos_channel ON thumbnail_videos (channel_id);

-- What a result element says of a channel: its about snapshot and the outlier baseline (mean
-- views of its recent videos, as Get Outliers computes it), refreshed after a day.
CREATE TABLE thumbnail_channels (
  channel_id     VARCHAR(64)       PRIMARY KEY,
  about          TEXT,
  average_views  DOUBLE PRECISION,
  analysed       INTEGER,
  fetched_at     BIGINT            NOT NULL
);
