-- Spring Modulith's event publication registry (docs/architecture.md, "Events"): one row per event
-- and listener, from the publisher's commit until the listener completes (completed rows are
-- deleted: spring.modulith.events.completion-mode=delete). The columns are the ones its JDBC
-- repository (schema v2) reads and writes. On SQLite it runs with the repository's MySQL dialect
-- (storage.EventRegistryDialect): the ID is bound as its text, and the JDBC driver binds every
-- timestamp as epoch milliseconds, so dates compare as integers.
CREATE TABLE event_publication (
  id                     VARCHAR(36)  NOT NULL PRIMARY KEY,
  listener_id            VARCHAR(512) NOT NULL,
  event_type             VARCHAR(512) NOT NULL,
  serialized_event       TEXT         NOT NULL,
  publication_date       BIGINT       NOT NULL,
  completion_date        BIGINT,
  status                 VARCHAR(20),
  completion_attempts    INT,
  last_resubmission_date BIGINT
);

CREATE INDEX event_publication_by_event ON event_publication (listener_id, serialized_event);
CREATE INDEX event_publication_by_completion ON event_publication (completion_date);
CREATE INDEX event_publication_by_status ON event_publication (status, publication_date);
