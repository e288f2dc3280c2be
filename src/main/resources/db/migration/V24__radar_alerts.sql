-- The radar's breakout alerts (docs/radar.md, "Alerts"; portable: SQLite and PostgreSQL; times are
-- epoch milliseconds, IDs are UUID strings made by the application).

-- A watchlist's alert settings; no row: no alerts. The secret signs the webhook's requests (HMAC),
-- so it is stored as it is: a hash could not sign. It is shown to the account once.
CREATE TABLE watchlist_alert_settings (
  watchlist_id VARCHAR(36)  PRIMARY KEY,
  webhook_url  VARCHAR(2000),
  secret       VARCHAR(100) NOT NULL,
  email        VARCHAR(320),
  enabled      BOOLEAN      NOT NULL,
  updated_at   BIGINT       NOT NULL
);

-- One alert per video newly a breakout on a watchlist: the unique key is what makes a second node,
-- or a redelivered event, find it there instead of making it again. webhook_state and email_state
-- are pending, delivered, failed or none (nothing to deliver to).
CREATE TABLE watchlist_alerts (
  id            VARCHAR(36)      PRIMARY KEY,
  watchlist_id  VARCHAR(36)      NOT NULL,
  video_id      VARCHAR(32)      NOT NULL,
  channel_id    VARCHAR(64)      NOT NULL,
  ratio         DOUBLE PRECISION NOT NULL,
  range_low     DOUBLE PRECISION,
  range_high    DOUBLE PRECISION,
  usual_views   DOUBLE PRECISION,
  views         BIGINT           NOT NULL,
  age_hours     DOUBLE PRECISION NOT NULL,
  detected_at   BIGINT           NOT NULL,
  webhook_state VARCHAR(16)      NOT NULL,
  email_state   VARCHAR(16)      NOT NULL
);

CREATE UNIQUE INDEX watchlist_alerts_video ON watchlist_alerts (watchlist_id, video_id);

-- One row per delivery attempt (webhook or email): what it answered and when the next one is due.
CREATE TABLE watchlist_alert_attempts (
  id              VARCHAR(36)   PRIMARY KEY,
  alert_id        VARCHAR(36)   NOT NULL,
  watchlist_id    VARCHAR(36)   NOT NULL,
  target          VARCHAR(16)   NOT NULL,
  attempt         INTEGER       NOT NULL,
  attempted_at    BIGINT        NOT NULL,
  outcome         VARCHAR(16)   NOT NULL,
  status_code     INTEGER,
  error           VARCHAR(500),
  duration_ms     BIGINT        NOT NULL,
  next_attempt_at BIGINT
);

CREATE UNIQUE INDEX watchlist_alert_attempts_once ON watchlist_alert_attempts (alert_id, target, attempt);
CREATE INDEX watchlist_alert_attempts_list ON watchlist_alert_attempts (watchlist_id, attempted_at);
