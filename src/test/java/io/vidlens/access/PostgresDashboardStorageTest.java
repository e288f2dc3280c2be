package io.vidlens.access;

import io.vidlens.testing.DatabaseBackend;

/** The dashboard's storage on PostgreSQL (skipped, visibly, when no server is reachable). */
class PostgresDashboardStorageTest extends DashboardStorageContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.postgres();
  }
}
