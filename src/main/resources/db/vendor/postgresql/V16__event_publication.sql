-- Spring Modulith's event publication registry (docs/architecture.md, "Events"): one row per event
-- and listener, from the publisher's commit until the listener completes (completed rows are
-- deleted: spring.modulith.events.completion-mode=delete). The columns are the ones its JDBC
-- repository (schema v2) reads and writes; on PostgreSQL it binds the ID as a UUID.
CREATE TABLE event_publication (
  id                     UUID                     NOT NULL PRIMARY KEY,
  listener_id            TEXT                     NOT NULL,
  event_type             TEXT                     NOT NULL,
  serialized_event       TEXT                     NOT NULL,
  publication_date       TIMESTAMP WITH TIME ZONE NOT NULL,
  completion_date        TIMESTAMP WITH TIME ZONE,
  status                 TEXT,
  completion_attempts    INT,
  last_resubmission_date TIMESTAMP WITH TIME ZONE
);

-- A listener marks its publication by listener and serialized event; the staleness check and the
-- resubmission look publications up by status and date.
CREATE INDEX event_publication_by_event ON event_publication USING hash (serialized_event);
CREATE INDEX event_publication_by_completion ON event_publication (completion_date);
CREATE INDEX event_publication_by_status ON event_publication (status, publication_date);
