package io.vidlens.thumbnails;

import io.vidlens.testing.DatabaseBackend;

/** Skipped, saying so, when no PostgreSQL server is reachable. */
class PostgresSharedIndexingTest extends SharedIndexingContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.postgres();
  }
}
