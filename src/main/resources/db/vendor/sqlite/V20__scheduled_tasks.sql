-- db-scheduler's table (docs/operations.md, "Scheduled work"): one row per scheduled execution,
-- picked by one node at a time (picked, picked_by, version), its liveness in last_heartbeat.
-- The vendor's SQLite schema (times written in UTC: db-scheduler.always-persist-timestamp-in-utc).
CREATE TABLE scheduled_tasks (
  task_name            VARCHAR(100) NOT NULL,
  task_instance        VARCHAR(100) NOT NULL,
  task_data            BLOB,
  execution_time       TIMESTAMP    NOT NULL,
  picked               BIT          NOT NULL,
  picked_by            VARCHAR(50),
  last_success         TIMESTAMP,
  last_failure         TIMESTAMP,
  consecutive_failures INT,
  last_heartbeat       TIMESTAMP,
  version              BIGINT       NOT NULL,
  priority             SMALLINT,
  PRIMARY KEY (task_name, task_instance)
);

CREATE INDEX scheduled_tasks_execution_time ON scheduled_tasks (execution_time);
CREATE INDEX scheduled_tasks_last_heartbeat ON scheduled_tasks (last_heartbeat);
CREATE INDEX scheduled_tasks_priority_time ON scheduled_tasks (priority DESC, execution_time ASC);
