package io.vidlens.access;

import io.vidlens.testing.DatabaseBackend;

/** The dashboard's storage on the embedded default, SQLite. */
class SqliteDashboardStorageTest extends DashboardStorageContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.sqlite();
  }
}
