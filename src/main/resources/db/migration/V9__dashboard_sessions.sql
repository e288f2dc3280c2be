-- Dashboard sessions (Spring Session JDBC, spring.session.jdbc.table-name=dashboard_sessions), so
-- that every node of one database serves every signed-in person. Portable DDL (SQLite and
-- PostgreSQL); the column names are the ones Spring Session's queries use. Times are epoch
-- milliseconds, MAX_INACTIVE_INTERVAL seconds. Expired rows are deleted by Spring Session's
-- cleanup task (spring.session.jdbc.cleanup-cron); attributes go with their session.
--
-- Differences from Spring Session's own scripts: principal_name holds a whole email (up to 320
-- characters, as accounts.email, not 100), and attribute_bytes is BYTEA, which PostgreSQL needs
-- and SQLite stores as the blob it is given (as rate_limit_buckets.state).

CREATE TABLE dashboard_sessions (
  primary_id             CHAR(36)      NOT NULL,
  session_id             CHAR(36)      NOT NULL,
  creation_time          BIGINT        NOT NULL,
  last_access_time       BIGINT        NOT NULL,
  max_inactive_interval  INTEGER       NOT NULL,
  expiry_time            BIGINT        NOT NULL,
  principal_name         VARCHAR(320),
  CONSTRAINT dashboard_sessions_pk PRIMARY KEY (primary_id)
);

CREATE UNIQUE INDEX dashboard_sessions_id ON dashboard_sessions (session_id);
CREATE INDEX dashboard_sessions_expiry ON dashboard_sessions (expiry_time);
CREATE INDEX dashboard_sessions_principal ON dashboard_sessions (principal_name);

-- Each attribute Java-serialised: the signed-in security context (account ID and email, never
-- the password hash), the CSRF token, the page asked for before signing in, flash messages.
CREATE TABLE dashboard_sessions_attributes (
  session_primary_id  CHAR(36)      NOT NULL,
  attribute_name      VARCHAR(200)  NOT NULL,
  attribute_bytes     BYTEA         NOT NULL,
  CONSTRAINT dashboard_sessions_attributes_pk PRIMARY KEY (session_primary_id, attribute_name),
  CONSTRAINT dashboard_sessions_attributes_fk FOREIGN KEY (session_primary_id)
    REFERENCES dashboard_sessions (primary_id) ON DELETE CASCADE
);
