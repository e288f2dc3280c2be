-- Secrets the service makes for itself (e.g. the key that signs continuation tokens), shared
-- by every node of one database.
CREATE TABLE service_secrets (
  name   VARCHAR(64) PRIMARY KEY,
  value  VARCHAR(128) NOT NULL
);
